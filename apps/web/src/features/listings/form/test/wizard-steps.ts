import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { pngFile } from '../../inputs/test/image-files';

export const permission = (canCreate: boolean, maxListings: number | null = canCreate ? null : 0) => ({
  canCreate,
  maxListings,
  currentListings: 0,
  isPremium: canCreate,
  userRole: 'PRIVATE_USER',
  listingRestriction: canCreate ? 'NONE' : 'LIMIT_REACHED',
});

/** A control of the current step by its `name`, as the browser tests find them. */
export function named<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const element = document.querySelector<T>(`[name="${name}"]`);
  if (!element) throw new Error(`no control named ${name}`);
  return element;
}

export const step = (number: 1 | 2 | 3) => screen.findByTestId(`wizard-step-${number}`);

/** Step 1 filled in for a plot of land for rent in Mezzeh, Damascus, with two photos. */
export async function fillBasics({ price = '35000', title = 'Plot near the airport road' } = {}) {
  const user = userEvent.setup();
  await step(1);
  await user.click(screen.getByTestId('listing-category-realEstate'));
  await user.selectOptions(named('subCategory'), 'LAND');
  await user.click(screen.getByRole('radio', { name: 'For rent' }));
  await user.type(named('title'), title);
  await user.type(named('description'), 'Flat, fenced, with a well.');
  await user.type(named('price'), price);
  await user.selectOptions(named('currency'), 'USD');
  await user.selectOptions(screen.getByTestId('location-city'), 'damascus');
  await user.selectOptions(screen.getByTestId('location-area'), 'mezzeh');
  await user.upload(screen.getByTestId('image-input'), [pngFile('front.png', 1), pngFile('back.png', 2)]);
  await waitFor(() => expect(screen.getAllByTestId('image-tile')).toHaveLength(2));
  return user;
}
