import {
  CUSTOM_MODEL,
  OTHER_MAKE,
  parseRealEstateDetails,
  parseVehicleDetails,
  type MainCategory,
  type ValidationKey,
} from '@souqna/contracts';
import { fieldKind } from './field-kinds';
import { customFieldsShown, visibleFields } from './field-visibility';
import { requiredFields } from './required-fields';
import { readNumber } from '../../../../shared/lib/number-text';

export interface DetailIssue {
  path: string;
  key: ValidationKey;
  params?: Record<string, unknown>;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const required = (field: string): DetailIssue => ({ path: field, key: 'fieldRequired', params: { field } });

/** Required fields (spec section 5), with make and model asking for their custom text when chosen. */
function requiredIssues(mainCategory: MainCategory, subCategory: string, values: Record<string, unknown>) {
  const issues: DetailIssue[] = [];
  for (const field of requiredFields(mainCategory, subCategory)) {
    if (isBlank(values[field])) issues.push(required(field));
    else if (field === 'make' && values.make === OTHER_MAKE && isBlank(values.customMake))
      issues.push(required('customMake'));
    else if (field === 'model' && values.model === CUSTOM_MODEL && isBlank(values.customModel))
      issues.push(required('customModel'));
  }
  return issues;
}

/** Numbers that are numbers, whole where counted, and within what a listing can mean. */
function numberIssues(
  mainCategory: MainCategory,
  fields: Set<string>,
  values: Record<string, unknown>,
  now: Date,
) {
  const issues: DetailIssue[] = [];
  const numbers: Record<string, number> = {};
  for (const field of fields) {
    const kind = fieldKind(mainCategory, field).kind;
    if (kind !== 'integer' && kind !== 'decimal') continue;
    const value = readNumber(values[field]);
    if (value === undefined) continue;
    if (value === null || (kind === 'integer' && !Number.isInteger(value)))
      issues.push({ path: field, key: 'invalidFormat' });
    else numbers[field] = value;
  }
  const below = (field: string, min: number) => {
    const value = numbers[field];
    if (value !== undefined && value < min) issues.push({ path: field, key: 'tooSmall', params: { min } });
  };
  const above = (field: string, max: number) => {
    const value = numbers[field];
    if (value !== undefined && value > max) issues.push({ path: field, key: 'tooBig', params: { max } });
  };
  // Spec section 5's "valid year": no car before 1900 nor beyond next year's models.
  below('year', 1900);
  above('year', now.getFullYear() + 1);
  // "Valid area": a property or plot of less than a square metre is a typo.
  below('size', 1);
  below('landArea', 1);
  // "Valid floor": on the building, not above its top.
  if (numbers.floor !== undefined && numbers.totalFloors !== undefined) above('floor', numbers.totalFloors);
  return issues;
}

/**
 * What is wrong with a listing's details, field by field, before they are sent: spec section 5's
 * create-form rules, then whatever contracts' parser (the server's own) would still refuse, so
 * the form and the API never disagree. Fields the chosen type does not show are not checked.
 */
export function detailIssues(
  mainCategory: MainCategory,
  subCategory: string,
  values: Record<string, unknown>,
  now = new Date(),
): DetailIssue[] {
  const fields = visibleFields(mainCategory, subCategory);
  const custom = customFieldsShown(values);
  const issues = [
    ...requiredIssues(mainCategory, subCategory, values),
    ...numberIssues(mainCategory, fields, values, now),
  ];
  const server =
    mainCategory === 'vehicles'
      ? parseVehicleDetails({ ...values, vehicleType: subCategory }, now).issues
      : parseRealEstateDetails({ ...values, propertyType: subCategory }, now).issues;
  const flagged = new Set(issues.map((issue) => issue.path));
  for (const issue of server) {
    const shown = fields.has(issue.path) || custom[issue.path as keyof typeof custom] === true;
    // The server's "required for vehicle listings" is already said above as "{field} is required".
    if (!shown || flagged.has(issue.path) || issue.key === 'requiredForVehicle') continue;
    flagged.add(issue.path);
    issues.push(issue);
  }
  return issues;
}
