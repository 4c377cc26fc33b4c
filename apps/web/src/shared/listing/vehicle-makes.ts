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

/** A promise as React's use() reads it once settled: its status and value, without suspending. */
type Tracked = Promise<VehicleMakes> & { status?: 'fulfilled'; value?: VehicleMakes };

function startLoading(): Promise<VehicleMakes> {
  const promise: Tracked = import('./vehicle-makes-data').then(
    (module) => {
      loaded = module;
      // A later render that needs the catalogue takes it at once instead of suspending again.
      promise.status = 'fulfilled';
      promise.value = module;
      return module;
    },
    (error: unknown) => {
      // A failed download (offline) is tried again next time rather than remembered.
      loading = undefined;
      throw error;
    },
  );
  return promise;
}

export const loadMakes = () => (loading ??= startLoading());

/** The catalogue if it has arrived; code that runs outside React reads it here. */
export const loadedMakes = () => loaded;

/**
 * The catalogue, the render waiting for it (Suspense) when `needed`, as when a make is to be named.
 * A render that needs it always calls use(), loaded or not: React replays a suspended render
 * expecting the same calls, and skipping use() in the replay once the catalogue had arrived broke
 * the hooks after it ("Update hook called on initial render").
 */
export function useMakes(needed: boolean): VehicleMakes | undefined {
  return needed ? use(loadMakes()) : loaded;
}

/** The catalogue once it has arrived, fetched after the first paint: for lists a reader opens later. */
export function useMakesSoon(): VehicleMakes | undefined {
  const [makes, setMakes] = useState(loaded);
  useEffect(() => {
    if (!makes) void loadMakes().then(setMakes, () => undefined);
  }, [makes]);
  return makes;
}
