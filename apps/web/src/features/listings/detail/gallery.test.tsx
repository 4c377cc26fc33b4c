import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/lib/i18n';
import { photo } from '../../../shared/listing/test/detail-fixtures';
import { loadDetailTexts } from './detail-texts';
import { Gallery } from './gallery';

beforeAll(async () => {
  await loadDetailTexts();
  // jsdom has no PointerEvent: without one, fired pointer events carry no coordinates.
  window.PointerEvent ??= class extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  } as typeof PointerEvent;
});
afterEach(() => act(() => changeLanguage('en')));

const images = [photo(1), photo(2), photo(3)];
const renderGallery = () => render(<Gallery images={images} title="Toyota Corolla 2015" />);

describe('gallery', () => {
  it('shows the cover with every variant in srcset and its size, so nothing shifts', () => {
    renderGallery();
    const cover = within(screen.getByTestId('gallery-open')).getByRole('img');
    expect(cover).toHaveAttribute('alt', 'Toyota Corolla 2015, photo 1 of 3');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1200');
    expect(cover.getAttribute('srcset')).toBe(
      '/media/listings/photo-1-thumbnail.webp 320w, /media/listings/photo-1-card.webp 640w, /media/listings/photo-1-full.webp 1600w',
    );
  });

  it('steps with the arrow keys and wraps around', async () => {
    renderGallery();
    screen.getByTestId('gallery').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('2 / 3');
    expect(screen.getAllByTestId('gallery-thumbnail')[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('3 / 3');
  });

  it('mirrors the arrow keys in Arabic', async () => {
    await act(() => changeLanguage('ar'));
    renderGallery();
    screen.getByTestId('gallery').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('٢ / ٣');
  });

  it('opens full screen, steps by key, button and swipe, and closes on Escape', async () => {
    renderGallery();
    await userEvent.click(screen.getAllByTestId('gallery-thumbnail')[1]!);
    await userEvent.click(screen.getByTestId('gallery-open'));
    const viewer = await screen.findByTestId('gallery-viewer');
    expect(within(viewer).getByTestId('gallery-counter')).toHaveTextContent('2 / 3');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByTestId('gallery-counter')).toHaveTextContent('3 / 3');
    await userEvent.click(within(viewer).getByTestId('gallery-next'));
    expect(within(viewer).getByTestId('gallery-counter')).toHaveTextContent('1 / 3');

    // A swipe to the left brings the next photo; a short drag is no swipe.
    const stage = within(viewer).getByRole('img').parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 200, clientY: 210 });
    expect(within(viewer).getByTestId('gallery-counter')).toHaveTextContent('2 / 3');
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 290, clientY: 200 });
    expect(within(viewer).getByTestId('gallery-counter')).toHaveTextContent('2 / 3');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('gallery-viewer')).not.toBeInTheDocument();
    // The inline gallery follows what was seen full screen.
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('2 / 3');
  });
});
