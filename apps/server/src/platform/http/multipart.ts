import multipart from '@fastify/multipart';
import { findUnstorableText } from '@souqna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { keyedValidationError } from '../errors/parse.js';

/** The largest upload any route accepts; routes set their own, smaller limits per file. */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_FILE_BYTES, files: 21, fields: 200, fieldSize: 1024 * 1024, parts: 240 },
  });
}

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface FormInput {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a JSON or multipart body into text fields and files. Clients name their file parts
 * differently (api-compat.md: `images`, `listingImage`, `profilePicture`), so every file part
 * counts, whatever its name. Text the database cannot keep is refused here, field by field, since
 * these bodies have no schema of their own to refuse it.
 */
export async function readForm(
  request: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<FormInput> {
  const form = request.isMultipart()
    ? await readParts(request, limits).catch((error: unknown) => {
        throw asFormError(error);
      })
    : readJsonForm(request);
  const unstorable = findUnstorableText(form.fields);
  if (unstorable.length > 0) {
    throw keyedValidationError(unstorable.map((path) => ({ path, key: 'invalidCharacters' as const })));
  }
  return form;
}

function readJsonForm(request: FastifyRequest): FormInput {
  const body = request.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw new AppError('BAD_REQUEST');
  }
  return { fields: (body ?? {}) as Record<string, string>, files: [] };
}

// busboy raises plain errors for a form it cannot read (no boundary, cut short, a malformed part
// header): the client's fault. Our own and the plugin's errors carry their status already.
const asFormError = (error: unknown) =>
  error instanceof AppError || (error instanceof Error && 'statusCode' in error)
    ? error
    : new AppError('BAD_REQUEST', 'Malformed multipart body');

async function readParts(
  request: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<FormInput> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1 },
  })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (files.length >= limits.maxFiles) {
      await part.toBuffer().catch(() => undefined);
      throw new AppError('TOO_MANY_IMAGES');
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('IMAGE_TOO_LARGE', undefined, {
          file: part.filename || part.fieldname,
          reason: 'bytes',
          maxBytes: limits.maxFileBytes,
        });
      }
      throw error;
    }
    // A form's empty file input arrives with no name and no bytes: nothing was chosen. An empty
    // file the user did choose is kept, to be refused by name.
    if (buffer.length > 0 || part.filename)
      files.push({ field: part.fieldname, filename: part.filename, buffer });
  }
  return { fields, files };
}

/**
 * A `preValidation` hook for routes whose JSON body some clients post as a multipart form: the
 * form's text fields become the body the route's schema checks. File parts are read and dropped.
 */
export async function formFieldsAsBody(request: FastifyRequest) {
  if (request.isMultipart())
    request.body = (await readForm(request, { maxFileBytes: 1024 * 1024, maxFiles: 1 })).fields;
}
