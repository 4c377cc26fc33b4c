import type { Database } from '../client.js';
import { conversationPairKey, conversationParticipants, conversations, messages } from '../schema/index.js';
import type { PlannedListing } from './plan.js';
import { deterministicUuid } from './prng.js';

interface SeedThread {
  key: string;
  /** The demo buyer writes to this seller about the seller's first active listing of this kind. */
  seller: 'cars' | 'homes';
  category: 'vehicles' | 'realEstate';
  action: 'SALE' | 'RENT';
  /** Oldest first: who wrote and what, and how many hours before the seed's clock. */
  lines: readonly (readonly ['buyer' | 'seller', string, number])[];
  /** The buyer has not read the seller's last line yet, so the demo shows an unread badge. */
  lastUnreadForBuyer: boolean;
}

// Issue 22: a few conversations between the demo accounts, in English and in Arabic.
const THREADS: readonly SeedThread[] = [
  {
    key: 'rami-sham-motors',
    seller: 'cars',
    category: 'vehicles',
    action: 'SALE',
    lines: [
      ['buyer', 'Hello, is the car still available? Could I see it on Saturday?', 50],
      ['seller', 'أهلاً، نعم ما زالت متوفرة. السبت الساعة 11 في المعرض بدمشق يناسبك؟', 49],
      ['buyer', 'Saturday at 11 works. Has it been in any accident?', 48],
      ['seller', 'No accidents, full service history at the dealer. See you Saturday.', 47],
    ],
    lastUnreadForBuyer: false,
  },
  {
    key: 'rami-beit-alshahba',
    seller: 'homes',
    category: 'realEstate',
    action: 'RENT',
    lines: [
      ['buyer', 'مرحبا، هل الشقة ما زالت للإيجار؟ وهل السعر قابل للتفاوض؟', 6],
      ['seller', 'مرحباً، نعم متاحة. السعر قابل لتفاوض بسيط، وتستطيع زيارتها غداً بعد الظهر.', 2],
    ],
    lastUnreadForBuyer: true,
  },
];

/**
 * The demo conversations, with fixed ids: present once, left alone on every later run (a person
 * may have answered in them since). Returns how many were created.
 */
export async function seedConversations(
  db: Database,
  ids: { buyer: string; sellers: Record<'cars' | 'homes', string> },
  plans: readonly PlannedListing[],
  now: Date,
) {
  let created = 0;
  for (const thread of THREADS) {
    const sellerId = ids.sellers[thread.seller];
    const listing = plans.find(
      (plan) =>
        plan.seller === thread.seller &&
        plan.listing.mainCategory === thread.category &&
        plan.listing.listingAction === thread.action &&
        (plan.listing.status ?? 'active') === 'active',
    );
    if (!listing) continue;
    const at = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const last = thread.lines.at(-1)!;
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(conversations)
        .values({
          id: deterministicUuid(`conversation:${thread.key}`),
          listingId: listing.id,
          createdBy: ids.buyer,
          pairKey: conversationPairKey(ids.buyer, sellerId, listing.id),
          createdAt: at(thread.lines[0]![2]),
          lastMessageAt: at(last[2]),
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (!row) return false;
      await tx.insert(messages).values(
        thread.lines.map(([author, content, hours], index) => ({
          id: deterministicUuid(`message:${thread.key}:${index}`),
          conversationId: row.id,
          senderId: author === 'buyer' ? ids.buyer : sellerId,
          content,
          createdAt: at(hours),
        })),
      );
      const unread = thread.lastUnreadForBuyer ? 1 : 0;
      await tx.insert(conversationParticipants).values([
        {
          conversationId: row.id,
          userId: ids.buyer,
          lastReadAt: at(unread ? thread.lines.at(-2)![2] : last[2]),
          unreadCount: unread,
        },
        { conversationId: row.id, userId: sellerId, lastReadAt: at(last[2]), unreadCount: 0 },
      ]);
      return true;
    });
    if (inserted) created += 1;
  }
  return created;
}
