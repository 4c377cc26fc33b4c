// Enum schemas live apart from the plain value lists so the web's first load needs no zod;
// they are marked pure so a bundle drops the ones it does not use.
import { enumWithAliases } from '../common/enum-with-aliases.js';
import { NOTIFICATION_TYPES } from './notification.js';

export const notificationTypeSchema = /* @__PURE__ */ enumWithAliases(NOTIFICATION_TYPES);
