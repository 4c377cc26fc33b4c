import {
  API_ALIASES,
  API_PATHS,
  countViewQuerySchema,
  LISTING_IMAGE_LIMITS,
  listingPermissionSchema,
  listingSchema,
  messageResponseSchema,
  myListingsQuerySchema,
  myListingsSchema,
  reportReasonSchema,
  storableString,
  successEnvelope,
  viewCountSchema,
} from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { readForm } from '../../platform/http/multipart.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { IMAGE_UPLOAD_LIMITS } from '../../platform/media/image-upload.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { editListing } from './listings.edit.js';
import { deleteImage, reorderImages, setPrimaryImage } from './listings.images.js';
import { reportListing } from './listings.reports.js';
import * as listings from './listings.service.js';

const PATHS = API_PATHS.listings;
const idParams = z.object({ id: z.uuid('invalidFormat') });

export function registerListingsRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['listings'];

  // Spec section 6: an anonymous create is told what to do, not just "unauthorized".
  const signedInToCreate = async (request: FastifyRequest) => {
    await guard.optionalUser(request);
    if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to create a listing');
  };

  app.post(
    PATHS.create,
    {
      preHandler: signedInToCreate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Create a listing (multipart: fields, `category` and `details` as JSON, photos as any file parts)',
        description: `Up to ${LISTING_IMAGE_LIMITS.maxFiles} JPEG, PNG, WebP or AVIF photos of at most ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB, ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels, ${IMAGE_UPLOAD_LIMITS.maxSide} px a side and a shape of 1:${IMAGE_UPLOAD_LIMITS.maxAspectRatio} each; details nested ({vehicles} or {realEstate}) or flat.`,
        response: { 201: successEnvelope(listingSchema), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, {
        maxFileBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
        maxFiles: LISTING_IMAGE_LIMITS.maxFiles,
      });
      return reply.status(201).send(ok(await listings.createListing(deps, authOf(request).user, form)));
    },
  );

  const permissionOptions = {
    preHandler: guard.requireUser,
    schema: {
      tags,
      summary: 'Whether the signed-in user may post a listing now (plan quota)',
      description:
        'The fields are in `data` and repeated at the top level, where the old web client reads them (api-compat.md 2); both paths answer this one shape.',
      response: {
        200: successEnvelope(listingPermissionSchema).extend(listingPermissionSchema.shape),
        ...errorResponses(401),
      },
    },
  };
  for (const path of [PATHS.permission, API_ALIASES.listingPermission]) {
    app.get(path, permissionOptions, async (request) => {
      const permission = await listings.listingPermission(deps, authOf(request).user);
      return { ...ok(permission), ...permission };
    });
  }

  app.get(
    PATHS.mine,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'A page of the signed-in user’s listings, every status, the newest first',
        description:
          '`page`, `limit` (1-100, 10 by default); `listing` (an id of yours) answers the page that holds it instead of `page`. Each listing carries `expiresAt`. `listings` repeats `items` for the older clients that read it.',
        querystring: myListingsQuerySchema,
        response: { 200: successEnvelope(myListingsSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const found = await listings.myListings(deps, authOf(request).user, request.query);
      return ok({ ...found, listings: found.items });
    },
  );

  app.get(
    PATHS.public,
    {
      preHandler: guard.optionalUser,
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'One listing (counts a view once per visitor a day)',
        params: idParams,
        response: { 200: successEnvelope(listingSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      ok(await listings.viewListing(deps, request.params.id, request.auth?.user ?? null, { ip: request.ip })),
  );

  for (const path of [PATHS.views, API_ALIASES.listingViews]) {
    app.put(
      path,
      {
        preHandler: guard.optionalUser,
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Count a view of the listing `?id=` names (the old web client’s detail page)',
          description:
            'One view per signed-in user or anonymous address a day, never the owner’s, shared with `GET /listings/public/{id}`. A view already counted answers 200 with `counted: false` (the old server answered 400; the client treats both alike).',
          querystring: countViewQuerySchema,
          response: { 200: successEnvelope(viewCountSchema), ...errorResponses(400, 404, 429) },
        },
      },
      async (request) =>
        ok(await listings.countView(deps, request.query.id, request.auth?.user ?? null, { ip: request.ip })),
    );
  }

  // The web client sends PUT (legacy router), the backend had PATCH: both are served.
  app.route({
    method: ['PUT', 'PATCH'],
    url: PATHS.one,
    preHandler: guard.requireUser,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary:
        'Edit a listing (owner or admin): fields, details merged, status, `existingImages` to keep, new photos',
      params: idParams,
      response: {
        200: successEnvelope(listingSchema),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
      },
    },
    handler: async (request) => {
      const form = await readForm(request, {
        maxFileBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
        maxFiles: LISTING_IMAGE_LIMITS.maxFiles,
      });
      return ok(await editListing(deps, request.params.id, authOf(request).user, form));
    },
  });

  app.delete(
    PATHS.one,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'Delete a listing and its photos (owner or admin)',
        params: idParams,
        response: { 200: successEnvelope(messageResponseSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await listings.deleteListing(deps, request.params.id, authOf(request).user)),
  );

  const imageParams = z.object({ id: z.uuid('invalidFormat'), imageId: z.uuid('invalidFormat') });
  const owner = { preHandler: guard.requireUser, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const listingResponse = { 200: successEnvelope(listingSchema), ...errorResponses(400, 401, 403, 404) };

  app.put(
    PATHS.imagePrimary,
    {
      ...owner,
      schema: {
        tags,
        summary: 'Make one image the cover (owner or admin)',
        params: imageParams,
        response: listingResponse,
      },
    },
    async (request) =>
      ok(await setPrimaryImage(deps, request.params.id, request.params.imageId, authOf(request).user)),
  );
  app.put(
    PATHS.imageOrder,
    {
      ...owner,
      schema: {
        tags,
        summary: 'Reorder the images (owner or admin)',
        params: idParams,
        body: z.object({ imageIds: z.array(z.uuid('invalidFormat')).max(LISTING_IMAGE_LIMITS.maxFiles) }),
        response: listingResponse,
      },
    },
    async (request) =>
      ok(await reorderImages(deps, request.params.id, request.body.imageIds, authOf(request).user)),
  );
  app.delete(
    PATHS.image,
    {
      ...owner,
      schema: {
        tags,
        summary: 'Delete one image (owner or admin; the last one stays)',
        params: imageParams,
        response: listingResponse,
      },
    },
    async (request) =>
      ok(await deleteImage(deps, request.params.id, request.params.imageId, authOf(request).user)),
  );

  app.post(
    PATHS.report,
    {
      preHandler: guard.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Report a listing to the admins (one open report per person and listing)',
        params: idParams,
        body: z.object({
          reason: reportReasonSchema,
          details: storableString.trim().max(1000, 'tooLong').optional(),
        }),
        response: {
          201: successEnvelope(z.object({ id: z.string(), message: z.string() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await reportListing(deps, request.params.id, authOf(request).user, request.body))),
  );
}
