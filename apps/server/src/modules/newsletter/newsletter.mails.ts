import type { MailMessage } from '../../platform/mail/mailer.js';
import { linkHtml, mailDocument, textToHtml } from '../../platform/mail/mail-html.js';

/** The mails' languages: Arabic for Arabic readers, English for everyone else. */
export type MailLanguage = 'en' | 'ar';
export const mailLanguage = (language: string): MailLanguage => (language === 'ar' ? 'ar' : 'en');

const CONFIRM = {
  en: {
    subject: 'Confirm your subscription to the Souqna newsletter',
    intro: 'Someone (we hope you) asked to receive the Souqna newsletter at this address.',
    action: 'Open this link to confirm:',
    ignore: 'If this was not you, ignore this email: you will receive nothing.',
    signature: 'The Souqna team',
  },
  ar: {
    subject: 'أكِّد اشتراكك في نشرة سوقنا البريدية',
    intro: 'طلب أحدهم (نرجو أن تكون أنت) تلقي نشرة سوقنا البريدية على هذا العنوان.',
    action: 'افتح هذا الرابط للتأكيد:',
    ignore: 'إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة، ولن يصلك شيء.',
    signature: 'فريق سوقنا',
  },
};

/** The double opt-in mail: nothing else is sent to the address until its link is opened. */
export function confirmMail(to: string, language: string, link: string): MailMessage {
  const lang = mailLanguage(language);
  const words = CONFIRM[lang];
  const text = [words.intro, `${words.action} ${link}`, words.ignore, words.signature].join('\n\n');
  const html = mailDocument(
    lang,
    textToHtml(`${words.intro}\n\n${words.action}`) +
      linkHtml(link) +
      textToHtml(`${words.ignore}\n\n${words.signature}`),
  );
  return { to, subject: words.subject, text, html, language: lang };
}

const FOOTER = {
  en: { why: 'You receive this because you subscribed to the Souqna newsletter.', leave: 'Unsubscribe:' },
  ar: { why: 'تصلك هذه الرسالة لأنك اشتركت في نشرة سوقنا البريدية.', leave: 'إلغاء الاشتراك:' },
};

export interface NewsletterContent {
  subject: string;
  body: string;
}

/** One newsletter in one language, its unsubscribe link in the text and the HTML alike. */
export function newsletterMail(
  to: string,
  language: MailLanguage,
  content: NewsletterContent,
  unsubscribe: { page: string; headers: Record<string, string> },
): MailMessage {
  const unsubscribeUrl = unsubscribe.page;
  const footer = FOOTER[language];
  const text = `${content.body.trim()}\n\n--\n${footer.why}\n${footer.leave} ${unsubscribeUrl}`;
  const html = mailDocument(
    language,
    `${textToHtml(content.body)}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">` +
      `<p style="margin:0 0 8px;font-size:13px;color:#475569">${footer.why}</p>` +
      linkHtml(unsubscribeUrl, footer.leave.replace(/:$/, '')),
  );
  // List-Unsubscribe (RFC 8058): mail clients offer their own one-click button.
  return { to, subject: content.subject, text, html, language, headers: unsubscribe.headers };
}
