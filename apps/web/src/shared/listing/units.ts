/**
 * The unit of each measured field, as a key of the units texts (`listing-fields:units.<unit>` in
 * the form and on cards, `listing-detail:units.<unit>` on the detail page).
 */
export const UNITS: Partial<Record<string, string>> = {
  mileage: 'km',
  size: 'squareMeters',
  landArea: 'squareMeters',
  engineSize: 'liters',
  engineDisplacement: 'cc',
  horsepower: 'hp',
  torque: 'newtonMeters',
  maxSpeed: 'kmPerHour',
  fuelEfficiency: 'litersPer100Km',
  fuelTankCapacity: 'liters',
  freshWaterCapacity: 'liters',
  loadCapacity: 'kg',
  operatingWeight: 'kg',
  maximumLiftCapacity: 'kg',
  cargoCapacity: 'cubicMeters',
  wheelSize: 'inches',
  tractiveEffort: 'kiloNewtons',
};
