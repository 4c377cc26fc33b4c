import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';

// The bundle-size test runs in node; everything here is for the DOM tests.
const hasDom = typeof window !== 'undefined';

beforeAll(async () => {
  if (!hasDom) return;
  window.scrollTo = () => undefined;
  const { initI18n } = await import('../shared/lib/i18n');
  await initI18n('en');
});

afterEach(async () => {
  if (!hasDom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
});
