// The make and model catalogue, a chunk of its own that vehicle-makes.ts loads on first need.
export { CUSTOM_MODEL, findMake, findModel, OTHER_MAKE, VEHICLE_MAKES } from '@souqna/contracts';
