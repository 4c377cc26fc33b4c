import { unsubscribeLinks } from '../../platform/mail/unsubscribe-token.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as users from '../users/users.service.js';
import { expiryMail } from './notifications.mails.js';
import { withinDays } from './notifications.texts.js';

export interface ExpiryNotice {
  userId: string;
  listingId: string;
  title: string;
  days: number;
}

/**
 * Mails the lifecycle job's expiry warnings to the owners who chose email copies (the digest's
 * setting, whose one-click link turns them off), their addresses read in one statement. A failed
 * send is logged and the rest still go: the listings are marked noticed already, so a retry would
 * send none of them.
 */
export async function mailExpiryNotices(deps: ServiceDeps, notices: readonly ExpiryNotice[]) {
  if (notices.length === 0) return 0;
  const owners = new Map(
    (
      await users.mailRecipientsOf(
        deps,
        notices.map((notice) => notice.userId),
      )
    )
      .filter((owner) => owner.settings.emailDigest)
      .map((owner) => [owner.id, owner]),
  );
  let sent = 0;
  for (const notice of notices) {
    const owner = owners.get(notice.userId);
    if (!owner) continue;
    const reader = { language: owner.settings.language, latinDigits: owner.settings.latinDigits };
    try {
      await deps.mailer.send(
        expiryMail({
          to: owner.email,
          language: owner.settings.language,
          title: notice.title,
          within: withinDays(reader, notice.days),
          // The owner's listings at this listing's page and row, where Renew is one click once signed in.
          renewUrl: `${deps.publicUrl}/profile/listings?listing=${notice.listingId}`,
          unsubscribe: unsubscribeLinks(deps.publicUrl, deps.jwtSecret, { kind: 'digest', userId: owner.id }),
        }),
      );
      sent += 1;
    } catch (error) {
      deps.log.warn({ err: error, listingId: notice.listingId }, 'expiry mail not sent');
    }
  }
  return sent;
}
