// Enum schemas live apart from the plain value lists so the web's first load needs no zod;
// they are marked pure so a bundle drops the ones it does not use.
import { enumWithAliases } from '../common/enum-with-aliases.js';
import { LANGUAGES, PROFILE_VISIBILITIES, THEMES, USER_ROLES } from './user.js';

export const userRoleSchema = /* @__PURE__ */ enumWithAliases(USER_ROLES, {
  PRIVATE_USER: 'USER',
  PREMIUM_USER: 'USER',
  BUSINESS_USER: 'USER',
  FREE_USER: 'USER',
});

export const languageSchema = /* @__PURE__ */ enumWithAliases(LANGUAGES);

export const themeSchema = /* @__PURE__ */ enumWithAliases(THEMES);

export const profileVisibilitySchema = /* @__PURE__ */ enumWithAliases(PROFILE_VISIBILITIES);
