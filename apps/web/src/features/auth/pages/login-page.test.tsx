import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/lib/i18n';
import { getSessionUser } from '../../../shared/lib/session';
import { TOAST_WAIT } from '../../../test/api-stub';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { authSession, resetSession } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  // Toasts outlive a test: the next one must only find its own.
  (await import('sonner')).toast.dismiss();
  await resetSession();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const failure = (status: number, code: string, details?: unknown) =>
  answerWith(status, { success: false, error: { code, message: 'server text', details } });

async function logIn(labels = { email: 'Email', password: 'Password', submit: 'Log in' }) {
  await userEvent.type(screen.getByLabelText(labels.email), 'user@souqna.example');
  await userEvent.type(screen.getByLabelText(labels.password), 'Souqna#User2026');
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('login page', () => {
  it('signs in and goes where the person was heading', async () => {
    const session = authSession({ name: 'Rami Haddad' });
    const fetch = answerWith(200, { success: true, data: session });
    const { router } = await renderApp('/login?redirect=%2Fabout');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(getSessionUser()).toEqual(session.user);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/auth\/login$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'user@souqna.example',
      password: 'Souqna#User2026',
    });
  });

  it("welcomes in the account's language, once the interface has switched to it", async () => {
    answerWith(200, {
      success: true,
      data: authSession({
        name: 'Rami',
        preferences: { language: 'ar', theme: 'light', latinDigits: false },
      }),
    });
    await renderApp('/login');
    await logIn();
    expect(await screen.findByText('أهلاً بعودتك يا Rami!', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(i18n.language).toBe('ar');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByText('Welcome back, Rami!')).not.toBeInTheDocument();
  });

  it('never goes to another site after signing in', async () => {
    answerWith(200, { success: true, data: authSession() });
    const { router } = await renderApp('/login?redirect=%2F%2Fevil.example');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('checks the fields before calling the server', async () => {
    const fetch = answerWith(200, { success: true, data: authSession() });
    await renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    await renderApp('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Invalid email or password. Please try again.'],
    [
      404,
      'USER_NOT_FOUND',
      'No account found with this email. Please check your email or create a new account.',
    ],
    [
      423,
      'ACCOUNT_LOCKED',
      'Your account has been temporarily locked due to multiple failed attempts. Please try again later.',
    ],
    [403, 'ACCOUNT_DISABLED', 'Your account has been disabled. Contact support.'],
    [500, 'INTERNAL_ERROR', 'Login failed. Please try again later.'],
  ])('answers %s %s with the spec text', async (status, code, text) => {
    failure(status, code);
    await renderApp('/login');
    await logIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
    expect(getSessionUser()).toBeNull();
  });

  it('offers to register an unknown email, keeping it', async () => {
    failure(404, 'USER_NOT_FOUND');
    const { router } = await renderApp('/login');
    await logIn();
    const error = await screen.findByTestId('login-error');
    await userEvent.click(within(error).getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByLabelText('Username')).toHaveValue('user');
    expect(screen.getByLabelText('Email')).toHaveValue('user@souqna.example');
  });

  it('says how long a locked account waits', async () => {
    failure(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 840 });
    await renderApp('/login');
    await logIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('You can try again in 14 minutes.');
  });

  it('links a disabled account to support', async () => {
    failure(403, 'ACCOUNT_DISABLED');
    await renderApp('/login');
    await logIn();
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['EMAIL_NOT_VERIFIED', 'unverified', 'Your email is not verified yet. We sent you a new code.'],
    ['VERIFICATION_EXPIRED', 'expired', 'Your verification expired. We sent you a new code.'],
  ])('sends %s to the code page, which says a new code was sent', async (code, reason, text) => {
    failure(403, code, { email: 'user@souqna.example' });
    const { router } = await renderApp('/login?redirect=%2Fsaved-listings');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      email: 'user@souqna.example',
      reason,
      redirect: '/saved-listings',
    });
    expect(await screen.findByTestId('verify-notice')).toHaveTextContent(text);
    expect(screen.getByTestId('sent-to-email')).toHaveTextContent('user@souqna.example');
  });

  it('shows the expired-session message and the password-changed confirmation', async () => {
    await renderApp('/login?expired=true');
    expect(screen.getByTestId('session-expired')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    await renderApp('/login?reset=success&email=user%40souqna.example');
    expect(screen.getByTestId('password-changed')).toHaveTextContent(
      'Your password has been changed. Log in with your new password.',
    );
    expect(screen.getAllByLabelText('Email').at(-1)).toHaveValue('user@souqna.example');
  });

  it('puts a server field error on its field', async () => {
    failure(400, 'VALIDATION_ERROR', {
      fields: [{ path: 'email', key: 'emailInvalid', message: 'Invalid email' }],
    });
    await renderApp('/login');
    await logIn();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('leaves the login page for a signed-in person', async () => {
    answerWith(200, { success: true, data: authSession() });
    const { router } = await renderApp('/login');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/login?redirect=%2Fcontact');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });
});

describe('login page in Arabic', () => {
  const AR = { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' };

  async function inArabic() {
    localStorage.setItem('language', 'ar');
    await i18n.changeLanguage('ar');
    await renderApp('/login');
    expect(screen.getByRole('heading', { name: 'مرحباً بعودتك' })).toBeInTheDocument();
  }

  it.each([
    [401, 'INVALID_CREDENTIALS', 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يرجى المحاولة مجدداً.'],
    [404, 'USER_NOT_FOUND', 'لا يوجد حساب بهذا البريد الإلكتروني. يرجى التحقق من بريدك أو إنشاء حساب جديد.'],
    [423, 'ACCOUNT_LOCKED', 'تم قفل حسابك مؤقتاً بسبب محاولات فاشلة متعددة. يرجى المحاولة لاحقاً.'],
    [403, 'ACCOUNT_DISABLED', 'تم تعطيل حسابك. تواصل مع الدعم.'],
    [500, 'INTERNAL_ERROR', 'تعذّر تسجيل الدخول. يرجى المحاولة لاحقاً.'],
  ])('answers %s %s in Arabic', async (status, code, text) => {
    failure(status, code);
    await inArabic();
    await logIn(AR);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
  });

  it('says a locked account waits in Arabic words and digits', async () => {
    failure(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 600 });
    await inArabic();
    await logIn(AR);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('يمكنك المحاولة مجدداً بعد ١٠ دقائق.');
  });
});
