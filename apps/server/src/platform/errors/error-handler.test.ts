import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { registerErrorHandling } from './error-handler.js';

// A bare Fastify with only the error handling, so each kind of failure can be thrown on purpose.
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/api/app-error', () => {
    throw new AppError('LISTING_NOT_FOUND', undefined, { id: 'x' });
  });
  app.get('/api/duplicate', () => {
    throw Object.assign(new Error('Failed query: insert ...'), {
      cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    });
  });
  app.get('/api/crash', () => {
    throw new Error('secret internals at /srv/app/db.ts:42');
  });
  app.post(
    '/api/validate',
    {
      schema: {
        body: z.object({
          title: z.string().min(3, 'titleRequired'),
          year: z.number().min(1900),
          name: z.string(),
        }),
      },
    },
    () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers an AppError with its catalogue status, code and details', async () => {
    const response = await app.inject('/api/app-error');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'LISTING_NOT_FOUND', message: 'Listing not found', details: { id: 'x' } },
    });
  });

  it('answers a unique violation with 409 DUPLICATE_ENTRY', async () => {
    const response = await app.inject('/api/duplicate');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('DUPLICATE_ENTRY');
  });

  it('answers anything unexpected with 500, a request id and no internals', async () => {
    const response = await app.inject('/api/crash');
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.requestId).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/secret internals|db\.ts|stack/);
  });

  it('lists every invalid field with its key, English message and params', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/validate',
      payload: { title: 'ab', year: 1800 },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.fields).toEqual([
      { path: 'title', key: 'titleRequired', message: 'Title is required', params: { min: 3 } },
      { path: 'year', key: 'tooSmall', message: 'Must be at least 1900', params: { min: 1900 } },
      { path: 'name', key: 'required', message: 'This field is required' },
    ]);
  });

  it('answers an unknown /api route with ROUTE_NOT_FOUND and others with NOT_FOUND', async () => {
    expect((await app.inject('/api/none?x=1')).json().error.code).toBe('ROUTE_NOT_FOUND');
    expect((await app.inject('/elsewhere')).json().error.code).toBe('NOT_FOUND');
  });
});
