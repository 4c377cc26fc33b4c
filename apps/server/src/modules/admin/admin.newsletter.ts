import type { NewsletterDraft } from '@souqna/contracts';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { allSubscribers, createCampaign, enqueueNewsletterSend } from '../newsletter/newsletter.service.js';
import { recordAudit } from './admin.audit.js';
import type { Actor } from './admin.service.js';

/** Creates the campaign with its recipients fixed, audited in the same transaction, then sends. */
export async function sendNewsletter(deps: ServiceDeps, actor: Actor, draft: NewsletterDraft) {
  const campaign = await deps.db.transaction(async (tx) => {
    const made = await createCampaign(tx, draft, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'newsletter.send',
      targetType: 'newsletterCampaign',
      targetId: made.id,
      after: { subjectEn: draft.subjectEn, subjectAr: draft.subjectAr, recipients: made.recipients },
    });
    return made;
  });
  await enqueueNewsletterSend(deps, campaign.id);
  return campaign;
}

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text by a quote.
const FORMULA_START = /^[=+\-@\t\r]/;
const cell = (value: string) => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The recipients as CSV (RFC 4180), safe to open in a spreadsheet; audited as an export. */
export async function exportSubscribersCsv(deps: ServiceDeps, actor: Actor) {
  const rows = await allSubscribers(deps);
  await recordAudit(deps.db, {
    actorId: actor.id,
    ip: actor.ip,
    action: 'newsletter.export',
    targetType: 'newsletter',
    targetId: 'subscribers',
    after: { rows: rows.length },
  });
  const lines = [
    ['email', 'language', 'source', 'since'],
    ...rows.map((row) => [row.email, row.language, row.source, row.since]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
