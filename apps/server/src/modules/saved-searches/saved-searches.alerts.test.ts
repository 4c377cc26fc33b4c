import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import { listings, savedSearchMatches, savedSearches, users, userSettings } from '../../db/schema/index.js';
import { notificationHelpers } from '../../test/notification-helpers.js';
import { testServiceDeps } from '../../test/service-deps.js';
import { matchPublishedListing, sendDailyMatchAlerts } from './saved-searches.alerts.js';
import { recordMatches } from './saved-searches.repository.js';
import { until } from '../../test/until.js';

const h = notificationHelpers();
type Person = Awaited<ReturnType<typeof h.person>>;

const matchesOf = async (who: Person) =>
  (await h.inbox(who)).filter((item) => item.type === 'NEW_LISTING_MATCH');

/** A saved search of Toyotas (what h.listing publishes), made through the API. */
async function toyotaSearch(who: Person, name: string, extra: object = {}) {
  const answer = await h.call('POST', '/api/saved-searches', who, {
    name,
    filters: { mainCategory: 'vehicles', make: 'toyota' },
    ...extra,
  });
  return answer.data.id as string;
}

const listOf = async (who: Person) =>
  (await h.call('GET', '/api/saved-searches', who)).data.items as {
    id: string;
    newMatches: number;
    frequency: string;
    alertsEnabled: boolean;
  }[];

const deps = () => testServiceDeps(h.app());

/** A public Toyota put straight in the table: no event, so only the test runs its matching. */
const toyota = async (seller: Person, title: string) =>
  h.app().factories.createListing({ userId: seller.user.id, title });

describe('NEW_LISTING_MATCH', () => {
  it('tells the owners of matching instant searches through the job queue, nobody else', async () => {
    const seller = await h.person();
    const alice = await h.person();
    const arabic = await h.person();
    const quiet = await h.person();
    const daily = await h.person();
    const unwilling = await h.person();
    await h.call('PUT', '/api/users/settings/preferences', arabic, { language: 'ar' });
    await h.settings(unwilling, { listingUpdates: false });
    const search = await toyotaSearch(alice, 'Toyotas');
    await toyotaSearch(arabic, 'تويوتا');
    await toyotaSearch(quiet, 'Toyotas, quietly', { alertsEnabled: false });
    await toyotaSearch(daily, 'Toyotas daily', { frequency: 'daily' });
    await toyotaSearch(unwilling, 'Toyotas, no thanks');
    await toyotaSearch(seller, 'My own');

    const car = await h.listing(seller, 'Toyota Corolla 2015');
    expect(car.status).toBe('active');
    // Published → `listing.published` → a queued job; its run is what tells them.
    await until(async () => (await matchesOf(alice)).length > 0);
    expect(await matchesOf(alice)).toEqual([
      expect.objectContaining({
        title: 'New in your search “Toyotas”',
        message: '“Toyota Corolla 2015” matches your search “Toyotas”',
        listingId: car.id,
        targetId: search,
        read: false,
      }),
    ]);
    await until(async () => (await matchesOf(arabic)).length > 0);
    expect((await matchesOf(arabic))[0]).toMatchObject({
      title: 'جديد في بحثك «تويوتا»',
      message: '«Toyota Corolla 2015» يطابق بحثك «تويوتا»',
    });
    for (const nobody of [seller, quiet, daily, unwilling]) expect(await matchesOf(nobody)).toEqual([]);

    // Alerts off or not, the list counts what matched since the search was last opened.
    expect((await listOf(quiet))[0]).toMatchObject({ newMatches: 1, alertsEnabled: false });
    expect((await listOf(seller))[0]).toMatchObject({ newMatches: 0 });
    const [mine] = await listOf(alice);
    expect(mine).toMatchObject({ id: search, newMatches: 1, frequency: 'instant' });
    const seen = await h.call('POST', `/api/saved-searches/${search}/seen`, alice);
    expect(seen.data).toMatchObject({ id: search, newMatches: 0 });
    expect((await listOf(alice))[0]).toMatchObject({ newMatches: 0 });
    // Someone else's search is not found.
    const theirs = await h.call('POST', `/api/saved-searches/${search}/seen`, quiet);
    expect(theirs.error.code).toBe('SAVED_SEARCH_NOT_FOUND');
  });

  it('grows one notification per search a day from a burst of matches', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    await toyotaSearch(buyer, 'Corollas');
    for (const title of ['Toyota Corolla 2012', 'Toyota Corolla 2013', 'Toyota Corolla 2014']) {
      await matchPublishedListing(deps(), (await toyota(seller, title)).id);
    }
    const alerts = await matchesOf(buyer);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ count: 3, message: '3 new listings match your search “Corollas”' });
    expect((await listOf(buyer))[0]).toMatchObject({ newMatches: 3 });
  });

  it('alerts no one about a listing that is not public, and no longer counts one that left', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    await toyotaSearch(buyer, 'Any Toyota');
    const car = await toyota(seller, 'Toyota Corolla 2016');
    await matchPublishedListing(deps(), car.id);
    expect((await listOf(buyer))[0]).toMatchObject({ newMatches: 1 });
    const hidden = await toyota(seller, 'Toyota Yaris 2010');
    await h.app().db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, hidden.id));
    expect(await matchPublishedListing(deps(), hidden.id)).toEqual({ matched: 0, alerted: 0 });
    await h.app().db.update(listings).set({ status: 'sold' }).where(eq(listings.id, car.id));
    expect((await listOf(buyer))[0]).toMatchObject({ newMatches: 0 });
  });

  it('tells once, even when the job runs again after a crash between recording and telling', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    const search = await toyotaSearch(buyer, 'Land Cruisers');
    const car = await toyota(seller, 'Toyota Land Cruiser 2008');
    // The first run kept the match and stopped before telling anyone.
    await recordMatches(h.app().db, car.id, [search]);
    expect(await matchesOf(buyer)).toEqual([]);
    await matchPublishedListing(deps(), car.id);
    await matchPublishedListing(deps(), car.id);
    expect(await matchesOf(buyer)).toEqual([expect.objectContaining({ count: 1, listingId: car.id })]);
    const [kept] = await h
      .app()
      .db.select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, search), eq(savedSearchMatches.listingId, car.id)));
    expect(kept?.alertedAt).toBeInstanceOf(Date);
  });

  it('sends daily searches one notification with the day’s count, once', async () => {
    const seller = await h.person();
    const buyer = await h.person();
    await toyotaSearch(buyer, 'Daily Toyotas', { frequency: 'daily' });
    for (const title of ['Toyota Camry 2011', 'Toyota Camry 2012']) {
      await matchPublishedListing(deps(), (await toyota(seller, title)).id);
    }
    expect(await matchesOf(buyer)).toEqual([]);
    const later = new Date(Date.now() + 1000);
    await sendDailyMatchAlerts(deps(), later);
    expect(await matchesOf(buyer)).toEqual([
      expect.objectContaining({ message: '2 new listings match your search “Daily Toyotas”' }),
    ]);
    // A rerun of the day's job counts nothing twice.
    await sendDailyMatchAlerts(deps(), later);
    expect(await matchesOf(buyer)).toHaveLength(1);
  });

  it('records and tells more matches than PostgreSQL takes bind parameters in one statement, once', async () => {
    // 66,000 instant searches, a hundred each of 660 people: a row of values a match took two
    // parameters, an id of a told search one; each over PostgreSQL's 65,535 in one statement.
    const searches = 66_000;
    const seller = await h.person();
    const tag = `bulk${Date.now()}`;
    const db = h.app().db;
    await db.execute(sql`insert into ${users} (email, username, name, password_hash, status)
      select ${tag} || n || '@example.test', ${tag} || n, 'Buyer ' || n, 'x', 'active'
      from generate_series(1, ${searches / 100}) as n`);
    await db.execute(sql`insert into ${userSettings} (user_id)
      select id from ${users} where email like ${`${tag}%`}`);
    await db.execute(sql`insert into ${savedSearches} (user_id, name, filters)
      select u.id, 'Toyotas ' || n, '{"mainCategory":"vehicles","make":"toyota"}'::jsonb
      from ${users} u cross join generate_series(1, 100) as n where u.email like ${`${tag}%`}`);
    const car = await toyota(seller, 'Toyota Corolla 2019');

    // The other tests' Toyota searches match it too; the counts are of these people's.
    const first = await matchPublishedListing(deps(), car.id);
    expect(first.matched).toBeGreaterThanOrEqual(searches);
    expect(first.alerted).toBeGreaterThanOrEqual(searches);
    const counts = async () =>
      (
        await selectRows<{ told: number; notified: number }>(
          db,
          sql`select (select count(*) from ${savedSearchMatches} m join ${savedSearches} s on s.id = m.saved_search_id
              join ${users} u on u.id = s.user_id
              where m.listing_id = ${car.id} and m.alerted_at is not null and u.email like ${`${tag}%`})::int as told,
            (select count(*) from notifications n join ${users} u on u.id = n.user_id
              where n.listing_id = ${car.id} and u.email like ${`${tag}%`})::int as notified`,
        )
      )[0];
    expect(await counts()).toEqual({ told: searches, notified: searches });
    // A rerun finds them all again and adds nothing.
    expect(await matchPublishedListing(deps(), car.id)).toEqual({ matched: first.matched, alerted: 0 });
    expect(await counts()).toEqual({ told: searches, notified: searches });
  }, 300_000);

  it('changes the frequency alone, and refuses one it does not know', async () => {
    const buyer = await h.person();
    const id = await toyotaSearch(buyer, 'Old client');
    const patch = (payload: object) =>
      h.app().app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: buyer.auth, payload });
    expect((await patch({ frequency: 'daily' })).json().data).toMatchObject({
      frequency: 'daily',
      alertsEnabled: true,
      name: 'Old client',
    });
    const wrong = (await patch({ frequency: 'hourly' })).json();
    expect(wrong.error.details.fields).toEqual([expect.objectContaining({ path: 'frequency' })]);
  });
});
