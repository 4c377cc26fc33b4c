import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeListing, vehicleListing } from './test/detail-fixtures';
import { loadCardTexts } from './listing-card';
import { ListingGrid, type ListingGridProps } from './listing-grid';

beforeAll(loadCardTexts);

const renderGrid = (props: ListingGridProps) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ListingGrid {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('listing grid', () => {
  it('shows one card per listing, in order', () => {
    renderGrid({ listings: [vehicleListing(), homeListing()] });
    const cards = within(screen.getByTestId('listing-grid')).getAllByTestId('listing-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Toyota Corolla 2015',
      'Sunny apartment in Aleppo',
    ]);
  });

  it('holds the place of the cards while loading', () => {
    renderGrid({ listings: undefined, loading: true, skeletons: 3 });
    const loading = screen.getByRole('status', { name: 'Loading listings' });
    expect(loading.children).toHaveLength(3);
    expect(screen.queryByTestId('listing-card')).not.toBeInTheDocument();
  });

  it('says there is nothing, in its own words or the default ones, or stays silent', () => {
    const view = renderGrid({ listings: [] });
    expect(screen.getByTestId('listing-grid-empty')).toHaveTextContent('No listings to show yet.');
    view.unmount();
    const custom = renderGrid({ listings: [], empty: <p>Nothing here</p> });
    expect(screen.getByTestId('listing-grid-empty')).toHaveTextContent('Nothing here');
    custom.unmount();
    const { container } = renderGrid({ listings: [], empty: null });
    expect(container).toBeEmptyDOMElement();
  });
});
