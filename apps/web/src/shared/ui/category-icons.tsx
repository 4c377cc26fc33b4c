import {
  Building2,
  Bus,
  Car,
  Caravan,
  Ellipsis,
  Forklift,
  Hotel,
  House,
  LandPlot,
  Motorbike,
  Store,
  Tractor,
  Truck,
  Van,
  type LucideIcon,
} from 'lucide-react';
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
