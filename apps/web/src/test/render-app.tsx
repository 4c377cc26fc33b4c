import { render, screen } from '@testing-library/react';
import { App } from '../app/app';
import { createTestRouter } from '../app/router';

/** The whole app at `path` in memory: real router, real providers, real texts. */
export function renderApp(path = '/') {
  const router = createTestRouter(path);
  const view = render(<App router={router} />);
  return { ...view, router, screen };
}
