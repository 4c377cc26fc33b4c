import { useEffect, useState } from 'react';
import type { City } from '@souqna/contracts';

/**
 * The cities for the hero's city picker, loaded right after the first paint: the list with its
 * areas in five languages is the home page's largest piece of data, and "any city" is the default.
 */
export function useCityList(): readonly City[] {
  const [cities, setCities] = useState<readonly City[]>([]);
  useEffect(() => {
    let current = true;
    void import('./city-list').then(({ CITIES }) => current && setCities(CITIES));
    return () => {
      current = false;
    };
  }, []);
  return cities;
}
