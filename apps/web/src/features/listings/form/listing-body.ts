import type { ImageSlot } from '../api/update-listing';
import { basicFields, priceNumber } from './wizard-rules';
import type { WizardValues } from './wizard-values';

// A field cleared in the form is sent as null: on an edit the server merges the details, and a
// field left out would keep its old value.
const detailsJson = (details: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value ?? null])));

function textBody(values: WizardValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries({
    ...basicFields(values),
    price: String(priceNumber(values.price)),
  }))
    body.append(key, value);
  body.append(
    'category',
    JSON.stringify({ mainCategory: values.mainCategory, subCategory: values.subCategory }),
  );
  body.append('details', detailsJson(values.details));
  return body;
}

const newFiles = (values: WizardValues) =>
  values.images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));

/** `POST /api/listings`: every field, and the photos in order (the server makes the first the cover). */
export function createBody(values: WizardValues): FormData {
  const body = textBody(values);
  for (const file of newFiles(values)) body.append('images', file, file.name);
  return body;
}

/** `PUT /api/listings/{id}`: the fields, the status, the photos kept (by id, in order) and the new ones. */
export function editBody(values: WizardValues): { body: FormData; order: ImageSlot[] } {
  const body = textBody(values);
  if (values.status) body.append('status', values.status);
  body.append(
    'existingImages',
    JSON.stringify(values.images.flatMap((image) => (image.kind === 'existing' ? [image.id] : []))),
  );
  for (const file of newFiles(values)) body.append('images', file, file.name);
  let upload = 0;
  const order = values.images.map((image): ImageSlot =>
    image.kind === 'existing' ? { id: image.id } : { upload: upload++ },
  );
  return { body, order };
}
