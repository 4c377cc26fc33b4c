import { findBlockedWords, findContactDetails, foldSearchText, titleProblem } from '@souqna/contracts';
import type { ListingFlagKind } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ProcessedImage } from '../../platform/media/image-variants.js';
import { perceptualBands } from '../../platform/media/perceptual-hash.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { accountSettings } from '../users/users.service.js';
import { isPremium } from '../users/users.policy.js';
import type { UserRow } from '../users/users.types.js';
import { countListingsSince, findPhotoMatches, sellerLiveTexts } from './listings.trust.repository.js';

// Issue 24, "the market defends itself" (docs/listings-api.md "Trust rules"): what a listing's
// text may not carry, how many listings a new account may publish, and what is flagged to
// moderation.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Word-pair overlap (Jaccard) from which two texts of one seller are "almost the same". */
const NEAR_DUPLICATE_TEXT = 0.8;

export interface ListingFlag {
  kind: ListingFlagKind;
  relatedListingId: string | null;
  detail: Record<string, unknown>;
}

/**
 * Refuses contact details and blocked words in the title, and contact details in the description
 * unless the seller shows their phone (privacy settings).
 */
export async function checkListingText(
  deps: ServiceDeps,
  user: UserRow,
  input: { title: string; description: string },
) {
  const problem = titleProblem(input.title);
  if (problem) throw new AppError(problem, undefined, { field: 'title' });
  if (
    findContactDetails(input.description).length > 0 &&
    !(await accountSettings(deps, user.id))?.showPhone
  ) {
    throw new AppError('CONTACT_DETAILS_IN_DESCRIPTION', undefined, { field: 'description' });
  }
}

/** An account in its first day may publish `newAccountListings` (admins and premium: no limit). */
export async function checkNewAccountLimit(deps: ServiceDeps, user: UserRow, now = new Date()) {
  if (user.role === 'ADMIN' || isPremium(user, now)) return;
  if (now.getTime() - user.createdAt.getTime() >= DAY_MS) return;
  const limit = deps.listingPolicy.newAccountListings;
  if ((await countListingsSince(deps.db, user.id, new Date(now.getTime() - DAY_MS))) >= limit) {
    throw new AppError('NEW_ACCOUNT_LISTING_LIMIT', undefined, { limit });
  }
}

/** Whether this is the account's first listing (none, whatever its state, exists yet). */
export const isFirstListing = async (deps: ServiceDeps, user: UserRow) =>
  (await countListingsSince(deps.db, user.id)) === 0;

/** Word pairs of a folded text, the unit of the near-duplicate comparison. */
function wordPairs(text: string) {
  const words = foldSearchText(text).split(' ').filter(Boolean);
  return new Set(words.length < 2 ? words : words.slice(1).map((word, index) => `${words[index]} ${word}`));
}

function similarity(a: Set<string>, b: Set<string>) {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Photo matches as flags, one per listing matched: the seller's own live listing (a duplicate), or
 * any listing of another seller (a likely scam: photos taken from someone else's ad). Plain photos
 * (no perceptual detail) are never matched: two blank pictures say nothing.
 */
async function photoFlags(
  deps: ServiceDeps,
  user: UserRow,
  listingId: string,
  photos: readonly ProcessedImage[],
) {
  const byListing = new Map<string, ListingFlag>();
  for (const photo of photos) {
    const bands = perceptualBands(photo.perceptualHash);
    if (!bands) continue;
    const matches = await findPhotoMatches(deps.db, { ...photo, bands }, listingId);
    for (const match of matches) {
      const own = match.userId === user.id;
      if (own && match.status !== 'active' && match.status !== 'pending') continue;
      const flag = byListing.get(match.listingId) ?? {
        kind: own ? 'duplicate_photos' : 'scam_photos',
        relatedListingId: match.listingId,
        detail: { photos: 0, exact: true, distance: 0 },
      };
      flag.detail.photos = (flag.detail.photos as number) + 1;
      flag.detail.exact = (flag.detail.exact as boolean) && match.exact;
      flag.detail.distance = Math.max(flag.detail.distance as number, match.distance);
      byListing.set(match.listingId, flag);
    }
  }
  return [...byListing.values()];
}

/**
 * What a new or edited listing is flagged for: blocked words in its description, photos matching
 * other listings, text almost the same as one of the seller's live listings. `photos` are the
 * photos it gains; `textChanged` says whether its title or description is new.
 */
export async function listingFlags(
  deps: ServiceDeps,
  user: UserRow,
  listing: { id: string; title: string; description: string; textChanged: boolean },
  photos: readonly ProcessedImage[],
): Promise<ListingFlag[]> {
  const flags = await photoFlags(deps, user, listing.id, photos);
  if (!listing.textChanged) return flags;
  const words = findBlockedWords(listing.description);
  if (words.length > 0) flags.push({ kind: 'blocked_words', relatedListingId: null, detail: { words } });
  const pairs = wordPairs(`${listing.title} ${listing.description}`);
  for (const other of await sellerLiveTexts(deps.db, user.id, listing.id)) {
    const score = similarity(pairs, wordPairs(`${other.title} ${other.description}`));
    if (score >= NEAR_DUPLICATE_TEXT) {
      flags.push({
        kind: 'duplicate_text',
        relatedListingId: other.id,
        detail: { similarity: Number(score.toFixed(2)) },
      });
    }
  }
  return flags;
}
