import { DEFAULT_UI_SETTINGS, type CurrentUser, type PublicProfile, type Settings } from '@souqna/contracts';
import { startSession } from '../../../shared/lib/session';
import { testUser } from '../../../test/session-fixtures';

// The fake API moved to src/test for every feature's tests; account tests keep importing it here.
export { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT, type SeenRequest } from '../../../test/api-stub';

export const USER: CurrentUser = testUser({
  id: '0b7f5c1e-3a4d-4f7a-9a41-2f4f0d6c9e11',
  city: 'homs',
  createdAt: '2025-03-10T10:00:00.000Z',
  updatedAt: '2025-03-10T10:00:00.000Z',
});

export const SETTINGS: Settings = {
  preferences: { language: 'en', theme: 'light', timezone: 'UTC', latinDigits: false },
  notifications: {
    listingUpdates: true,
    newInboxMessages: true,
    loginNotifications: true,
    generalUpdates: true,
    pushNotifications: false,
    newsletterSubscribed: false,
    emailMessages: false,
    emailDigest: false,
  },
  privacy: {
    showEmail: false,
    showPhone: false,
    showOnlineStatus: true,
    showLocation: true,
    allowMessaging: true,
    profileVisibility: 'public',
  },
  security: { twoFactorEnabled: false, loginNotifications: true, autoLogoutMinutes: null },
  ui: DEFAULT_UI_SETTINGS,
};

export const PUBLIC_PROFILE: PublicProfile = {
  id: USER.id,
  name: 'Sham Motors',
  profilePicture: null,
  privateProfile: false,
  username: 'shammotors',
  bio: 'Used-car dealer in Damascus since 1998.',
  city: 'damascus',
  phone: '+963116112040',
  allowMessaging: true,
  lastActiveAt: null,
  memberSince: '2024-05-01T09:00:00.000Z',
};

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** Signs `user` in as login would, with an access token that stays valid through the test. */
export function signIn(user: CurrentUser = USER) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  startSession({
    user,
    tokens: {
      accessToken: `${base64url({ alg: 'HS256' })}.${base64url({ sub: user.id, exp })}.signature`,
      refreshToken: 'refresh-token',
      expiresIn: 900,
      accessTokenExpiresAt: new Date(exp * 1000).toISOString(),
      refreshTokenExpiresAt: new Date(exp * 1000).toISOString(),
    },
  });
}
