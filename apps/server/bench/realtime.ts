// Realtime benchmark (issue 22): how many sockets one server process holds and what each costs in
// memory, then how long a message takes from its HTTP send to the receiver's socket at a steady
// rate, with every socket still connected. The real app (production settings, every limit on) on
// a real port; the sockets and the sender are processes of their own (realtime-clients.mjs,
// realtime-sender.mjs), so the server's RSS and event loop are its own.
// Run: npm run bench:realtime [-- --sockets N --rates R1,R2 --fanout-rate R --seconds S --port P --pglite]   (docs/bench.md)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { openAppDatabase } from '../src/app-database.js';
import { buildApp } from '../src/app.js';
import { benchConfig } from './bench-config.js';
import { userSettings, users } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/auth.sessions.js';
import type { ServiceDeps } from '../src/platform/service-deps.js';
import { hashPassword } from '../src/platform/security/password.js';

const flag = (name: string) => process.argv.indexOf(`--${name}`);
const option = (name: string, fallback: number) =>
  flag(name) > 0 ? Number(process.argv[flag(name) + 1]) : fallback;
const socketCount = option('sockets', 10_000);
// End to end (HTTP, database, listener, socket) at each of these rates; then the gateway's own
// fan-out (an emit from the server to the socket) at `--fanout-rate`.
const rates = (flag('rates') > 0 ? process.argv[flag('rates') + 1]! : '25,50,100')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const fanoutRate = option('fanout-rate', 1000);
const seconds = option('seconds', 10);
const clientProcesses = option('clients', 2);
// PostgreSQL by default: PGlite runs inside the server's process, so its memory and work would be
// counted as the sockets'. `--pglite` measures the embedded database all the same.
const postgresUrl =
  flag('pglite') > 0
    ? undefined
    : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/souqna_bench_realtime');
const port = option('port', 0);
// One sender per message a second at the highest rate: each stays at the production budget's pace.
const senderCount = Math.max(1, ...rates);
if (senderCount > socketCount)
  throw new Error('--sockets must be at least the highest rate (one receiver per sender)');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** A fresh database each run: the bench's own, dropped and created again. */
async function freshPostgres(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}

if (postgresUrl) await freshPostgres(postgresUrl);
const { dataDir, config } = benchConfig('souqna-bench-realtime-', {
  // The sender gives each person an address of their own (X-Forwarded-For).
  TRUST_PROXY: 'true',
  ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
});
// Every statement the app sends is counted (drizzle's logger): each step reports its statements
// per message, the send's whole cost in round trips (route, transaction, listeners, answer).
let statements = 0;
let tracing = false;
// The probe send's statements with their parameters, explained afterwards.
let captured: { query: string; params: unknown[] }[] | undefined;
const database = await openAppDatabase({
  ...(postgresUrl ? { databaseUrl: postgresUrl } : { pgliteDir: config.pgliteDir }),
  logger: {
    logQuery: (query: string, params: unknown[]) => {
      statements += 1;
      captured?.push({ query, params });
      if (tracing) console.log('  sql', query.slice(0, 100).replace(/\s+/g, ' '));
    },
  },
});
const app = await buildApp(config, { database });
const base = await app.listen({ port, host: '127.0.0.1' });
const db = app.services.database.db;
log(`server at ${base}, database ${app.services.database.driver}`);

/** People in bulk (one argon2 hash for all), each with a session of their own. */
async function createPeople(count: number, label: string) {
  const passwordHash = await hashPassword(`Bench#${randomBytes(6).toString('hex')}`);
  const tokens: { id: string; token: string }[] = [];
  const deps = { db, jwtSecret: config.jwtSecret } as ServiceDeps;
  for (let start = 0; start < count; start += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          email: `${label}-${start + i}-${randomBytes(3).toString('hex')}@bench.example`,
          username: `${label}_${start + i}_${randomBytes(3).toString('hex')}`,
          name: `${label} ${start + i}`,
          status: 'active' as const,
          emailVerifiedAt: new Date(),
          // Active a moment ago, as people who just opened the app: the handshake writes nothing.
          lastActiveAt: new Date(),
          passwordHash,
        })),
      )
      .returning();
    await db.insert(userSettings).values(rows.map((row) => ({ userId: row.id })));
    for (let i = 0; i < rows.length; i += 50) {
      const batch = rows.slice(i, i + 50);
      const sessions = await Promise.all(
        batch.map((user) => createSession(deps, user, { ip: '127.0.0.1', userAgent: 'bench' })),
      );
      sessions.forEach((session, j) => tokens.push({ id: batch[j]!.id, token: session.accessToken }));
    }
  }
  return tokens;
}

const request = async (method: string, url: string, token: string, body: object, address: number) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: { id: string } } };
};

let started = performance.now();
const receivers = await createPeople(socketCount, 'reader');
const senders = await createPeople(senderCount, 'writer');
log(`${socketCount + senderCount} people and sessions in ${Math.round(performance.now() - started)} ms`);

// Sender i writes to reader i, through the API as a buyer would (every policy in the path).
started = performance.now();
const conversations: { token: string; conversationId: string }[] = new Array(senderCount);
let nextConversation = 0;
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (nextConversation < senderCount) {
      const i = nextConversation++;
      const { status, json } = await request(
        'POST',
        '/api/messages/conversations',
        senders[i]!.token,
        { participantIds: [receivers[i]!.id], initialMessage: 'Hello, is it still available?' },
        i + 1,
      );
      if (status !== 201 && status !== 200) throw new Error(`opening conversation ${i}: ${status}`);
      conversations[i] = { token: senders[i]!.token, conversationId: json.data!.id };
    }
  }),
);
log(`${senderCount} conversations in ${Math.round(performance.now() - started)} ms`);

/**
 * One message through the API on its own, its statements counted (and printed with BENCH_TRACE=1):
 * the send's cost with nobody's socket open.
 */
async function probeSend(index: number) {
  tracing = Boolean(process.env.BENCH_TRACE);
  captured = [];
  const before = statements;
  const { status } = await request(
    'POST',
    `/api/messages/conversations/${conversations[index]!.conversationId}/messages`,
    conversations[index]!.token,
    { content: 'Is the price final?' },
    index + 1,
  );
  tracing = false;
  // Listeners may still run after the answer; none should, but count what they do too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sent = captured;
  captured = undefined;
  return { status, statements: statements - before, plans: postgresUrl ? await explainSend(sent) : [] };
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of each statement of the probe send, in one transaction rolled
 * back (the writes run again; the message gets an id of its own): each one's time and its plan's nodes.
 */
async function explainSend(sent: { query: string; params: unknown[] }[]) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const plans: { statement: string; ms: number; nodes: string[] }[] = [];
  try {
    await client.query('begin');
    for (const { query, params } of sent) {
      if (/^\s*(begin|commit|rollback)\b/i.test(query)) continue;
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query}`,
        params,
      );
      const lines = result.rows.map((row) => row['QUERY PLAN']);
      plans.push({
        statement: query.replace(/\s+/g, ' ').slice(0, 90),
        ms: Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? NaN),
        nodes: lines
          .filter((line) =>
            /(Scan|Join|Insert|Update|Aggregate|Nested Loop|Sort|Result|Limit|Unique|SubPlan)/.test(line),
          )
          .map((line) => line.trim().replace(/\s+\(cost=[^)]*\)/, '')),
      });
    }
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
  for (const plan of plans) log(`  ${plan.ms} ms  ${plan.statement}\n      ${plan.nodes.join('\n      ')}`);
  return plans;
}
const probe = await probeSend(0);
log(`one send (no sockets open): ${probe.statements} statements, status ${probe.status}`);

const settle = async () => {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return process.memoryUsage();
};

/** The answer of a child to the command it was sent. */
const ask = <T>(child: ChildProcess, command: object) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(command);
  });

const before = await settle();
log(`before sockets: RSS ${mb(before.rss)} MB, heap ${mb(before.heapUsed)} MB`);
const here = path.dirname(new URL(import.meta.url).pathname);
const clients = Array.from({ length: clientProcesses }, () =>
  fork(path.join(here, 'realtime-clients.mjs'), [], { execArgv: [] }),
);
started = performance.now();
// Reader i's socket sits in process i % clients, so the latency load is spread over them.
const connectedCounts = await Promise.all(
  clients.map((child, c) =>
    ask<{ connected: number }>(child, {
      connect: {
        url: base,
        tokens: receivers.filter((_, i) => i % clientProcesses === c).map((r) => r.token),
      },
    }),
  ),
);
const connected = connectedCounts.reduce((sum, answer) => sum + answer.connected, 0);
const connectMs = Math.round(performance.now() - started);
const held = await settle();
const perSocketKb = Math.round(((held.rss - before.rss) / connected / 1024) * 10) / 10;
log(
  `${connected}/${socketCount} sockets in ${connectMs} ms: RSS ${mb(held.rss)} MB (${perSocketKb} KB a socket), heap ${mb(held.heapUsed)} MB, external ${mb(held.external)} MB`,
);

// What the sockets hold, by constructor (BENCH_HEAP_SNAPSHOT=<file>: a heap snapshot here).
if (process.env.BENCH_HEAP_SNAPSHOT)
  log(`heap snapshot in ${writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT)}`);

const rank = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10
      : NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
};

interface Driven {
  total: number;
  skipped: number;
  statuses: Record<string, number>;
  answers: number[];
  sendSeconds: number;
}

const sender = fork(path.join(here, 'realtime-sender.mjs'), [], { execArgv: [] });
/** End to end: the sender posts each message over HTTP; the listener emits it after the commit. */
const overHttp = (rate: number, phaseSeconds: number, first: number) =>
  ask<Driven>(sender, {
    run: { url: base, senders: conversations.slice(0, rate), rate, seconds: phaseSeconds, first },
  });

/**
 * The gateway alone: the server emits `message:new` to the readers in turn, as the listener does
 * after a commit, on the server's own event loop; no HTTP and no database in the path.
 */
async function fanOut(rate: number, phaseSeconds: number, first: number): Promise<Driven> {
  const realtime = app.services.realtime!;
  const total = Math.round(rate * phaseSeconds);
  const begun = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - begun) / 1000) * rate));
      while (sent < due) {
        const reader = receivers[sent % receivers.length]!;
        const at = performance.timeOrigin + performance.now();
        realtime.toUsers([reader.id], 'message:new', {
          conversationId: reader.id,
          message: {
            id: randomUUID(),
            conversationId: reader.id,
            senderId: senders[0]!.id,
            recipientId: reader.id,
            content: `bench ${first + sent} ${at.toFixed(3)}`,
            createdAt: new Date().toISOString(),
            read: false,
            deleted: false,
            safety: null,
            kind: 'text',
            offer: null,
            images: [],
          },
        });
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  return { total, skipped: 0, statuses: {}, answers: [], sendSeconds: (performance.now() - begun) / 1000 };
}

let first = 0;
const steps = [];
// The gateway first; then end to end, slowest first: a rate the server cannot keep up with leaves
// a backlog, and each step waits for it to drain before it starts.
const plan = [
  { path: 'fan-out' as const, rate: fanoutRate, drive: fanOut },
  ...rates.map((rate) => ({ path: 'http' as const, rate, drive: overHttp })),
];
let inFlight = 0;
app.server.on('request', (_request, response) => {
  inFlight += 1;
  response.once('close', () => (inFlight -= 1));
});
const drained = async () => {
  const since = performance.now();
  while (inFlight > 0 && performance.now() - since < 600_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
for (const { path: through, rate, drive } of plan) {
  // A warm-up of two seconds at the rate, unmeasured, then the measured run.
  for (const phase of ['warm-up', 'measured'] as const) {
    const phaseSeconds = phase === 'warm-up' ? 2 : seconds;
    await drained();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const statementsBefore = statements;
    const sent = await drive(rate, phaseSeconds, first);
    // Messages still on their way arrive within this pause; later ones count as lost.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    delay.disable();
    const used = process.cpuUsage(cpu);
    const stepStatements = statements - statementsBefore;
    const replies = await Promise.all(
      clients.map((child) =>
        ask<{ receipts: [number, number][]; connected: number }>(child, { takeReceipts: true }),
      ),
    );
    first += sent.total;
    if (phase === 'warm-up') continue;
    const latencies = replies.flatMap((reply) => reply.receipts.map(([, ms]) => ms));
    const step = {
      path: through,
      rate,
      seconds,
      sent: sent.total - sent.skipped,
      notSentServerBehind: sent.skipped,
      achievedRate: Math.round(sent.total / sent.sendSeconds),
      statuses: sent.statuses,
      received: latencies.length,
      stillConnected: replies.reduce((sum, reply) => sum + reply.connected, 0),
      deliveryMs: rank(latencies),
      httpAnswerMs: rank(sent.answers),
      serverCpuPercent: Math.round(((used.user + used.system) / 1000 / (performance.now() - wall)) * 100),
      eventLoopDelayMs: {
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      },
      rssMb: mb(process.memoryUsage().rss),
      statementsPerMessage: sent.total ? Math.round((stepStatements / sent.total) * 10) / 10 : 0,
    };
    steps.push(step);
    log(
      `${through} ${rate}/s for ${seconds} s: sent ${step.sent}, answered ${JSON.stringify(step.statuses)}, received ${step.received}; ` +
        `delivery p50 ${step.deliveryMs.p50} ms, p95 ${step.deliveryMs.p95} ms, p99 ${step.deliveryMs.p99} ms, max ${step.deliveryMs.max} ms; ` +
        `HTTP answer p95 ${step.httpAnswerMs.p95} ms; ${step.statementsPerMessage} statements a message; server CPU ${step.serverCpuPercent} %, RSS ${step.rssMb} MB`,
    );
  }
}

const results = {
  date: new Date().toISOString(),
  command: `npm run bench:realtime -- ${process.argv.slice(2).join(' ')}`.trim(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    loadAverage: os.loadavg(),
    node: process.version,
  },
  database: app.services.database.driver,
  statementsPerSendAlone: probe.statements,
  sendPlans: probe.plans,
  sockets: {
    asked: socketCount,
    connected,
    connectMs,
    rssBeforeMb: mb(before.rss),
    rssMb: mb(held.rss),
    perSocketKb,
    heapBeforeMb: mb(before.heapUsed),
    heapMb: mb(held.heapUsed),
    externalBeforeMb: mb(before.external),
    externalMb: mb(held.external),
  },
  steps,
};
const resultsDir = path.join(here, '..', '..', '..', 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${results.date.slice(0, 10)}-realtime-${results.database}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}; results in ${path.relative(process.cwd(), file)}`,
);

sender.send({ close: true });
for (const child of clients) child.send({ close: true });
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
