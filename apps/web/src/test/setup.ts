import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';

// The socket is the world outside: a fake that connects at once and that tests speak through.
vi.mock('socket.io-client', () => import('./fake-socket'));

// The bundle-size test runs in node; everything here is for the DOM tests.
const hasDom = typeof window !== 'undefined';

beforeAll(async () => {
  if (!hasDom) return;
  window.scrollTo = () => undefined;
  // Lazy routes and namespaces load through real dynamic imports: on a shared, busy machine the
  // default second is too short for them, and tests failed by the clock, not by the app.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  const { initI18n } = await import('../shared/lib/i18n');
  await initI18n('en');
});

afterEach(async () => {
  if (!hasDom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
});
