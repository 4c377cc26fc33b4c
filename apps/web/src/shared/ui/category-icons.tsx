// Icons by path, not from the package index: a design-system module importing the index would
// pull every icon any lazy page uses into the first load (the `ui` chunk takes its dependencies).
import Building2 from 'lucide-react/icons/building-complex';
import Bus from 'lucide-react/icons/bus';
import Car from 'lucide-react/icons/car';
import Caravan from 'lucide-react/icons/caravan';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Forklift from 'lucide-react/icons/forklift';
import Hotel from 'lucide-react/icons/hotel';
import House from 'lucide-react/icons/house';
import LandPlot from 'lucide-react/icons/land-plot';
import Motorbike from 'lucide-react/icons/motorbike';
import Store from 'lucide-react/icons/store';
import Tractor from 'lucide-react/icons/tractor';
import Truck from 'lucide-react/icons/truck';
import Van from 'lucide-react/icons/van';
import type { LucideIcon } from 'lucide-react';
import type { MainCategory, PropertyType, VehicleType } from '@souqna/contracts';

/** One picture per category and per type, so cards, tiles and filters speak the same language. */
export const CATEGORY_ICONS: Record<MainCategory, LucideIcon> = { vehicles: Car, realEstate: Building2 };

export const TYPE_ICONS: Record<VehicleType | PropertyType, LucideIcon> = {
  CAR: Car,
  TRUCK: Truck,
  MOTORCYCLE: Motorbike,
  RV: Caravan,
  BUS: Bus,
  VAN: Van,
  TRACTOR: Tractor,
  CONSTRUCTION: Forklift,
  OTHER: Ellipsis,
  HOUSE: House,
  APARTMENT: Building2,
  CONDO: Hotel,
  LAND: LandPlot,
  COMMERCIAL: Store,
};
