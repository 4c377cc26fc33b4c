// The sockets of `npm run bench:realtime`, in a process of its own so the server's memory is its
// own. Plain JavaScript: a forked child does not need tsx's loader. Told over IPC what to do:
// { connect: { url, tokens } } opens one socket.io-client socket per token, a few hundred in flight;
// every `message:new` whose text is "bench <n> <sent at>" is timed against the clock it carries
// (performance.timeOrigin + now(): the system clock at sub-millisecond resolution, as the sender's).
import { io } from 'socket.io-client';

const IN_FLIGHT = 200;
const sockets = [];
let receipts = [];
const now = () => performance.timeOrigin + performance.now();

function open(url, token) {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io/',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      timeout: 60_000,
    });
    socket.on('message:new', ({ message }) => {
      const received = now();
      const match = /^bench (\d+) (\d+(?:\.\d+)?)$/.exec(message.content ?? '');
      if (match) receipts.push([Number(match[1]), received - Number(match[2])]);
    });
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
    sockets.push(socket);
  });
}

async function connectAll(url, tokens) {
  let next = 0;
  let connected = 0;
  const lane = async () => {
    while (next < tokens.length) if (await open(url, tokens[next++])) connected += 1;
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return connected;
}

process.on('message', async (command) => {
  if (command.connect) {
    const connected = await connectAll(command.connect.url, command.connect.tokens);
    process.send({ connected });
  } else if (command.takeReceipts) {
    process.send({ receipts, connected: sockets.filter((socket) => socket.connected).length });
    receipts = [];
  } else if (command.close) {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
