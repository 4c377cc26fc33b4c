import type { BlockedUsers, BlockState } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as users from '../users/users.service.js';
import type { UserRow } from '../users/users.types.js';
import { presentParticipant } from './messaging.presenter.js';
import { blocksBy, deleteBlock, insertBlock } from './messaging.repository.js';

/** Blocks a person: no message passes between the two either way until the blocker unblocks. */
export async function blockUser(deps: ServiceDeps, user: UserRow, userId: string): Promise<BlockState> {
  if (userId === user.id) throw new AppError('BLOCK_SELF');
  if (!(await users.peopleByIds(deps, [userId])).has(userId))
    throw new AppError('NOT_FOUND', 'User not found');
  await insertBlock(deps.db, user.id, userId);
  return { userId, blocked: true };
}

/** Lifts one's own block; lifting one that is not there is fine too. */
export async function unblockUser(deps: ServiceDeps, user: UserRow, userId: string): Promise<BlockState> {
  if (userId === user.id) throw new AppError('BLOCK_SELF');
  await deleteBlock(deps.db, user.id, userId);
  return { userId, blocked: false };
}

/** The people the caller blocked, the latest first, as their privacy shows them. */
export async function blockedUsers(deps: ServiceDeps, user: UserRow): Promise<BlockedUsers> {
  const rows = await blocksBy(deps.db, user.id);
  const people = await users.peopleByIds(
    deps,
    rows.map((row) => row.blockedId),
  );
  return {
    items: rows.map((row) => ({
      user: presentParticipant(row.blockedId, people.get(row.blockedId)),
      blockedAt: row.createdAt.toISOString(),
    })),
  };
}
