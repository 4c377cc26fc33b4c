import {
  API_PATHS,
  currentUserSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  profileUpdateSchema,
  publicProfileSchema,
  SETTINGS_SECTIONS,
  settingsResponseSchema,
  settingsUpdateSchema,
  successEnvelope,
} from '@souqna/contracts';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { readForm } from '../../platform/http/multipart.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { AVATAR_MAX_BYTES } from './users.avatar.js';
import * as users from './users.service.js';

const PATHS = API_PATHS.users;

export function registerUsersRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['users'];
  const signedIn = { preHandler: guard.requireUser };

  app.get(
    PATHS.profile,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        response: { 200: successEnvelope(currentUserSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await users.getCurrentUser(deps, authOf(request).user.id)),
  );

  // JSON or multipart (text fields plus one picture, whatever its part is called), PUT or PATCH.
  app.route({
    method: ['PUT', 'PATCH'],
    url: PATHS.profile,
    ...signedIn,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Update the profile (JSON or multipart with a `profilePicture` file)',
      description: `Text fields: ${Object.keys(profileUpdateSchema.shape).join(', ')}. Blank text clears a field.`,
      response: { 200: successEnvelope(currentUserSchema), ...errorResponses(400, 401, 409, 413, 415, 429) },
    },
    handler: async (request) => {
      const form = await readForm(request, { maxFileBytes: AVATAR_MAX_BYTES, maxFiles: 1 });
      return ok(await users.updateProfile(deps, authOf(request).user.id, form));
    },
  });

  app.get(
    PATHS.settings,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'All settings',
        response: { 200: successEnvelope(settingsResponseSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await users.getSettings(deps, authOf(request).user.id)),
  );

  app.route({
    method: ['PUT', 'PATCH', 'POST'],
    url: PATHS.settings,
    ...signedIn,
    schema: {
      tags,
      summary: 'Change any settings; fields not sent keep their value',
      body: settingsUpdateSchema,
      response: { 200: successEnvelope(settingsResponseSchema), ...errorResponses(400, 401, 422) },
    },
    handler: async (request) => ok(await users.updateSettings(deps, authOf(request).user.id, request.body)),
  });

  const sectionParams = z.object({ section: z.enum(SETTINGS_SECTIONS) });
  app.get(
    PATHS.settingsSection,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One settings section',
        params: sectionParams,
        response: { 200: successEnvelope(z.unknown()), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok((await users.getSettings(deps, authOf(request).user.id))[request.params.section]),
  );
  app.route({
    method: ['PUT', 'PATCH'],
    url: PATHS.settingsSection,
    ...signedIn,
    schema: {
      tags,
      summary: 'Change one settings section',
      params: sectionParams,
      response: { 200: successEnvelope(z.unknown()), ...errorResponses(400, 401, 422) },
    },
    handler: async (request) =>
      ok(
        await users.updateSettingsSection(
          deps,
          authOf(request).user.id,
          request.params.section,
          request.body,
        ),
      ),
  });

  app.get(
    PATHS.publicProfile,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Another user’s public profile, as their privacy settings allow',
        params: z.object({ id: z.uuid('invalidFormat') }),
        response: { 200: successEnvelope(publicProfileSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await users.getPublicProfile(deps, request.params.id)),
  );

  app.delete(
    PATHS.account,
    {
      ...signedIn,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Delete the account, its listings, images and favourites (password required)',
        body: deleteAccountRequestSchema,
        response: { 200: successEnvelope(messageResponseSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ok(await users.deleteAccount(deps, authOf(request).user, request.body.password)),
  );
}
