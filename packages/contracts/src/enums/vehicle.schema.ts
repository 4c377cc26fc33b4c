// Enum schemas live apart from the plain value lists so the web's first load needs no zod;
// they are marked pure so a bundle drops the ones it does not use.
import { enumSchemaOf, enumWithAliases } from '../common/enum-with-aliases.js';
import { fuelTypeReader, transmissionTypeReader } from './readers.js';
import {
  BODY_TYPES,
  DRIVE_TYPES,
  IMPORT_STATUSES,
  INSURANCE_TYPES,
  REGISTRATION_STATUSES,
  SERVICE_HISTORIES,
  VEHICLE_CONDITIONS,
} from './vehicle.js';

export const fuelTypeSchema = /* @__PURE__ */ enumSchemaOf(fuelTypeReader);

export const transmissionTypeSchema = /* @__PURE__ */ enumSchemaOf(transmissionTypeReader);

export const vehicleConditionSchema = /* @__PURE__ */ enumWithAliases(VEHICLE_CONDITIONS);

export const driveTypeSchema = /* @__PURE__ */ enumWithAliases(DRIVE_TYPES, {
  '4WD': 'FOUR_WHEEL_DRIVE',
  '4X4': 'FOUR_WHEEL_DRIVE',
  // The old web client's option value.
  FOURWD: 'FOUR_WHEEL_DRIVE',
});

export const bodyTypeSchema = /* @__PURE__ */ enumWithAliases(BODY_TYPES, { PICKUP: 'TRUCK' });

export const registrationStatusSchema = /* @__PURE__ */ enumWithAliases(REGISTRATION_STATUSES);

export const serviceHistorySchema = /* @__PURE__ */ enumWithAliases(SERVICE_HISTORIES);

export const importStatusSchema = /* @__PURE__ */ enumWithAliases(IMPORT_STATUSES);

export const insuranceTypeSchema = /* @__PURE__ */ enumWithAliases(INSURANCE_TYPES);
