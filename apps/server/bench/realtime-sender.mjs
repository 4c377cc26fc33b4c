// The sending side of `npm run bench:realtime`: posts messages over HTTP at a steady rate, open
// loop (each on its schedule, whether or not earlier ones were answered), in a process of its own.
// Told over IPC: { run: { url, senders: [{ token, conversationId }], rate, seconds, first } }.
// Senders take turns, so each sends rate / senders.length a second: within the production budget
// (a burst of 20, then one a second per person), never around it.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const now = () => performance.timeOrigin + performance.now();
// Each sender writes "from" an address of its own (X-Forwarded-For, trusted by the bench's server),
// so the per-address write limit sees one person, as in production.
const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
// More answers outstanding than this and the server has fallen behind: the rest are counted, not sent.
const MAX_OUTSTANDING = 4000;

function post(url, sender, index, body) {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/messages/conversations/${sender.conversationId}/messages`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${sender.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': addressOf(index + 1),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    // Unanswered after 20 s: counted as status 0, so a stalled server cannot hold the bench.
    request.setTimeout(20_000, () => request.destroy());
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

async function run({ url, senders, rate, seconds, first }) {
  const total = Math.round(rate * seconds);
  const statuses = {};
  const answers = [];
  let outstanding = 0;
  let skipped = 0;
  let sent = 0;
  const started = performance.now();
  const pending = [];
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) {
        const number = first + sent;
        const index = sent % senders.length;
        sent += 1;
        if (outstanding >= MAX_OUTSTANDING) {
          skipped += 1;
          continue;
        }
        outstanding += 1;
        const at = now();
        const body = JSON.stringify({ content: `bench ${number} ${at.toFixed(3)}` });
        pending.push(
          post(url, senders[index], index, body).then((status) => {
            outstanding -= 1;
            statuses[status] = (statuses[status] ?? 0) + 1;
            answers.push(now() - at);
          }),
        );
      }
      if (sent >= total) resolve();
      // A timer, not setImmediate: a busy loop would take the core the server needs.
      else setTimeout(tick, 1);
    };
    tick();
  });
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  return { total, skipped, statuses, answers, sendSeconds };
}

process.on('message', async (command) => {
  if (command.run) process.send(await run(command.run));
  else if (command.close) process.exit(0);
});
