import type { MailKind } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as newsletter from '../newsletter/newsletter.service.js';
import * as users from '../users/users.service.js';

const SETTING_OF = {
  messages: 'emailMessages',
  digest: 'emailDigest',
  newsletter: 'newsletterSubscribed',
} as const satisfies Record<MailKind, users.MailSetting>;

/**
 * Turns off the kind of mail a signed link names, for whom it names, without signing in. Doing it
 * twice is not an error (a mail client may post, then the person clicks too).
 */
export async function unsubscribe(deps: ServiceDeps, token: string | undefined): Promise<{ kind: MailKind }> {
  const subject = token === undefined ? null : verifyUnsubscribeToken(deps.jwtSecret, token);
  if (!subject) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const who = 'userId' in subject ? { userId: subject.userId } : { email: subject.email };
  if (subject.kind === 'newsletter') {
    // The list holds addresses, an account holds its toggle: a newsletter link clears both.
    const email = 'email' in who ? who.email : (await users.findAccountById(deps, who.userId))?.email;
    if (email) await newsletter.unsubscribeAddress(deps, email);
  }
  await users.turnOffMail(deps, who, SETTING_OF[subject.kind]);
  return { kind: subject.kind };
}
