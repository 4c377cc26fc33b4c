import { enumWithAliases } from '../common/enum-with-aliases.js';

export const NOTIFICATION_TYPES = [
  'NEW_MESSAGE',
  'LISTING_INTEREST',
  'PRICE_UPDATE',
  'LISTING_SOLD',
  'SYSTEM_NOTICE',
  'LISTING_CREATED',
  'NEW_LISTING_MATCH',
  'ACCOUNT_WARNING',
  'SYSTEM_ANNOUNCEMENT',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = enumWithAliases(NOTIFICATION_TYPES);
