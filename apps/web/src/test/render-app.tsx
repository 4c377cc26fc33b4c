import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../app/app';
import { createTestRouter } from '../app/router';

/**
 * The whole app at `path` in memory: real router, real providers, real texts. Resolves once the
 * first page has replaced the loading frame, so what a test touches is what stays on screen.
 */
export async function renderApp(path = '/') {
  const router = createTestRouter(path);
  const view = render(<App router={router} />);
  await waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('loading');
    if (screen.queryByTestId('page-skeleton')) throw new Error('page texts loading');
  });
  return { ...view, router };
}
