import {
  API_PATHS,
  blockedUsersSchema,
  blockStateSchema,
  messagingIdParams,
  successEnvelope,
} from '@souqna/contracts';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { blockedUsers, blockUser, unblockUser } from './messaging.blocks.js';

const tags = ['messages'];

export function registerBlockRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const write = { preHandler: guard.requireUser, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const response = { 200: successEnvelope(blockStateSchema), ...errorResponses(400, 401, 404, 429) };

  app.post(
    API_PATHS.users.block,
    {
      ...write,
      schema: {
        tags,
        summary: 'Block a user',
        description: 'No message passes between the two, either way, until the block is lifted. Idempotent.',
        params: messagingIdParams,
        response,
      },
    },
    async (request) => ok(await blockUser(deps, authOf(request).user, request.params.id)),
  );
  app.delete(
    API_PATHS.users.block,
    {
      ...write,
      schema: {
        tags,
        summary: 'Unblock a user',
        description: 'Idempotent.',
        params: messagingIdParams,
        response,
      },
    },
    async (request) => ok(await unblockUser(deps, authOf(request).user, request.params.id)),
  );
  app.get(
    API_PATHS.users.blocked,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'The users the caller blocked, the latest first',
        response: { 200: successEnvelope(blockedUsersSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await blockedUsers(deps, authOf(request).user)),
  );
}
