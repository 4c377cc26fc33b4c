/**
 * `npm run bench:notify` (issue 23): a price drop on a listing saved by 10,000 people. Times the
 * fan-out from the event to the last notification stored and socket event sent, checks that real
 * sockets of a sample of savers hear theirs, and counts the SQL statements it took.
 *
 *   npm run bench:notify                      embedded PGlite in memory
 *   npm run bench:notify -- --pg              PostgreSQL: a scratch database on DATABASE_URL's
 *                                             server (else 127.0.0.1:5432), dropped at the end
 *   npm run bench:notify -- --savers 20000    another audience
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app.js';
import { selectRows } from '../src/db/client.js';
import { favorites, listings, userSettings, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/security/password.js';
import { benchConfig, flag, numberOption } from './bench-config.js';
import { openCountedDatabase } from './scratch-postgres.js';

const SAVERS = numberOption('savers', 10_000);
/** Savers with a real socket open, spread over the audience, the last one included. */
const SOCKETS = numberOption('sockets', 20);
const PASSWORD = 'Bench#Password1';

const { database, scratch, counter } = await openCountedDatabase('h_notify_bench', flag('pg'));
const { dataDir, config } = benchConfig('souqna-bench-notify-', { PUBLIC_URL: 'http://127.0.0.1' });
const app = await buildApp(config, { database });

try {
  const db = database.db;
  console.log(`Seeding ${SAVERS.toLocaleString('en')} savers (${database.driver})...`);
  const hash = await hashPassword(PASSWORD);
  const [seller] = await db
    .insert(users)
    .values({
      email: 'seller@bench.test',
      username: 'seller',
      name: 'Seller',
      passwordHash: hash,
      status: 'active',
    })
    .returning();
  await db.insert(userSettings).values({ userId: seller!.id });
  const [listing] = await db
    .insert(listings)
    .values({
      userId: seller!.id,
      title: 'Toyota Corolla 2015',
      description: 'Clean, papers ready.',
      price: 9000,
      currency: 'USD',
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      listingAction: 'SALE',
      status: 'active',
      location: 'Damascus',
      searchText: 'toyota corolla',
    })
    .returning();
  // A third of the audience reads Arabic, so both wordings are measured.
  await db.execute(sql`
    insert into ${users} (email, username, name, password_hash, status)
    select 'saver' || n || '@bench.test', 'saver' || n, 'Saver ' || n, ${hash}, 'active'
    from generate_series(1, ${SAVERS}) as n`);
  await db.execute(sql`
    insert into ${userSettings} (user_id, language)
    select id, case when random() < 0.33 then 'ar' else 'en' end from ${users} where email like 'saver%'`);
  await db.execute(sql`
    insert into ${favorites} (user_id, listing_id)
    select id, ${listing!.id}::uuid from ${users} where email like 'saver%'`);
  await db.execute(sql`analyze`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const sample = await selectRows<{ email: string }>(
    db,
    sql`select email from ${users} where email like 'saver%' order by created_at, email`,
  );
  const step = Math.max(1, Math.floor(sample.length / SOCKETS));
  const picked = sample.filter((_, index) => index % step === step - 1).slice(-SOCKETS);
  const sockets: Socket[] = [];
  const heard: Promise<number>[] = [];
  for (const { email } of picked) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.9.${sockets.length >> 8}.${sockets.length & 255}`,
      payload: { email, password: PASSWORD },
    });
    const token = login.json().data.tokens.accessToken as string;
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
    heard.push(new Promise((resolve) => socket.once('notification:new', () => resolve(performance.now()))));
  }

  console.log(`Lowering the price of a listing saved by ${SAVERS.toLocaleString('en')} people...`);
  counter.statements = 0;
  const started = performance.now();
  // What the listing edit emits after its commit: the listeners run as they do for a real edit.
  await app.services.events.emit('listing.priceChanged', {
    listingId: listing!.id,
    title: listing!.title,
    ownerId: seller!.id,
    oldPrice: 9000,
    newPrice: 8500,
    currency: 'USD',
    oldCurrency: 'USD',
  });
  const sent = performance.now();
  const lastHeard = Math.max(...(await Promise.all(heard)));
  const used = counter.statements;
  const [made] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from notifications where type = 'PRICE_UPDATE' and listing_id = ${listing!.id}`,
  );
  for (const socket of sockets) socket.disconnect();

  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log('');
  console.log(`database                         ${database.driver}`);
  console.log(
    `notifications stored             ${made!.count.toLocaleString('en')} of ${SAVERS.toLocaleString('en')}`,
  );
  console.log(`event → last stored and sent     ${ms(sent - started)}`);
  console.log(`event → last sampled socket got  ${ms(lastHeard - started)} (${sockets.length} real sockets)`);
  console.log(
    `SQL statements                   ${used} (${(used / made!.count).toFixed(4)} per notification)`,
  );
  if (made!.count !== SAVERS) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
