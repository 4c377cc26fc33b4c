/**
 * How many cities the marketplace serves, known without loading the city list itself (the home
 * page says it in its first paint; the list follows lazily). The city tests keep it in step.
 */
export const CITY_COUNT = 13;
