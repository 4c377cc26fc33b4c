import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

const GOOD = {
  'Your name': 'Maya',
  Email: 'maya@example.com',
  Subject: 'Hello',
  Message: 'A question about selling my car',
};

describe('contact form', () => {
  it('shows translated field errors for bad input and sends nothing', async () => {
    const fetch = answerWith(201, { success: true, data: { id: 'x', createdAt: '' } });
    await renderApp('/contact');
    await fill({ 'Your name': '', Email: 'not-an-email', Subject: '', Message: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends good input and shows the success state', async () => {
    const fetch = answerWith(201, { success: true, data: { id: 'x', createdAt: '' } });
    await renderApp('/contact');
    await fill(GOOD);
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-success')).toHaveTextContent('Thank you');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/contact$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      subject: 'Hello',
      message: 'A question about selling my car',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
  });

  it('shows server field errors by their key', async () => {
    answerWith(400, {
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        details: { fields: [{ path: 'email', key: 'emailInvalid', message: 'x' }] },
      },
    });
    await renderApp('/contact');
    await fill(GOOD);
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('says what went wrong when the server fails, by its code', async () => {
    // The server's contact budget is per minute: a wait that long comes straight back to the form.
    answerWith(
      429,
      { success: false, error: { code: 'RATE_LIMIT', message: 'Rate limit exceeded' } },
      { 'Retry-After': '60' },
    );
    await renderApp('/contact');
    await fill(GOOD);
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('speaks Arabic, with Arabic digits in limits', async () => {
    localStorage.setItem('language', 'ar');
    const { i18n } = await import('../../../shared/lib/i18n');
    await i18n.changeLanguage('ar');
    try {
      await renderApp('/contact');
      const form = screen.getByTestId('contact-form');
      await userEvent.type(within(form).getByLabelText('الرسالة'), 'قصير');
      await userEvent.click(within(form).getByRole('button', { name: 'إرسال الرسالة' }));
      expect(await screen.findByText('يرجى إدخال اسمك')).toBeInTheDocument();
      expect(screen.getByText('يجب ألا يقل عن ١٠ أحرف')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
