import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../shared/lib/i18n';
import { notify } from '../shared/lib/toast';
import { UI_PREFERENCES_STORAGE_KEY } from '../shared/lib/ui-preferences';
import { TOAST_WAIT } from '../test/api-stub';
import { renderApp } from '../test/render-app';

/** A window `width` px wide, as far as media queries on width go. */
function viewportOf(width: number) {
  window.matchMedia = ((media: string) => {
    const max = /max-width:\s*(\d+)px/.exec(media);
    const min = /min-width:\s*(\d+)px/.exec(media);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return { matches, media, addEventListener() {}, removeEventListener() {} };
  }) as unknown as typeof window.matchMedia;
}

afterEach(async () => {
  delete (window as Partial<Window>).matchMedia;
  (await import('sonner')).toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

async function toasterAt(width: number) {
  viewportOf(width);
  await renderApp('/about');
  notify('success', 'Saved');
  await screen.findByText('Saved', {}, TOAST_WAIT);
  return document.querySelector('[data-sonner-toaster]')!;
}

describe('where toasts appear', () => {
  it('keeps a phone top bar (logo and menu) clear: bottom middle, whatever the chosen corner', async () => {
    localStorage.setItem(UI_PREFERENCES_STORAGE_KEY, JSON.stringify({ toastPosition: 'top-left' }));
    const toaster = await toasterAt(375);
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'center');
  });

  it('reads right to left on a phone in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const toaster = await toasterAt(375);
    expect(toaster).toHaveAttribute('dir', 'rtl');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  });

  it('mirrors the corner right to left, where the logo is top right', async () => {
    await i18n.changeLanguage('ar');
    const toaster = await toasterAt(1280);
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'left');
  });

  it('uses the chosen corner on wider screens (top right by default)', async () => {
    const toaster = await toasterAt(1280);
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
  });
});
