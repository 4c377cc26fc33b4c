import type { Listing } from '@souqna/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { ok, stubApi } from '../../test/api-stub';
import { HOME_ID, homeListing, VEHICLE_ID, vehicleListing } from './test/detail-fixtures';
import { ListingCard, loadCardTexts } from './listing-card';

beforeAll(loadCardTexts);
afterEach(() => act(() => changeLanguage('en')));

const renderCard = (listing: Listing) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ListingCard listing={listing} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const RATE = { base: 'USD', quote: 'SYP', rate: 13_000, effectiveAt: '2026-01-01T00:00:00.000Z' };

const card = () => screen.getByTestId('listing-card');

describe('listing card', () => {
  it('shows the cover photo, type, sale, title, price and place, and links to the listing', () => {
    renderCard(vehicleListing());
    const image = screen.getByRole('img', { name: 'Photo of Toyota Corolla 2015' });
    expect(image).toHaveAttribute('src', '/media/listings/photo-1-card.webp');
    // The photo's own size reserves its box before it loads; it loads only when near the screen.
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Toyota Corolla 2015' })).toHaveAttribute(
      'href',
      `/listings/${VEHICLE_ID}`,
    );
    expect(screen.getByTestId('listing-card-type')).toHaveTextContent('Car');
    expect(card()).toHaveTextContent('For sale');
    expect(screen.getByTestId('listing-card-price')).toHaveTextContent('US$8,500');
    expect(screen.getByTestId('listing-card-place')).toHaveTextContent('Mezzeh, Damascus');
    expect(screen.queryByTestId('listing-card-closed')).not.toBeInTheDocument();
  });

  it('shows the price in the other currency too, at the current rate, in the reader’s digits', async () => {
    stubApi({ 'GET /common/exchange-rate': ok(RATE) });
    onTestFinished(() => void vi.restoreAllMocks());
    const view = renderCard(vehicleListing());
    const hint = screen.getByTestId('listing-card-price-hint');
    await expect.poll(() => hint.textContent).toBe('≈ SYP\u00a0110,500,000');
    expect(hint).toHaveAttribute('title', 'At the current rate, US$1 = SYP\u00a013,000');
    expect(screen.getByTestId('listing-card-price')).toHaveTextContent(/^US\$8,500$/);
    view.unmount();
    await act(() => changeLanguage('ar'));
    renderCard(homeListing());
    // 2,500,000 pounds at 13,000 to the dollar.
    await expect
      .poll(() => screen.getByTestId('listing-card-price-hint').textContent)
      .toMatch(/^≈ \u200f?١٩٢\s\u2066US\$\u2069$/u);
  });

  it('shows the price alone when no rate is known', () => {
    stubApi({ 'GET /common/exchange-rate': ok(null) });
    onTestFinished(() => void vi.restoreAllMocks());
    renderCard(vehicleListing());
    expect(screen.getByTestId('listing-card-price-hint')).toBeEmptyDOMElement();
  });

  it('cuts a bilingual title between lines, where an ellipsis would eat its first letters', () => {
    const { unmount } = renderCard(
      vehicleListing({ title: 'شقة للبيع في المزة فيلات شرقية | Apartment for sale' }),
    );
    const title = screen.getByRole('heading', { level: 3 });
    expect(title).toHaveAttribute('dir', 'auto');
    expect(title).toHaveClass('clamp-2-lines');
    expect(title).not.toHaveClass('line-clamp-2');
    unmount();
    renderCard(vehicleListing());
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('line-clamp-2');
  });

  it('uses the photo marked primary, whatever its position', () => {
    const listing = vehicleListing();
    const [first, second] = listing.images;
    renderCard({
      ...listing,
      images: [
        { ...first!, isPrimary: false },
        { ...second!, isPrimary: true },
      ],
    });
    expect(screen.getByRole('img')).toHaveAttribute('src', second!.cardUrl);
  });

  it('marks a rented flat, in its own currency and category', () => {
    renderCard(homeListing({ status: 'rented' }));
    expect(screen.getByTestId('listing-card-closed')).toHaveTextContent('Rented');
    expect(card()).toHaveTextContent('For rent');
    expect(screen.getByTestId('listing-card-type')).toHaveTextContent('Apartment');
    expect(screen.getByTestId('listing-card-price')).toHaveTextContent('SYP 2,500,000');
    expect(screen.getByTestId('listing-card-place')).toHaveTextContent('Aleppo');
    expect(screen.getByRole('link')).toHaveAttribute('href', `/listings/${HOME_ID}`);
  });

  it('shows the facts that tell listings apart, a small srcset, and how long ago it was posted', () => {
    // Mid-afternoon, so three hours ago is still today whenever the suite runs (after midnight it
    // read "Yesterday").
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 15, 0));
    onTestFinished(() => void vi.useRealTimers());
    renderCard(vehicleListing({ createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }));
    const facts = screen.getByTestId('listing-card-facts');
    expect(facts).toHaveTextContent('Year: 2015');
    expect(facts).toHaveTextContent('Mileage: 120,000 km');
    expect(facts).toHaveTextContent('Transmission: Automatic');
    expect(screen.getByTestId('listing-card-age')).toHaveTextContent('3 hours ago');
    // Thumbnail and card variants only: the full-size file is never right for a card.
    expect(screen.getByRole('img').getAttribute('srcset')).toBe(
      '/media/listings/photo-1-thumbnail.webp 320w, /media/listings/photo-1-card.webp 640w',
    );
  });

  it('gives a home its rooms and size', () => {
    renderCard(homeListing());
    const facts = screen.getByTestId('listing-card-facts');
    expect(facts).toHaveTextContent('Bedrooms: 3');
    expect(facts).toHaveTextContent('Bathrooms: 1.5');
    expect(facts).toHaveTextContent('Area: 140 m²');
  });

  it('marks a sold car', () => {
    renderCard(vehicleListing({ status: 'sold' }));
    expect(screen.getByTestId('listing-card-closed')).toHaveTextContent('Sold');
  });

  it('tells "other" types apart by category', () => {
    renderCard(homeListing({ category: { mainCategory: 'realEstate', subCategory: 'OTHER' } }));
    expect(screen.getByTestId('listing-card-type')).toHaveTextContent('Other property');
  });

  it('shows a placeholder without photos and the typed place without a city code', () => {
    renderCard(vehicleListing({ images: [], cityCode: null, areaCode: null, location: 'Near the old souq' }));
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-card-place')).toHaveTextContent('Near the old souq');
  });

  it('keeps what the seller typed in its own direction, so an ellipsis cuts its own end', async () => {
    await act(() => changeLanguage('ar'));
    await loadCardTexts();
    renderCard(vehicleListing({ cityCode: null, areaCode: null, location: 'Near the old souq, Damascus' }));
    // Truncated in the Arabic line's direction, an English place would lose its start ("…souq, Damascus").
    expect(screen.getByTestId('listing-card-place').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { name: 'Toyota Corolla 2015' })).toHaveAttribute('dir', 'auto');
  });

  it('speaks Arabic: names from the reference data, Arabic digits', async () => {
    await act(() => changeLanguage('ar'));
    await loadCardTexts();
    renderCard(vehicleListing({ status: 'sold' }));
    expect(screen.getByTestId('listing-card-place')).toHaveTextContent('المزة، دمشق');
    expect(screen.getByTestId('listing-card-price')).toHaveTextContent(/٨٬٥٠٠/);
    // "US$" sits in a left-to-right isolate, or the right-to-left line would show "$US".
    expect(screen.getByTestId('listing-card-price').textContent).toContain('\u2066US$\u2069');
    expect(screen.getByTestId('listing-card-closed')).toHaveTextContent('مُباع');
    expect(screen.getByTestId('listing-card-type')).toHaveTextContent('سيارة');
  });
});
