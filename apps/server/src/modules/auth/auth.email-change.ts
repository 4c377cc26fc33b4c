import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { accountLanguage, findAccountByEmail, updateAccount } from '../users/users.service.js';
import type { UserRow } from '../users/users.types.js';
import { checkRow, codeError, hashCodeOf, issueCode, sentOrRateLimited } from './auth.codes.js';
import { latestCodeForUser } from './auth.repository.js';

/**
 * The email change of the existing clients (api-compat.md section 1): a code goes to the new
 * address, so only someone who reads that mailbox can move the account there.
 */
export async function sendEmailChangeCode(deps: ServiceDeps, user: UserRow, newEmail: string) {
  if (newEmail.toLowerCase() === user.email.toLowerCase() || (await findAccountByEmail(deps, newEmail))) {
    throw new AppError('EMAIL_EXISTS');
  }
  const recipient = {
    id: user.id,
    email: newEmail,
    name: user.name,
    language: await accountLanguage(deps, user.id),
  };
  return sentOrRateLimited(await issueCode(deps, recipient, 'emailChange'));
}

/** Moves the account to the address the newest email change code went to; the address counts as verified. */
export async function changeEmailWithCode(deps: ServiceDeps, user: UserRow, code: string) {
  const row = await latestCodeForUser(deps.db, user.id, 'emailChange');
  const result = await checkRow(deps, row, hashCodeOf(deps, code), { consume: true });
  if (result.status !== 'ok') throw codeError(result);
  const newEmail = result.row.email;
  // Someone may have signed up with that address since the code was mailed.
  const holder = await findAccountByEmail(deps, newEmail);
  if (holder && holder.id !== user.id) throw new AppError('EMAIL_EXISTS');
  await updateAccount(deps, user.id, { email: newEmail, emailVerifiedAt: new Date() });
  return { message: 'Email changed successfully', newEmail };
}
