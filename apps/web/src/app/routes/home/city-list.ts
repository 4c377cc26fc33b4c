// A separate module so the city list can be loaded after the first paint.
export { CITIES } from '@souqna/contracts';
