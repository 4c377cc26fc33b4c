import { use, useEffect, useState } from 'react';
import type * as Catalogue from './vehicle-makes-data';

/**
 * The make and model catalogue (contracts' reference/makes.ts, about 6 KB brotli) loads when a
 * page first names a make or model, not with the public pages' first load: most views of a browse
 * or listing page show none before the reader picks one, and a listing page starts it beside its
 * texts (listing-page.tsx).
 */
export type VehicleMakes = typeof Catalogue;

let loaded: VehicleMakes | undefined;
let loading: Promise<VehicleMakes> | undefined;

export const loadMakes = () =>
  (loading ??= import('./vehicle-makes-data').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline) is tried again next time rather than remembered.
      loading = undefined;
      throw error;
    },
  ));

/** The catalogue if it has arrived; code that runs outside React reads it here. */
export const loadedMakes = () => loaded;

/** The catalogue, the render waiting for it (Suspense) when `needed`, as when a make is to be named. */
export function useMakes(needed: boolean): VehicleMakes | undefined {
  return loaded ?? (needed ? use(loadMakes()) : undefined);
}

/** The catalogue once it has arrived, fetched after the first paint: for lists a reader opens later. */
export function useMakesSoon(): VehicleMakes | undefined {
  const [makes, setMakes] = useState(loaded);
  useEffect(() => {
    if (!makes) void loadMakes().then(setMakes, () => undefined);
  }, [makes]);
  return makes;
}
