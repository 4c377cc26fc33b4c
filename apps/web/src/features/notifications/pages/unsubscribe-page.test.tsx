import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/lib/i18n';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

// A token as the server signs them: the kind is readable, the signature only the server checks.
const tokenOf = (kind: string) =>
  `${btoa(JSON.stringify({ k: kind, u: 'some-user' })).replace(/=+$/, '')}.sig`;

describe('unsubscribe page', () => {
  it('asks first, then posts the token once the button is pressed and says what stopped', async () => {
    const fetch = answerWith(200, { success: true, data: { kind: 'digest' } });
    await renderApp(`/unsubscribe?token=${encodeURIComponent(tokenOf('digest'))}`);
    expect(await screen.findByText('Stop the daily digest email?')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('unsubscribe-confirm'));
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent(
      'You will no longer get the daily digest email.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/unsubscribe');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ token: tokenOf('digest') });
  });

  it('says a refused link is invalid, in Arabic', async () => {
    answerWith(400, { success: false, error: { code: 'UNSUBSCRIBE_LINK_INVALID', message: 'server text' } });
    await i18n.changeLanguage('ar');
    await renderApp(`/unsubscribe?token=${encodeURIComponent(tokenOf('messages'))}`);
    expect(await screen.findByText('هل تريد إيقاف رسائل البريد عن الرسائل الجديدة؟')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('unsubscribe-confirm'));
    expect(await screen.findByTestId('unsubscribe-error')).toHaveTextContent(
      'رابط إلغاء الاشتراك هذا غير صالح.',
    );
  });

  it('calls nothing for a missing or unreadable token', async () => {
    const fetch = answerWith(200, { success: true, data: { kind: 'digest' } });
    await renderApp('/unsubscribe?token=garbage');
    expect(await screen.findByTestId('unsubscribe-error')).toHaveTextContent(
      'This unsubscribe link is invalid.',
    );
    expect(screen.queryByTestId('unsubscribe-confirm')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
