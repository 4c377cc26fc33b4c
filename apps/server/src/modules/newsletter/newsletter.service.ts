import {
  DEFAULT_LANGUAGE,
  type NewsletterCampaign,
  type NewsletterDraft,
  type NewsletterSubscribeRequest,
} from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { errorText } from '../../platform/jobs/job-queue.js';
import { unsubscribeLinks } from '../../platform/mail/unsubscribe-token.js';
import { pageOf } from '../../platform/http/paging.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { confirmMail, mailLanguage, newsletterMail, type MailLanguage } from './newsletter.mails.js';
import {
  claimBatch,
  confirmByTokenHash,
  countRecipients,
  countUnconfirmed,
  findCampaign,
  findCampaigns,
  findRecipients,
  findSubscriberForUpdate,
  finishIfDone,
  insertCampaign,
  insertSubscriber,
  markDelivered,
  markUnsubscribed,
  resetSubscriber,
} from './newsletter.repository.js';

export const NEWSLETTER_SEND_JOB = 'newsletter.send';
/** Mails per claimed batch: a crash loses at most this many, and never mails one twice. */
export const NEWSLETTER_BATCH = 50;

type Deps = Pick<ServiceDeps, 'db' | 'events' | 'mailer' | 'publicUrl' | 'log'>;

/**
 * Subscribes an address from the footer (double opt-in): a new or returning address gets a mail
 * with a confirmation link and receives nothing before it is opened; subscribing an address that
 * is already confirmed changes only its language, and is not an error.
 */
export async function subscribe(deps: Deps, input: NewsletterSubscribeRequest) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const token = newOpaqueToken();
  const outcome = await deps.db.transaction(async (tx) => {
    const existing = await findSubscriberForUpdate(tx, input.email);
    if (!existing) {
      await insertSubscriber(tx, { email: input.email, language, tokenHash: hashToken(token) });
      return { created: true, confirmationSent: true };
    }
    const confirmed = existing.confirmedAt !== null && existing.unsubscribedAt === null;
    await resetSubscriber(tx, input.email, language, confirmed ? null : hashToken(token));
    return { created: false, confirmationSent: !confirmed };
  });
  if (outcome.confirmationSent) {
    const link = `${deps.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(confirmMail(input.email, language, link));
  }
  if (outcome.created) await deps.events.emit('newsletter.subscribed', { email: input.email, language });
  return { email: input.email, ...outcome };
}

/** Opens the confirmation link; a token is good once. */
export async function confirmSubscription(deps: Pick<ServiceDeps, 'db'>, token: string) {
  const row = await confirmByTokenHash(deps.db, hashToken(token));
  if (!row) throw new AppError('NEWSLETTER_TOKEN_INVALID');
  return { email: row.email };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The one list of recipients (footer and accounts, no address twice), a page of it, and counts. */
export async function listSubscribers(
  deps: Pick<ServiceDeps, 'db'>,
  query: { q?: string; page: number; limit: number },
) {
  const [rows, counts, unconfirmed, all] = await Promise.all([
    findRecipients(deps.db, { q: query.q, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countRecipients(deps.db),
    countUnconfirmed(deps.db),
    query.q ? countRecipients(deps.db, query.q) : undefined,
  ]);
  const total = (all ?? counts).recipients;
  return {
    ...pageOf(
      rows.map((row) => ({ ...row, since: iso(row.since) })),
      total,
      query,
    ),
    counts: { ...counts, unconfirmed },
  };
}

/** Every recipient, for the CSV export. */
export const allSubscribers = async (deps: Pick<ServiceDeps, 'db'>) =>
  (await findRecipients(deps.db)).map((row) => ({ ...row, since: iso(row.since) }));

/** Where a newsletter's reader leaves the list, without signing in. */
export type UnsubscribeLink = (email: string) => { page: string; headers: Record<string, string> };

const contentOf = (draft: NewsletterDraft, language: MailLanguage) =>
  language === 'ar'
    ? { subject: draft.subjectAr, body: draft.bodyAr }
    : { subject: draft.subjectEn, body: draft.bodyEn };

/** The newsletter as each language's readers will get it, with a sample unsubscribe link. */
export function previewNewsletter(draft: NewsletterDraft, unsubscribe: UnsubscribeLink) {
  const render = (language: MailLanguage) => {
    const mail = newsletterMail(
      'reader@example.com',
      language,
      contentOf(draft, language),
      unsubscribe('reader@example.com'),
    );
    return { subject: mail.subject, text: mail.text, html: mail.html };
  };
  return { en: render('en'), ar: render('ar') };
}

/**
 * Creates a campaign with its recipients fixed now, in the caller's transaction (so the admin's
 * audit entry commits with it). The caller enqueues the send job after the commit.
 */
export async function createCampaign(db: Database, draft: NewsletterDraft, adminId: string) {
  const { campaign, recipients } = await insertCampaign(db, { ...draft, createdBy: adminId });
  if (recipients === 0) throw new AppError('NEWSLETTER_NO_RECIPIENTS');
  return { id: campaign.id, recipients };
}

/**
 * The send job: claims a batch, mails it, and goes on until nobody is left. A run that dies mid
 * batch leaves its claimed addresses claimed, so the retried job never mails them a second time.
 */
export async function runNewsletterSend(
  deps: Deps,
  campaignId: string,
  unsubscribe: UnsubscribeLink,
  batchSize = NEWSLETTER_BATCH,
  maxBatches = Infinity,
) {
  const campaign = await findCampaign(deps.db, campaignId);
  if (!campaign) return;
  for (let batch = 0; batch < maxBatches; batch++) {
    const claimed = await claimBatch(deps.db, campaignId, batchSize);
    if (claimed.length === 0) break;
    for (const recipient of claimed) {
      const language = mailLanguage(recipient.language);
      const mail = newsletterMail(
        recipient.email,
        language,
        contentOf(campaign, language),
        unsubscribe(recipient.email),
      );
      const error = await deps.mailer.send(mail).then(
        () => null,
        (failure: unknown) => errorText(failure),
      );
      if (error) deps.log.warn({ campaignId, error }, 'newsletter mail failed');
      await markDelivered(deps.db, campaignId, recipient.email, error);
    }
  }
  await finishIfDone(deps.db, campaignId);
}

export async function listCampaigns(deps: Pick<ServiceDeps, 'db'>): Promise<{ items: NewsletterCampaign[] }> {
  const rows = await findCampaigns(deps.db, 50);
  return {
    items: rows.map(({ campaign, recipients, sent, failed }) => ({
      id: campaign.id,
      subjectEn: campaign.subjectEn,
      subjectAr: campaign.subjectAr,
      status: campaign.status,
      recipients,
      sent,
      failed,
      createdAt: campaign.createdAt.toISOString(),
      finishedAt: campaign.finishedAt?.toISOString() ?? null,
    })),
  };
}

/** A reader's one-click unsubscribe (platform/mail): the footer link and the List-Unsubscribe headers. */
export const unsubscribeLinkOf =
  (deps: Pick<ServiceDeps, 'publicUrl' | 'jwtSecret'>): UnsubscribeLink =>
  (email) =>
    unsubscribeLinks(deps.publicUrl, deps.jwtSecret, { kind: 'newsletter', email });

export function registerNewsletterJobs(deps: ServiceDeps) {
  deps.jobs.work(NEWSLETTER_SEND_JOB, async (data) => {
    await runNewsletterSend(deps, String(data.campaignId), unsubscribeLinkOf(deps));
  });
}

/** Starts sending a created campaign in the background (after its transaction committed). */
export const enqueueNewsletterSend = (deps: Pick<ServiceDeps, 'jobs'>, campaignId: string) =>
  deps.jobs.enqueue(NEWSLETTER_SEND_JOB, { campaignId }, { singletonKey: campaignId });

/** Takes an address off the list (an unsubscribe link); an address not on it is not an error. */
export const unsubscribeAddress = async (deps: { db: Database }, email: string) => {
  await markUnsubscribed(deps.db, email);
};
