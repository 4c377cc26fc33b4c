import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.js';
import { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } from '../../db/schema/index.js';

export const findSubscriberForUpdate = async (db: Database, email: string) =>
  (
    await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update')
  )[0];

export const insertSubscriber = (
  db: Database,
  values: { email: string; language: string; tokenHash: string },
) =>
  db.insert(newsletterSubscribers).values({
    email: values.email,
    language: values.language,
    confirmTokenHash: values.tokenHash,
  });

/** Back to waiting for a confirmation: a new token, and whatever unsubscription there was is lifted. */
export const resetSubscriber = (db: Database, email: string, language: string, tokenHash: string | null) =>
  db
    .update(newsletterSubscribers)
    .set(
      tokenHash
        ? { language, unsubscribedAt: null, confirmedAt: null, confirmTokenHash: tokenHash }
        : { language },
    )
    .where(eq(newsletterSubscribers.email, email));

export async function confirmByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return row;
}

export interface RecipientRow extends Record<string, unknown> {
  email: string;
  language: string;
  source: 'footer' | 'account' | 'both';
  since: Date | string;
}

/**
 * Everyone a newsletter reaches, each address once (folded to lower case): confirmed footer
 * subscribers who did not leave, and active accounts whose settings ask for it. An account's
 * language wins over the one typed in the footer: it is the one they read the site in.
 */
const recipientsQuery = sql`
  with footer as (
    select lower(email) as email, language, confirmed_at as since from newsletter_subscribers
    where confirmed_at is not null and unsubscribed_at is null
  ), account as (
    select lower(u.email) as email, s.language, u.created_at as since
    from users u join user_settings s on s.user_id = u.id
    where s.newsletter_subscribed and u.status = 'active'
  )
  select coalesce(a.email, f.email) as email, coalesce(a.language, f.language) as language,
    case when a.email is null then 'footer' when f.email is null then 'account' else 'both' end as source,
    least(a.since, f.since) as since
  from account a full join footer f on f.email = a.email`;

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function findRecipients(db: Database, page?: { q?: string; limit: number; offset: number }) {
  const where = page?.q ? sql`where r.email like ${containing(page.q)}` : sql``;
  const slice = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return selectRows<RecipientRow>(
    db,
    sql`select * from (${recipientsQuery}) r ${where} order by r.since desc, r.email ${slice}`,
  );
}

export async function countRecipients(db: Database, q?: string) {
  const where = q ? sql`where r.email like ${containing(q)}` : sql``;
  const [row] = await selectRows<{ recipients: number; footer: number; accounts: number; arabic: number }>(
    db,
    sql`select count(*)::int as recipients,
      count(*) filter (where source <> 'account')::int as footer,
      count(*) filter (where source <> 'footer')::int as accounts,
      count(*) filter (where language = 'ar')::int as arabic
    from (${recipientsQuery}) r ${where}`,
  );
  return row ?? { recipients: 0, footer: 0, accounts: 0, arabic: 0 };
}

export async function countUnconfirmed(db: Database) {
  const [row] = await db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)));
  return row?.value ?? 0;
}

export type CampaignInsert = typeof newsletterCampaigns.$inferInsert;

/** The campaign and its recipients, fixed at this moment, in the caller's transaction. */
export async function insertCampaign(db: Database, values: CampaignInsert) {
  const [campaign] = await db.insert(newsletterCampaigns).values(values).returning();
  await db.execute(sql`
    insert into newsletter_deliveries (campaign_id, email, language)
    select ${campaign!.id}, r.email, r.language from (${recipientsQuery}) r
    on conflict do nothing`);
  const [total] = await db
    .select({ value: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.campaignId, campaign!.id));
  return { campaign: campaign!, recipients: total?.value ?? 0 };
}

export const findCampaign = async (db: Database, id: string) =>
  (await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)))[0];

/**
 * Takes up to `size` unsent deliveries of a campaign and marks them claimed, in one statement
 * that commits before any mail goes out; `skip locked` lets two runners share a campaign.
 */
export const claimBatch = (db: Database, campaignId: string, size: number) =>
  selectRows<{ email: string; language: string }>(
    db,
    sql`update newsletter_deliveries d set claimed_at = now()
      where d.campaign_id = ${campaignId} and d.email in (
        select email from newsletter_deliveries
        where campaign_id = ${campaignId} and claimed_at is null
        order by email limit ${size} for update skip locked)
      returning d.email, d.language`,
  );

export const markDelivered = (db: Database, campaignId: string, email: string, error: string | null) =>
  db
    .update(newsletterDeliveries)
    .set(error ? { error } : { sentAt: sql`now()` })
    .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.email, email)));

export async function finishIfDone(db: Database, campaignId: string) {
  await db.execute(sql`
    update newsletter_campaigns set status = 'sent', finished_at = now()
    where id = ${campaignId} and status = 'sending' and not exists (
      select 1 from newsletter_deliveries where campaign_id = ${campaignId} and claimed_at is null)`);
}

const tally = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export const findCampaigns = (db: Database, limit: number) =>
  db
    .select({
      campaign: newsletterCampaigns,
      recipients: sql<number>`count(${newsletterDeliveries.email})::int`,
      sent: tally(isNotNull(newsletterDeliveries.sentAt)),
      failed: tally(isNotNull(newsletterDeliveries.error)),
    })
    .from(newsletterCampaigns)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.campaignId, newsletterCampaigns.id))
    .groupBy(newsletterCampaigns.id)
    .orderBy(desc(newsletterCampaigns.createdAt))
    .limit(limit);

/** Marks an address unsubscribed (kept, so a later subscribe is a re-activation, not a new row). */
export const markUnsubscribed = (db: Database, email: string) =>
  db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.email, email.toLowerCase()), isNull(newsletterSubscribers.unsubscribedAt)),
    );
