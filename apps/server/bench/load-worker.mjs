// autocannon for `loadTest` (http.ts), on a thread of its own: on the server's thread it took a
// fifth of the event loop the server was being measured on. Plain JavaScript, as a worker does not
// inherit tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { address, paths, duration, connections } = workerData;
let next = 0;
// Every request says it comes from another address (X-Forwarded-For), so the per-address rate
// limits stay in the path without answering 429: 10.0.0.0/8 holds 16 million of them.
const addressOf = (count) => `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`;
const latencies = [];
const instance = autocannon({
  url: address,
  connections,
  duration,
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        path: paths[next % paths.length],
        headers: { ...request.headers, 'x-forwarded-for': addressOf(next++) },
      }),
    },
  ],
});
// autocannon reports p97.5 but not p95: every response time is kept and ranked by the caller.
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
const result = await instance;
// Inside a worker autocannon hands back its histograms encoded, for a parent of its own to merge:
// the rate is counted here instead.
const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
parentPort.postMessage({
  requestsPerSecond: latencies.length / seconds,
  requests: latencies.length,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  latencies,
});
