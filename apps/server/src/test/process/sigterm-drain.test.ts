// SIGTERM under load: kept-alive clients keep sending while the server drains; none may fail.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factoriesFor } from '../factories.js';
import { createServerData, signIn, startServer } from './server-process.js';

const CLIENTS = 8;
/** Each client's requests before the signal, so every client has a kept-alive connection in use. */
const WARM_UP = 5;
/** A bound on any client's loop, whatever happens to the server. */
const MAX_REQUESTS = 3_000;

type Outcome =
  { kind: 'completed'; closed: boolean } | { kind: 'refused' } | { kind: 'failed'; reason: string };

/**
 * One request on the client's own kept-alive agent. A refused connection never carried the
 * request: the server had stopped accepting. Any other error, or a status other than 2xx, is a
 * failed request, which is what the drain must prevent.
 */
function send(agent: http.Agent, url: string, options: http.RequestOptions, body?: string) {
  return new Promise<Outcome>((resolve) => {
    const request = http.request(url, { ...options, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve(
          status >= 200 && status < 300
            ? { kind: 'completed', closed: response.headers.connection === 'close' }
            : { kind: 'failed', reason: `status ${status}` },
        );
      });
      response.on('error', (error) => resolve({ kind: 'failed', reason: error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED' && !request.reusedSocket
          ? { kind: 'refused' }
          : {
              kind: 'failed',
              reason: `${error.code ?? error.message} (reused socket: ${request.reusedSocket})`,
            },
      ),
    );
    request.end(body);
  });
}

let data: Awaited<ReturnType<typeof createServerData>>;
let user: { email: string; password: string };
beforeAll(async () => {
  data = await createServerData();
  const handle = await data.open();
  await handle.migrate();
  const factories = factoriesFor(handle.db);
  user = await factories.createUser();
  for (let index = 0; index < 5; index++) await factories.createListing();
  await handle.close();
});
afterAll(() => data.remove());

describe('SIGTERM under load', () => {
  it('answers every request on kept-alive connections, closes them with Connection: close, and exits within 10 s', async () => {
    // Each client speaks from an address of its own (believed with TRUST_PROXY), so a fast run's
    // edits stay within the profile's per-address budget of 30 a minute.
    const server = await startServer({ ...data.env, TRUST_PROXY: 'true' });
    const auth = await signIn(server.url, user.email, user.password);
    const tally = { completed: 0, completedAfterSignal: 0, closedByServer: 0, refused: 0 };
    const failures: string[] = [];
    let signalled = false;

    const client = async (index: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const from = { 'x-forwarded-for': `198.51.100.${index + 1}` };
      for (let count = 0; count < MAX_REQUESTS; count++) {
        // Reads and writes alternate: a browse page, then a profile edit that must be committed.
        const outcome =
          count % 2 === 0
            ? await send(agent, `${server.url}/api/listings?limit=5&page=${(count % 3) + 1}`, {
                method: 'GET',
                headers: from,
              })
            : await send(
                agent,
                `${server.url}/api/users/profile`,
                { method: 'PUT', headers: { ...auth, ...from, 'content-type': 'application/json' } },
                JSON.stringify({ bio: `client ${index}, edit ${count}` }),
              );
        if (outcome.kind === 'refused') {
          tally.refused++;
          break;
        }
        if (outcome.kind === 'failed') failures.push(outcome.reason);
        else {
          tally.completed++;
          if (signalled) tally.completedAfterSignal++;
          if (outcome.closed) tally.closedByServer++;
        }
      }
      agent.destroy();
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

    while (tally.completed < CLIENTS * WARM_UP && failures.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const signalledAt = Date.now();
    signalled = true;
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const exitSeconds = (Date.now() - signalledAt) / 1000;
    await Promise.all(clients);

    console.info(
      `SIGTERM drain: ${tally.completed} requests completed (${tally.completedAfterSignal} after the signal, ` +
        `${tally.closedByServer} answered with Connection: close), ${failures.length} failed, ` +
        `${tally.refused} clients refused a new connection, exit after ${exitSeconds.toFixed(2)} s`,
    );
    expect(failures, server.output()).toEqual([]);
    expect(code, server.output()).toBe(0);
    expect(exitSeconds).toBeLessThan(10);
    // The drain was exercised: clients were still sending when the signal came, and were told to close.
    expect(tally.completedAfterSignal).toBeGreaterThan(0);
    expect(tally.closedByServer).toBeGreaterThanOrEqual(CLIENTS);
    expect(tally.refused).toBe(CLIENTS);
  }, 240_000);
});
