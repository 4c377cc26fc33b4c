import type { Database } from '../../db/client.js';
import type { MediaReferences } from '../../platform/media/media-changes.js';
import { findImageVariantKeys } from './listings.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The start-up sweep's question for the `listings` folder: which of these keys an image row
 * names. Keys read `listings/<listing id>/<file>`; a folder that is no listing id names nothing.
 */
export const listingMediaReferences =
  (db: Database): MediaReferences =>
  async (keys) => {
    const ids = [...new Set(keys.map((key) => key.split('/')[1] ?? ''))].filter((id) => UUID.test(id));
    const named = new Set(await findImageVariantKeys(db, ids));
    return new Set(keys.filter((key) => named.has(key)));
  };
