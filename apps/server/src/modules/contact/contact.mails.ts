import type { MailMessage } from '../../platform/mail/mailer.js';
import { mailDocument, textToHtml } from '../../platform/mail/mail-html.js';

/**
 * An admin's answer to a contact message, in plain text and HTML: both are the admin's words as
 * typed (escaped in the HTML), then what the person asked, quoted. English: the contact form
 * keeps no language, and its messages come in both.
 */
export function contactReplyMail(input: {
  to: string;
  name: string;
  subject: string;
  message: string;
  reply: string;
}): MailMessage {
  const greeting = `Hello ${input.name},`;
  const quoted = `On your message "${input.subject}":\n${input.message}`;
  const signature = 'The Souqna team';
  const text = [greeting, input.reply.trim(), signature, '--', quoted].join('\n\n');
  const html = mailDocument(
    'en',
    textToHtml(`${greeting}\n\n${input.reply}\n\n${signature}`) +
      `<blockquote style="margin:24px 0 0;padding:0 12px;border-inline-start:3px solid #cbd5e1;color:#475569">${textToHtml(quoted)}</blockquote>`,
  );
  return { to: input.to, subject: `Re: ${input.subject}`, text, html, language: 'en' };
}
