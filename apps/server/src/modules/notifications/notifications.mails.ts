import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml, linkHtml, mailDocument, textToHtml } from '../../platform/mail/mail-html.js';
import { textLanguage, type TextLanguage } from './notifications.texts.js';

const WORDS = {
  en: {
    subject: (name: string, title: string | null) =>
      title ? `New message from ${name} about “${title}”` : `New message from ${name}`,
    unread: (count: number) =>
      count === 1 ? 'You have an unread message:' : `You have ${count} unread messages in this conversation:`,
    open: 'Read and reply:',
    why: 'You get this email because you chose email for new messages (at most one an hour per conversation).',
    leave: 'Unsubscribe:',
  },
  ar: {
    subject: (name: string, title: string | null) =>
      title ? `رسالة جديدة من ${name} بخصوص «${title}»` : `رسالة جديدة من ${name}`,
    unread: (count: number) =>
      count === 1 ? 'لديك رسالة غير مقروءة:' : `لديك ${count} رسائل غير مقروءة في هذه المحادثة:`,
    open: 'اقرأ وردّ:',
    why: 'تصلك هذه الرسالة لأنك اخترت البريد للرسائل الجديدة (مرة في الساعة على الأكثر لكل محادثة).',
    leave: 'إلغاء الاشتراك:',
  },
} satisfies Record<TextLanguage, unknown>;

export interface MessageMailInput {
  to: string;
  language: string;
  senderName: string;
  listingTitle: string | null;
  unread: number;
  /** Newest first, as quoted. */
  quotes: readonly { name: string; content: string }[];
  threadUrl: string;
  unsubscribe: { page: string; headers: Record<string, string> };
}

/** The footer of every notification mail: why it came and the one link that stops it. */
export function mailFooter(language: TextLanguage, why: string, leave: string, page: string) {
  return {
    text: `--\n${why}\n${leave} ${page}`,
    html:
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">' +
      `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(why)}</p>` +
      linkHtml(page, leave.replace(/:$/, '')),
  };
}

/** A NEW_MESSAGE mail: who wrote, the unread messages quoted (escaped), the thread's link. */
export function messageMail(input: MessageMailInput): MailMessage {
  const language = textLanguage(input.language);
  const words = WORDS[language];
  const footer = mailFooter(language, words.why, words.leave, input.unsubscribe.page);
  const quoted = input.quotes.map((quote) => `${quote.name}: ${quote.content}`);
  const text = [words.unread(input.unread), ...quoted, `${words.open} ${input.threadUrl}`, footer.text].join(
    '\n\n',
  );
  const html = mailDocument(
    language,
    textToHtml(words.unread(input.unread)) +
      input.quotes
        .map(
          (quote) =>
            `<blockquote style="margin:0 0 16px;padding:8px 12px;border-inline-start:3px solid #cbd5e1"><strong>${escapeHtml(quote.name)}</strong>${textToHtml(quote.content)}</blockquote>`,
        )
        .join('') +
      linkHtml(input.threadUrl, words.open.replace(/:$/, '')) +
      footer.html,
  );
  return {
    to: input.to,
    subject: words.subject(input.senderName, input.listingTitle),
    text,
    html,
    language,
    headers: input.unsubscribe.headers,
  };
}
