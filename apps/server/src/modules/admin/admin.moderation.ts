import {
  REJECTION_REASONS,
  type ModerationItem,
  type Page,
  type PageQuery,
  type RejectListingBody,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  approvePendingListing,
  lockPendingListing,
  moderationItems,
  pendingListingIds,
  rejectPendingListing,
} from '../listings/listings.service.js';
import { notify, textLanguage, type Reader } from '../notifications/notifications.service.js';
import { recordAudit } from './admin.audit.js';
import { rejectionCounts } from './admin.repository.js';
import type { Actor } from './admin.service.js';

/** The moderation queue: pending listings oldest first, each with its flags and its seller's record. */
export async function moderationQueue(deps: ServiceDeps, query: PageQuery): Promise<Page<ModerationItem>> {
  const { ids, total } = await pendingListingIds(deps.db, query);
  const items = await moderationItems(deps, ids);
  const rejections = await rejectionCounts(deps.db, [...new Set(items.map((item) => item.seller.id))]);
  return pageOf(
    items.map((item) => ({
      ...item,
      seller: { ...item.seller, rejections: rejections.get(item.seller.id) ?? 0 },
    })),
    total,
    query,
  );
}

/**
 * Approves one pending listing: live, audited in the same transaction; then the same
 * `listing.published` a publication without review emits, so its owner hears "approved"
 * (LISTING_CREATED) and saved-search alerts go out as for any new listing.
 */
export async function approveListing(deps: ServiceDeps, actor: Actor, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const pending = await lockPendingListing(tx, id);
    await approvePendingListing(tx, pending);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'listing.approve',
      targetType: 'listing',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'active', ownerId: pending.userId },
    });
    return pending;
  });
  await deps.listCache.clear();
  await deps.events.emit('listing.published', {
    listingId: id,
    ownerId: row.userId,
    title: row.title,
    approved: true,
  });
  return { id, status: 'active' as const };
}

/** Approves each still pending; the ones decided meanwhile (or gone) are reported, not failed. */
export async function approveListings(deps: ServiceDeps, actor: Actor, ids: readonly string[]) {
  const approved: string[] = [];
  const skipped: string[] = [];
  for (const id of new Set(ids)) {
    try {
      await approveListing(deps, actor, id);
      approved.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push(id);
    }
  }
  return { approved, skipped };
}

const rejectedText = (reader: Reader, title: string, body: RejectListingBody) => {
  const language = textLanguage(reader.language);
  const reason = REJECTION_REASONS[body.reason][language === 'ar' ? 'ar' : 'en'];
  const note = body.note ? ` — ${body.note}` : '';
  return language === 'ar'
    ? {
        title: 'لم تتم الموافقة على إعلانك',
        message: `«${title.slice(0, 80)}»: ${reason}${note}. عدّل الإعلان ليُراجع من جديد.`,
      }
    : {
        title: 'Your listing was not approved',
        message: `“${title.slice(0, 80)}”: ${reason}${note}. Edit it to send it for review again.`,
      };
};

/**
 * Rejects one pending listing: `inactive` with the reason and note its owner then reads on it,
 * audited in the same transaction. The owner is told by a LISTING_CREATED notification, the
 * type of the approval too, whose click opens the listing where the reason is shown.
 */
export async function rejectListing(deps: ServiceDeps, actor: Actor, id: string, body: RejectListingBody) {
  const note = body.note || null;
  const row = await deps.db.transaction(async (tx) => {
    const pending = await lockPendingListing(tx, id);
    await rejectPendingListing(tx, id, body.reason, note);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'listing.reject',
      targetType: 'listing',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'inactive', reason: body.reason, note, ownerId: pending.userId },
    });
    return pending;
  });
  await notify(deps, [row.userId], { type: 'LISTING_CREATED' }, (reader) => ({
    ...rejectedText(reader, row.title, body),
    listingId: id,
    targetId: id,
    targetType: 'listing',
    relatedId: id,
  }));
  return { id, status: 'inactive' as const, rejection: { reason: body.reason, note } };
}
