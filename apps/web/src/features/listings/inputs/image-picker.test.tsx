import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../shared/lib/i18n';
import { ImagePicker } from './image-picker';
import type { PickedImage } from './picked-image';
import { existing, pngFile, textFile } from './test/image-files';

beforeAll(() => i18n.loadNamespaces(['listing-inputs']));
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

let latest: PickedImage[] = [];
function Harness({ initial = [] }: { initial?: PickedImage[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ImagePicker
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByTestId<HTMLInputElement>('image-input');
const tiles = () => screen.getAllByTestId('image-tile');
const order = () => latest.map((image) => (image.kind === 'new' ? image.file.name : image.id));
const refusals = () => screen.queryAllByTestId('image-refusal').map((item) => item.textContent);

describe('image picker', () => {
  it('adds chosen photos with previews, the first as cover, and advises on the count', async () => {
    render(<Harness />);
    expect(screen.getByTestId('image-advice')).toHaveTextContent('Please upload at least one image.');
    expect(screen.getByTestId('image-count')).toHaveTextContent('0 / 20');

    await userEvent.upload(input(), [pngFile('front.png', 1)]);
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.getByTestId('image-advice')).toHaveTextContent('we suggest at least 2');
    expect(within(tiles()[0]!).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(tiles()[0]!).getByTestId('image-cover-badge')).toHaveTextContent('Cover');

    await userEvent.upload(
      input(),
      [2, 3, 4].map((n) => pngFile(`photo-${n}.png`, n)),
    );
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(screen.getByTestId('image-count')).toHaveTextContent('4 / 20');
    expect(screen.getByTestId('image-advice')).toHaveTextContent(
      'Listings with 6 or more photos get three times more views.',
    );
    expect(screen.getAllByTestId('image-cover-badge')).toHaveLength(1);
    expect(order()).toEqual(['front.png', 'photo-2.png', 'photo-3.png', 'photo-4.png']);

    await userEvent.upload(input(), [pngFile('five.png', 5), pngFile('six.png', 6)]);
    await waitFor(() => expect(screen.getByTestId('image-advice')).toHaveTextContent('Great!'));
  });

  it('refuses by content, size and duplicate, naming each file, and adds the rest', async () => {
    render(<Harness />);
    await userEvent.upload(input(), [pngFile('kept.png', 1)]);
    await waitFor(() => expect(tiles()).toHaveLength(1));
    await userEvent.upload(input(), [
      textFile('holiday.jpg'),
      pngFile('huge.png', 2, LISTING_IMAGE_LIMITS.maxBytes),
      pngFile('copy-of-kept.png', 1),
      pngFile('new.png', 3),
    ]);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(refusals()).toEqual([
      'holiday.jpg was not added: only JPEG, PNG, WebP and AVIF images are accepted.',
      'huge.png was not added: the file is larger than 10 MB.',
      'copy-of-kept.png was skipped: this photo has already been added.',
    ]);
    expect(screen.getByTestId('image-messages')).toHaveAttribute('aria-live', 'polite');
    expect(order()).toEqual(['kept.png', 'new.png']);
  });

  it('stops at the maximum, names what did not fit, and then disables choosing', async () => {
    const initial = Array.from({ length: LISTING_IMAGE_LIMITS.maxFiles - 1 }, (_, at) => existing(at + 1));
    render(<Harness initial={initial} />);
    fireEvent.drop(screen.getByTestId('image-drop-zone'), {
      dataTransfer: { files: [pngFile('fits.png', 1), pngFile('extra.png', 2)], types: ['Files'] },
    });
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(refusals()).toEqual(['extra.png was not added: a listing can have at most 20 photos.']);
    expect(order().at(-1)).toBe('fits.png');
    expect(input()).toBeDisabled();
  });

  it('reorders with the buttons, makes a cover, and removes, freeing the preview', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    render(<Harness initial={[existing(1), existing(2)]} />);
    await userEvent.upload(input(), [pngFile('new.png', 1)]);
    await waitFor(() => expect(tiles()).toHaveLength(3));

    await userEvent.click(within(tiles()[0]!).getByTestId('image-move-later'));
    expect(order()).toEqual(['image-2', 'image-1', 'new.png']);
    expect(within(tiles()[1]!).getByTestId('image-move-later')).toHaveFocus();
    await userEvent.click(within(tiles()[2]!).getByTestId('image-move-earlier'));
    expect(order()).toEqual(['image-2', 'new.png', 'image-1']);

    await userEvent.click(within(tiles()[2]!).getByTestId('image-make-cover'));
    expect(order()).toEqual(['image-1', 'image-2', 'new.png']);
    expect(within(tiles()[0]!).getByTestId('image-cover-badge')).toBeInTheDocument();
    expect(within(tiles()[0]!).queryByTestId('image-make-cover')).not.toBeInTheDocument();

    const added = latest[2];
    await userEvent.click(within(tiles()[2]!).getByTestId('image-remove'));
    expect(order()).toEqual(['image-1', 'image-2']);
    expect(within(tiles()[1]!).getByTestId('image-remove')).toHaveFocus();
    expect(revoke).toHaveBeenCalledWith(added?.kind === 'new' && added.previewUrl);
    expect(screen.getByTestId('image-messages')).toHaveTextContent('Photo removed');
  });

  it('moves a photo by dragging it onto another tile', () => {
    render(<Harness initial={[existing(1), existing(2), existing(3)]} />);
    const dataTransfer = { setData: () => undefined, types: ['text/plain'], files: [] };
    fireEvent.dragStart(tiles()[2]!, { dataTransfer });
    fireEvent.dragOver(tiles()[0]!, { dataTransfer });
    fireEvent.drop(tiles()[0]!, { dataTransfer });
    expect(order()).toEqual(['image-3', 'image-1', 'image-2']);
    expect(within(tiles()[0]!).getByTestId('image-cover-badge')).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic digits', async () => {
    await act(() => changeLanguage('ar'));
    render(<Harness initial={[existing(1), existing(2)]} />);
    expect(screen.getByTestId('image-count')).toHaveTextContent('٢ / ٢٠');
    expect(screen.getByTestId('image-cover-badge')).toHaveTextContent('الغلاف');
  });
});
