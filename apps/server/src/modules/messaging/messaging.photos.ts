import { API_BASE, type MessageImage } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { MediaChanges, MediaReferences } from '../../platform/media/media-changes.js';
import { stageImageVariants, type ProcessedImage } from '../../platform/media/image-variants.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import {
  findMembership,
  findMessage,
  findMessageImageKeys,
  imagesOfMessages,
  insertMessageImages,
  type MessageImageRow,
  type MessageRow,
} from './messaging.repository.js';

/**
 * Message photos live under `messages/<conversation>/<message>/`, a folder the public media route
 * refuses (platform/media PRIVATE_MEDIA_FOLDERS): only the thread's participants get them, through
 * `GET /api/messages/{id}/images/{imageId}`.
 */
export const MESSAGE_MEDIA_FOLDER = 'messages';

export const messageMediaPrefix = (message: Pick<MessageRow, 'id' | 'conversationId'>) =>
  `${MESSAGE_MEDIA_FOLDER}/${message.conversationId}/${message.id}`;

/** Stages each photo's variants and writes its row; call inside the message's transaction. */
export async function storeMessagePhotos(
  db: Database,
  media: MediaChanges,
  message: Pick<MessageRow, 'id' | 'conversationId'>,
  photos: readonly ProcessedImage[],
) {
  const rows = [];
  for (const [position, photo] of photos.entries()) {
    const variants = await stageImageVariants(media, messageMediaPrefix(message), photo);
    rows.push({ messageId: message.id, position, width: photo.width, height: photo.height, variants });
  }
  return insertMessageImages(db, rows);
}

/** A photo as the thread shows it: its size, and where its participants fetch it. */
export function presentMessageImage(row: MessageImageRow): MessageImage {
  const url = `${API_BASE}/messages/${row.messageId}/images/${row.id}`;
  return { id: row.id, width: row.width, height: row.height, url, thumbnailUrl: `${url}?size=thumbnail` };
}

/**
 * The stored key of one variant of a message photo, for a participant of its thread; anyone else
 * (and a deleted message) gets the 404 a missing photo gets, with no hint that it exists.
 */
export async function messageImageKey(
  deps: ServiceDeps,
  user: UserRow,
  messageId: string,
  imageId: string,
  size: 'thumbnail' | 'card' | 'full',
) {
  const message = await findMessage(deps.db, messageId);
  const member =
    message && !message.deletedAt && (await findMembership(deps.db, message.conversationId, user.id));
  const image = member
    ? (await imagesOfMessages(deps.db, [messageId])).find((row) => row.id === imageId)
    : undefined;
  const variant = image?.variants.find((entry) => entry.name === size);
  if (!variant) throw new AppError('NOT_FOUND', 'Photo not found');
  return variant.key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The start-up sweep's question for the `messages` folder: which keys a photo row names. */
export const messageMediaReferences =
  (db: Database): MediaReferences =>
  async (keys) => {
    const ids = [...new Set(keys.map((key) => key.split('/')[2] ?? ''))].filter((id) => UUID.test(id));
    const named = new Set(await findMessageImageKeys(db, ids));
    return new Set(keys.filter((key) => named.has(key)));
  };
