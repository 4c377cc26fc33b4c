import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/lib/i18n';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('unlock-account page', () => {
  it('sends the link’s token once and says the account is unlocked', async () => {
    const fetch = answerWith(200, { success: true, data: { message: 'Your account is unlocked' } });
    await renderApp('/unlock-account?token=header.payload.signature-of-the-link');
    expect(await screen.findByTestId('unlock-account-done')).toHaveTextContent(
      'You can sign in again from any device.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/auth/unlock-account');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      token: 'header.payload.signature-of-the-link',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says a used link is used, in Arabic too, and offers the password reset', async () => {
    answerWith(400, { success: false, error: { code: 'UNLOCK_LINK_INVALID', message: 'server text' } });
    await i18n.changeLanguage('ar');
    await renderApp('/unlock-account?token=header.payload.signature-of-the-link');
    expect(await screen.findByTestId('unlock-account-error')).toHaveTextContent(
      'رابط إلغاء القفل هذا غير صالح أو منتهي الصلاحية أو مستخدم من قبل.',
    );
    expect(screen.getByRole('link', { name: 'إعادة تعيين كلمة المرور' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });

  it('calls nothing without a token', async () => {
    const fetch = answerWith(200, { success: true, data: { message: 'x' } });
    await renderApp('/unlock-account');
    expect(screen.getByTestId('unlock-account-error')).toHaveTextContent('This link is incomplete.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
