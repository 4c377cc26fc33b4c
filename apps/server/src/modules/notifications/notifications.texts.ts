/**
 * The server's words for notifications, in the recipient's language at the time one is made (the
 * mails' languages: English and Arabic; the other interface languages read the English).
 */
export type TextLanguage = 'en' | 'ar';
export const textLanguage = (language: string): TextLanguage => (language === 'ar' ? 'ar' : 'en');

export interface Reader {
  language: string;
  latinDigits: boolean;
}

/** A message's preview in a notification: long enough for the page, the bell cuts it at 50. */
const PREVIEW = 140;
const cut = (text: string, max = PREVIEW) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const CURRENCY = { en: { SYP: 'SYP', USD: 'USD' }, ar: { SYP: 'ل.س', USD: 'دولار' } } as const;

// Arabic digits for Arabic readers unless they chose Latin ones. One formatter per locale: making
// one costs more than formatting, and a fan-out formats for thousands of readers.
const formatters = new Map<string, Intl.NumberFormat>();
export function formatNumber(reader: Reader, value: number) {
  const locale = textLanguage(reader.language) === 'ar' && !reader.latinDigits ? 'ar-SY' : 'en-US';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** A price as its reader reads numbers and names currencies. */
export const formatPrice = (reader: Reader, amount: number, currency: 'SYP' | 'USD') =>
  `${formatNumber(reader, amount)} ${CURRENCY[textLanguage(reader.language)][currency]}`;

const count = formatNumber;

export interface PriceFacts {
  title: string;
  oldPrice: number;
  oldCurrency: 'SYP' | 'USD';
  newPrice: number;
  currency: 'SYP' | 'USD';
}

export interface Text {
  title: string;
  message: string;
}

/**
 * A message's photos in words: 'Photo', '2 photos'; in Arabic the noun follows the count (صورة،
 * صورتان، ٣ صور … ١٠ صور، ١١ صورة).
 */
function photosText(reader: Reader, photos: number) {
  if (textLanguage(reader.language) !== 'ar') return photos > 1 ? `${photos} photos` : 'Photo';
  if (photos <= 2) return photos === 2 ? 'صورتان' : 'صورة';
  const tens = photos % 100;
  return `${count(reader, photos)} ${tens >= 3 && tens <= 10 ? 'صور' : 'صورة'}`;
}

/**
 * How soon, in words: 'in 1 day', 'in 2 days'; in Arabic with the dual and the noun that follows
 * the count (خلال يوم واحد، خلال يومين، خلال ٣ أيام، خلال ١١ يوماً).
 */
export function withinDays(reader: Reader, days: number) {
  if (textLanguage(reader.language) !== 'ar') return `in ${days} ${days === 1 ? 'day' : 'days'}`;
  if (days <= 2) return days === 2 ? 'خلال يومين' : 'خلال يوم واحد';
  const tens = days % 100;
  const noun = tens >= 3 && tens <= 10 ? 'أيام' : tens >= 11 ? 'يوماً' : 'يوم';
  return `خلال ${count(reader, days)} ${noun}`;
}

/** What a message says in a preview: its text, else what it carries (photos only). */
function messagePreview(reader: Reader, content: string, photos: number) {
  return content.trim() || photos === 0 ? cut(content) : photosText(reader, photos);
}

/** A message as a mail quotes it: its text whole, then its photos on a line of their own ('📷 2 photos'). */
export const quotedMessage = (reader: Reader, message: { content: string; photos: number }) =>
  [
    message.content.trim() && message.content,
    message.photos > 0 && `📷 ${photosText(reader, message.photos)}`,
  ]
    .filter(Boolean)
    .join('\n');

export const newMessageText = (
  reader: Reader,
  sender: string,
  message: { content: string; photos: number },
  messages: number,
): Text =>
  textLanguage(reader.language) === 'ar'
    ? {
        title: messages > 1 ? `${count(reader, messages)} رسائل جديدة` : 'رسالة جديدة',
        message: `${sender}: ${messagePreview(reader, message.content, message.photos)}`,
      }
    : {
        title: messages > 1 ? `${messages} new messages` : 'New Message',
        message: `${sender}: ${messagePreview(reader, message.content, message.photos)}`,
      };

export const interestText = (reader: Reader, title: string, people: number): Text =>
  textLanguage(reader.language) === 'ar'
    ? {
        title: 'اهتمام بإعلانك',
        message:
          people > 1
            ? `${count(reader, people)} أشخاص حفظوا إعلانك «${cut(title, 80)}» اليوم`
            : `حفظ أحدهم إعلانك «${cut(title, 80)}» اليوم`,
      }
    : {
        title: 'Interest in your listing',
        message:
          people > 1
            ? `${people} people saved your “${cut(title, 80)}” today`
            : `Someone saved your “${cut(title, 80)}” today`,
      };

/** A drop says by how much (within one currency); a rise or a currency change says the new price. */
export function priceText(reader: Reader, facts: PriceFacts): Text {
  const ar = textLanguage(reader.language) === 'ar';
  const title = cut(facts.title, 80);
  const now = formatPrice(reader, facts.newPrice, facts.currency);
  const was = formatPrice(reader, facts.oldPrice, facts.oldCurrency);
  if (facts.oldCurrency === facts.currency && facts.newPrice < facts.oldPrice) {
    const by = formatPrice(reader, facts.oldPrice - facts.newPrice, facts.currency);
    return ar
      ? { title: 'انخفض السعر', message: `انخفض سعر «${title}» بمقدار ${by} إلى ${now}` }
      : { title: 'Price drop', message: `“${title}” dropped by ${by} to ${now}` };
  }
  return ar
    ? { title: 'تغيّر السعر', message: `أصبح سعر «${title}» ${now} (كان ${was})` }
    : { title: 'Price changed', message: `“${title}” now costs ${now} (was ${was})` };
}

export const soldText = (reader: Reader, title: string, status: 'sold' | 'rented'): Text =>
  textLanguage(reader.language) === 'ar'
    ? status === 'sold'
      ? { title: 'بيع إعلان محفوظ', message: `تم بيع «${cut(title, 80)}» الذي حفظته` }
      : { title: 'أُجّر إعلان محفوظ', message: `تم تأجير «${cut(title, 80)}» الذي حفظته` }
    : status === 'sold'
      ? { title: 'A saved listing was sold', message: `“${cut(title, 80)}”, which you saved, has been sold` }
      : {
          title: 'A saved listing was rented',
          message: `“${cut(title, 80)}”, which you saved, has been rented`,
        };

export const publishedText = (reader: Reader, title: string, approved: boolean): Text =>
  textLanguage(reader.language) === 'ar'
    ? {
        title: approved ? 'تمت الموافقة على إعلانك' : 'نُشر إعلانك',
        message: approved
          ? `تمت مراجعة «${cut(title, 80)}» وهو الآن ظاهر للجميع`
          : `«${cut(title, 80)}» منشور الآن وظاهر للجميع`,
      }
    : {
        title: approved ? 'Your listing was approved' : 'Your listing is live',
        message: approved
          ? `“${cut(title, 80)}” was reviewed and is now visible to everyone`
          : `“${cut(title, 80)}” is now published and visible to everyone`,
      };

/**
 * NEW_LISTING_MATCH: one listing ("“Corolla 2015” matches your search “Cars in Aleppo”"), or, without
 * a title (the daily alert) or past one, the count a burst or a day grew to.
 */
export function matchText(reader: Reader, search: string, listingTitle: string, matches: number): Text {
  const name = cut(search, 60);
  const one = matches === 1 && listingTitle ? cut(listingTitle, 80) : null;
  if (textLanguage(reader.language) === 'ar') {
    return {
      title: `جديد في بحثك «${name}»`,
      message: one
        ? `«${one}» يطابق بحثك «${name}»`
        : matches === 1
          ? `إعلان جديد يطابق بحثك «${name}»`
          : `${count(reader, matches)} إعلانات جديدة تطابق بحثك «${name}»`,
    };
  }
  return {
    title: `New in your search “${name}”`,
    message: one
      ? `“${one}” matches your search “${name}”`
      : matches === 1
        ? `A new listing matches your search “${name}”`
        : `${matches} new listings match your search “${name}”`,
  };
}
