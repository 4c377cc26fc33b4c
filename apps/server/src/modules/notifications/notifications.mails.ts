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

const DIGEST_WORDS = {
  en: {
    subject: 'Your Souqna daily digest',
    intro: 'Here is what happened on Souqna since yesterday.',
    activity: 'Your listings and saved listings',
    search: (name: string, count: number, shown: string) =>
      count === 1 ? `1 new listing matches “${name}”` : `${shown} new listings match “${name}”`,
    view: 'View listing',
    why: 'You get this email because you chose the daily digest (one a day at most, only when there is news).',
    leave: 'Unsubscribe:',
  },
  ar: {
    subject: 'ملخصك اليومي من سوقنا',
    intro: 'إليك ما جرى في سوقنا منذ الأمس.',
    activity: 'إعلاناتك والإعلانات التي حفظتها',
    search: (name: string, count: number, shown: string) =>
      count === 1 ? `إعلان جديد يطابق «${name}»` : `${shown} إعلانات جديدة تطابق «${name}»`,
    view: 'عرض الإعلان',
    why: 'تصلك هذه الرسالة لأنك اخترت الملخص اليومي (مرة في اليوم على الأكثر، وفقط حين يوجد جديد).',
    leave: 'إلغاء الاشتراك:',
  },
} satisfies Record<TextLanguage, unknown>;

/** A listing as a mail shows it: every URL absolute, the price already in the reader's digits. */
export interface MailListingCard {
  title: string;
  price: string;
  url: string;
  image: string | null;
}

export interface DigestMailInput {
  to: string;
  language: string;
  /** Notifications of the day, in the words they were made in. */
  activity: readonly { title: string; message: string; listing: MailListingCard | null }[];
  /** `countText`: the count in the reader's digits. */
  searches: readonly {
    name: string;
    count: number;
    countText: string;
    listings: readonly MailListingCard[];
  }[];
  unsubscribe: { page: string; headers: Record<string, string> };
}

function cardHtml(card: MailListingCard, view: string) {
  const image = card.image
    ? `<a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.image)}" alt="" width="120" style="display:block;width:120px;height:auto;border-radius:6px;margin:0 0 8px"></a>`
    : '';
  return (
    `<div style="margin:0 0 16px">${image}` +
    `<p style="margin:0 0 4px"><strong>${escapeHtml(card.title)}</strong></p>` +
    `<p style="margin:0 0 4px">${escapeHtml(card.price)}</p>` +
    `<a href="${escapeHtml(card.url)}">${escapeHtml(view)}</a></div>`
  );
}

const cardText = (card: MailListingCard) => `${card.title} — ${card.price}\n${card.url}`;

/** The daily digest: the day's listing activity, then each daily search's new matches. */
export function digestMail(input: DigestMailInput): MailMessage {
  const language = textLanguage(input.language);
  const words = DIGEST_WORDS[language];
  const footer = mailFooter(language, words.why, words.leave, input.unsubscribe.page);
  const text: string[] = [words.intro];
  let html = textToHtml(words.intro);
  if (input.activity.length > 0) {
    text.push(`== ${words.activity} ==`);
    html += `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(words.activity)}</h2>`;
    for (const item of input.activity) {
      text.push(
        [`${item.title}: ${item.message}`, item.listing ? cardText(item.listing) : ''].join('\n').trim(),
      );
      html +=
        `<p style="margin:0 0 8px"><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.message)}</p>` +
        (item.listing ? cardHtml(item.listing, words.view) : '');
    }
  }
  for (const search of input.searches) {
    const heading = words.search(search.name, search.count, search.countText);
    text.push(`== ${heading} ==`, ...search.listings.map(cardText));
    html +=
      `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(heading)}</h2>` +
      search.listings.map((card) => cardHtml(card, words.view)).join('');
  }
  return {
    to: input.to,
    subject: words.subject,
    text: [...text, footer.text].join('\n\n'),
    html: mailDocument(language, html + footer.html),
    language,
    headers: input.unsubscribe.headers,
  };
}

const EXPIRY_WORDS = {
  en: {
    subject: (title: string) => `Your listing “${title}” expires soon`,
    body: (title: string, within: string) =>
      `“${title}” expires ${within} and then leaves search. Renew it with one click to keep it there for another 60 days.`,
    renew: 'Renew it:',
    why: 'You get this email because you chose email copies of your listing updates.',
    leave: 'Unsubscribe:',
  },
  ar: {
    subject: (title: string) => `إعلانك «${title}» على وشك الانتهاء`,
    body: (title: string, within: string) =>
      `ينتهي «${title}» ${within} ثم يختفي من البحث. جدّده بنقرة واحدة ليبقى ظاهراً ٦٠ يوماً أخرى.`,
    renew: 'جدّده:',
    why: 'تصلك هذه الرسالة لأنك اخترت نسخاً بالبريد من تحديثات إعلاناتك.',
    leave: 'إلغاء الاشتراك:',
  },
} satisfies Record<TextLanguage, unknown>;

export interface ExpiryMailInput {
  to: string;
  language: string;
  title: string;
  /** How soon, in the reader's words and digits ('in 2 days', 'خلال يومين'). */
  within: string;
  renewUrl: string;
  unsubscribe: { page: string; headers: Record<string, string> };
}

/** The 3-days-before warning of a listing's expiry, with the link to its one-click renewal. */
export function expiryMail(input: ExpiryMailInput): MailMessage {
  const language = textLanguage(input.language);
  const words = EXPIRY_WORDS[language];
  const footer = mailFooter(language, words.why, words.leave, input.unsubscribe.page);
  const body = words.body(input.title, input.within);
  return {
    to: input.to,
    subject: words.subject(input.title),
    text: [body, `${words.renew} ${input.renewUrl}`, footer.text].join('\n\n'),
    html: mailDocument(
      language,
      textToHtml(body) + linkHtml(input.renewUrl, words.renew.replace(/:$/, '')) + footer.html,
    ),
    language,
    headers: input.unsubscribe.headers,
  };
}
