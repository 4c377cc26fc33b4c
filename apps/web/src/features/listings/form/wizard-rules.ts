import { parseListingInput, titleProblem, toLatinDigits, type ValidationKey } from '@souqna/contracts';
import { detailIssues } from './fields/detail-rules';
import type { WizardValues } from './wizard-values';

export type StepNumber = 1 | 2 | 3;
export const STEPS = [
  { number: 1, name: 'basic' },
  { number: 2, name: 'details' },
  { number: 3, name: 'review' },
] as const;

export interface FormIssue {
  /** A wizard field: `title`, `mainCategory`, `cityCode`, `images`, or `details.<field>`. */
  path: string;
  key: ValidationKey;
  params?: Record<string, unknown>;
  /** A refusal the server words as an error code (the trust rules): its message, not the key's. */
  errorCode?: string;
}

/** The text fields the API reads, shared by the check here and the body sent. */
export function basicFields(values: WizardValues): Record<string, string> {
  const { location } = values;
  return {
    title: values.title,
    description: values.description,
    price: values.price,
    currency: values.currency,
    listingAction: values.listingAction,
    // Empty once a city is chosen: the server then names the place from the reference data.
    location: location.cityCode ? '' : values.legacyLocation,
    cityCode: location.cityCode ?? '',
    areaCode: location.areaCode ?? '',
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
  };
}

/** Where a server or contracts path shows in the wizard. */
export function wizardPath(path: string): string {
  if (path === 'category.mainCategory' || path === 'category') return 'mainCategory';
  if (path === 'category.subCategory' || path === 'details.vehicleType' || path === 'details.propertyType')
    return 'subCategory';
  if (path === 'latitude' || path === 'longitude') return 'location';
  if (path === 'details') return 'details';
  return path;
}

export const stepOfPath = (path: string): StepNumber => (path.startsWith('details') ? 2 : 1);

/**
 * Step 1 by contracts' own parser, the one the server runs, so both say the same; the details
 * are left to step 2 and the photos, which the parser never sees, are checked here.
 */
function basicIssues(values: WizardValues): FormIssue[] {
  const { issues } = parseListingInput({
    ...basicFields(values),
    category: JSON.stringify({ mainCategory: values.mainCategory }),
    details: '{}',
  });
  const found: FormIssue[] = issues
    .map((issue) => ({ ...issue, path: wizardPath(issue.path) }))
    .filter((issue) => stepOfPath(issue.path) === 1 && issue.path !== 'subCategory');
  // The server's trust rule (contact details, blocked words), said before the listing is sent.
  const refused = found.some((issue) => issue.path === 'title') ? null : titleProblem(values.title);
  if (refused) found.push({ path: 'title', key: 'invalidFormat', errorCode: refused });
  if (values.mainCategory && !values.subCategory) found.push({ path: 'subCategory', key: 'required' });
  if (values.images.length === 0) found.push({ path: 'images', key: 'imageRequired' });
  return found;
}

// The same value as stored: the server keeps it as it is, unchecked (mergeDetailsEdit).
const unchanged = (
  stored: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
  key: string,
) => stored !== undefined && key in stored && JSON.stringify(stored[key]) === JSON.stringify(values[key]);

function detailStepIssues(values: WizardValues, stored?: Record<string, unknown>): FormIssue[] {
  if (!values.mainCategory || !values.subCategory) return [];
  return detailIssues(values.mainCategory, values.subCategory, values.details)
    .filter((issue) => !unchanged(stored, values.details, issue.path))
    .map((issue) => ({ ...issue, path: `details.${issue.path}` }));
}

/**
 * What keeps the seller on `step`; the review step checks everything before publishing. An edit
 * passes its stored details, whose untouched values are not checked again.
 */
export function stepIssues(
  step: StepNumber,
  values: WizardValues,
  stored?: Record<string, unknown>,
): FormIssue[] {
  if (step === 1) return basicIssues(values);
  if (step === 2) return detailStepIssues(values, stored);
  return [...basicIssues(values), ...detailStepIssues(values, stored)];
}

/** The price as the API reads it: Latin digits, no grouping. */
export const priceNumber = (price: string) => Number(toLatinDigits(price).replace(/[\s,]/g, ''));
