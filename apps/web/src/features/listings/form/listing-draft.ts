import { clearDraftImages, loadDraftImages, saveDraftImages } from '../inputs/image-draft-store';
import { pickedFromFiles } from '../inputs/picked-image';
import type { StepNumber } from './wizard-rules';
import { emptyValues, type WizardValues } from './wizard-values';

/** Where an unfinished listing waits: the fields in localStorage, the new photos in IndexedDB. */
export const DRAFT_KEY = 'souqna:listing-draft';

export interface Draft {
  step: StepNumber;
  values: WizardValues;
}

type StoredDraft = { version: 1; step: StepNumber; values: Omit<WizardValues, 'images'> };

/** Nothing typed, chosen or added yet: no draft worth offering back. */
const isBlank = (values: WizardValues) =>
  !values.mainCategory &&
  !values.title.trim() &&
  !values.description.trim() &&
  !values.price.trim() &&
  !values.location.cityCode &&
  values.images.length === 0;

/**
 * Keeps the fields (photos go through saveDraftPhotos, less often: they are heavy). A form
 * emptied again leaves no draft behind.
 */
export function saveDraftFields({ step, values }: Draft) {
  if (isBlank(values)) {
    void clearDraft();
    return;
  }
  const { images: _images, ...fields } = values;
  const stored: StoredDraft = { version: 1, step, values: fields };
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the draft is a convenience, never a reason for the form to fail.
  }
}

export const saveDraftPhotos = (values: WizardValues) =>
  saveDraftImages(
    DRAFT_KEY,
    values.images.flatMap((image) => (image.kind === 'new' ? [image.file] : [])),
  );

function readStored(): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as StoredDraft | null;
    return stored?.version === 1 && stored.values && typeof stored.values === 'object' ? stored : null;
  } catch {
    return null;
  }
}

/** The draft left by an earlier visit, its photos included; null when there is none. */
export async function loadDraft(): Promise<Draft | null> {
  const stored = readStored();
  if (!stored) return null;
  const files = await loadDraftImages(DRAFT_KEY);
  const step = ([1, 2, 3] as const).includes(stored.step) ? stored.step : 1;
  return {
    step,
    values: { ...emptyValues(), ...stored.values, status: null, images: pickedFromFiles(files) },
  };
}

export async function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  await clearDraftImages(DRAFT_KEY);
}
