import { io as connect, type Socket } from 'socket.io-client';

/**
 * A socket of the person whose access token this is, websocket only and never reconnecting, kept
 * in `sockets` for the test's cleanup; resolves once connected, rejects when refused.
 */
export async function connectedSocket(url: string, token: string, sockets: Socket[]) {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
