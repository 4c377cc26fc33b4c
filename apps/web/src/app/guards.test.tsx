import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initSession } from '../shared/lib/session';
import { answerWith } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { authSession, resetSession, signInAs, storedSession, testUser } from '../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

describe('signed-in routes', () => {
  it('send an anonymous visitor to log in, and back after', async () => {
    const { router } = await renderApp('/saved-listings?sort=new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/saved-listings?sort=new')}`);

    answerWith(200, { success: true, data: authSession() });
    await userEvent.type(await screen.findByLabelText('Email'), 'user@souqna.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Souqna#User2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-listings'));
    expect(router.state.location.search).toBe('?sort=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved listings' })).toBeInTheDocument();
  });

  it.each(['/profile/listings', '/listings/create', '/listings/7/edit', '/messages/3'])(
    'guard %s',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    },
  );

  it('send a session that cannot be renewed to the expired login, not the plain one', async () => {
    await signInAs();
    // Every call is refused, the refresh included: the session was revoked elsewhere.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ success: false, error: { code: 'UNAUTHORIZED', message: 'x' } }, { status: 401 }),
    );
    const { router } = await renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?expired=true');
    expect(await screen.findByTestId('session-expired')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
  });

  it('shows a spinner while the stored session is checked', async () => {
    localStorage.setItem('auth', storedSession());
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const checking = initSession();
    const { router } = await renderApp('/saved-listings');
    expect(screen.getByTestId('session-spinner')).toBeInTheDocument();
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument();
    await act(async () => {
      answer(new Response(JSON.stringify({ success: true, data: testUser() }), { status: 200 }));
      await checking;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved listings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/saved-listings');
  });
});

describe('admin routes', () => {
  it('send a signed-in non-admin home', async () => {
    await signInAs({ role: 'USER' });
    const { router } = await renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('send an anonymous visitor to log in first', async () => {
    const { router } = await renderApp('/admin/newsletter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/newsletter');
  });

  it('open for an admin', async () => {
    await signInAs({ role: 'ADMIN' });
    await renderApp('/admin/contact-submissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact submissions' })).toBeInTheDocument();
  });
});
