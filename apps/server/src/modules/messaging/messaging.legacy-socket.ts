import { sendMessageBodySchema, type LegacyNewMessage, type Message } from '@souqna/contracts';
import { z } from 'zod';
import type { RealtimeGateway, SocketAuth } from '../../platform/realtime/gateway.js';
import * as users from '../users/users.service.js';
import { presentMessage } from './messaging.presenter.js';
import { findMessage, participantsOf } from './messaging.repository.js';
import { sendMessage, type MessagingDeps } from './messaging.service.js';

// The old client relays right after its send; a stored message is passed on only this long after,
// so an old id cannot be replayed at someone later.
const RELAY_WINDOW_MS = 5 * 60_000;
const relaySchema = z.object({ id: z.uuid() });
const socketSendSchema = sendMessageBodySchema.extend({ conversationId: z.uuid() });

const legacyOf = (message: Message): LegacyNewMessage => ({
  id: message.id,
  senderId: message.senderId,
  recipientId: message.recipientId,
  content: message.content,
  createdAt: message.createdAt,
  read: message.read,
  conversationId: message.conversationId,
});

/**
 * The old web client's `NEW_MESSAGE` (api-compat section 7). After its REST send it emits the
 * stored message (with an `id`): that is relayed to the other side as `NEW_MESSAGE`, once, from what
 * is stored, never stored again. Without an `id` it is a message sent by socket, as the old server
 * took them: stored through the same service as a REST send (membership, blocks, budget), then
 * passed on. Anything else is ignored, as a client event that fails is.
 */
export function registerLegacySocket(deps: MessagingDeps, realtime: RealtimeGateway) {
  const relayed = new Map<string, number>();
  /** True the first time an id comes; the map forgets ids once they are too old to relay anyway. */
  const firstTime = (id: string, now: number) => {
    if (relayed.has(id)) return false;
    relayed.set(id, now);
    if (relayed.size > 10_000) {
      for (const [seen, at] of relayed) if (now - at > RELAY_WINDOW_MS) relayed.delete(seen);
    }
    return true;
  };
  const passOn = (message: Message) => {
    if (message.recipientId) realtime.toUsers([message.recipientId], 'NEW_MESSAGE', legacyOf(message));
  };

  async function relay(who: SocketAuth, id: string) {
    const row = await findMessage(deps.db, id);
    const now = Date.now();
    if (!row || row.senderId !== who.userId || row.deletedAt) return;
    if (now - row.createdAt.getTime() > RELAY_WINDOW_MS || !firstTime(id, now)) return;
    passOn(presentMessage(row, await participantsOf(deps.db, [row.conversationId]), 'en'));
  }

  async function send(who: SocketAuth, conversationId: string, content: string) {
    const user = await users.findAccountById(deps, who.userId);
    if (!user || user.status !== 'active') return;
    const sent = await sendMessage(deps, user, conversationId, { content });
    firstTime(sent.id, Date.now());
    passOn(sent);
  }

  realtime.onClient('NEW_MESSAGE', async (who, payload) => {
    const stored = relaySchema.safeParse(payload);
    if (stored.success) return relay(who, stored.data.id);
    const fresh = socketSendSchema.safeParse(payload);
    if (fresh.success) await send(who, fresh.data.conversationId, fresh.data.content);
  });
}
