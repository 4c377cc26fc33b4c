import { AUTH_LIMITS, type VerificationPurpose } from '@souqna/contracts';
import type { MailMessage } from '../../platform/mail/mailer.js';

type MailLanguage = 'en' | 'ar';
const mailLanguage = (language: string): MailLanguage => (language === 'ar' ? 'ar' : 'en');

const CODE_TEXTS: Record<VerificationPurpose, Record<MailLanguage, { subject: string; intro: string }>> = {
  emailVerification: {
    en: {
      subject: 'Your Souqna verification code',
      intro: 'Welcome to Souqna! Enter this code to verify your email address:',
    },
    ar: {
      subject: 'رمز التحقق من سوقنا',
      intro: 'أهلاً بك في سوقنا! أدخل هذا الرمز لتأكيد بريدك الإلكتروني:',
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your Souqna password',
      intro:
        'Someone asked to reset the password of your Souqna account. Enter this code to choose a new one:',
    },
    ar: {
      subject: 'إعادة تعيين كلمة مرور سوقنا',
      intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في سوقنا. أدخل هذا الرمز لاختيار كلمة مرور جديدة:',
    },
  },
  passwordChange: {
    en: {
      subject: 'Confirm your password change',
      intro: 'Enter this code to confirm the change of your Souqna password:',
    },
    ar: {
      subject: 'تأكيد تغيير كلمة المرور',
      intro: 'أدخل هذا الرمز لتأكيد تغيير كلمة مرور حسابك في سوقنا:',
    },
  },
  emailChange: {
    en: {
      subject: 'Confirm your new email address',
      intro: 'Enter this code to make this the email address of your Souqna account:',
    },
    ar: {
      subject: 'تأكيد بريدك الإلكتروني الجديد',
      intro: 'أدخل هذا الرمز لاعتماد هذا العنوان بريداً إلكترونياً لحسابك في سوقنا:',
    },
  },
};

const COMMON = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    expiry: `The code expires in ${AUTH_LIMITS.codeTtlMinutes} minutes.`,
    link: 'Or open this link:',
    ignore: 'If this was not you, you can ignore this email.',
    signature: 'The Souqna team',
  },
  ar: {
    greeting: (name: string) => `مرحباً ${name}،`,
    expiry: `تنتهي صلاحية الرمز خلال ${AUTH_LIMITS.codeTtlMinutes} دقيقة.`,
    link: 'أو افتح هذا الرابط:',
    ignore: 'إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة.',
    signature: 'فريق سوقنا',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** The HTML of a mail: paragraphs, then the link, then any closing paragraphs. */
function layout(
  language: MailLanguage,
  paragraphs: string[],
  highlight?: string,
  link?: string,
  closing: string[] = [],
) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map(paragraph);
  if (highlight) {
    body.splice(
      2,
      0,
      `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;direction:ltr;text-align:center">${escapeHtml(highlight)}</p>`,
    );
  }
  if (link) body.push(`<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  body.push(...closing.map(paragraph));
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">${body.join('')}</body></html>`;
}

/** The mail that carries a code (and for sign-up, a link with a token). */
export function codeMail(input: {
  to: string;
  name: string;
  language: string;
  purpose: VerificationPurpose;
  code: string;
  link?: string;
}): MailMessage {
  const language = mailLanguage(input.language);
  const texts = CODE_TEXTS[input.purpose][language];
  const common = COMMON[language];
  const lines = [common.greeting(input.name), texts.intro, input.code, common.expiry];
  if (input.link) lines.push(`${common.link} ${input.link}`);
  lines.push(common.ignore, common.signature);
  const paragraphs = [common.greeting(input.name), texts.intro, common.expiry];
  if (input.link) paragraphs.push(common.link);
  return {
    to: input.to,
    subject: texts.subject,
    language,
    text: lines.join('\n\n'),
    html: layout(language, [...paragraphs, common.ignore, common.signature], input.code, input.link),
  };
}

const LOGIN_TEXTS = {
  en: {
    subject: 'New sign-in to your Souqna account',
    body: (when: string, from: string) => `Your account was just signed in to on ${when} from ${from}.`,
    advice: 'If this was you, there is nothing to do. If not, change your password at once.',
  },
  ar: {
    subject: 'تسجيل دخول جديد إلى حسابك في سوقنا',
    body: (when: string, from: string) => `تم تسجيل الدخول إلى حسابك في ${when} من ${from}.`,
    advice: 'إن كنت أنت فلا حاجة لأي إجراء. وإلا فغيّر كلمة المرور فوراً.',
  },
};

/** Security setting `loginNotifications`: a mail on each new sign-in. */
export function loginAlertMail(input: {
  to: string;
  name: string;
  language: string;
  timezone: string;
  at: Date;
  ip: string;
  userAgent?: string;
}): MailMessage {
  const language = mailLanguage(input.language);
  const texts = LOGIN_TEXTS[language];
  const when = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SY' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: input.timezone,
  }).format(input.at);
  const from = [input.ip, input.userAgent?.slice(0, 120)].filter(Boolean).join(' — ');
  const paragraphs = [
    COMMON[language].greeting(input.name),
    texts.body(when, from),
    texts.advice,
    COMMON[language].signature,
  ];
  return {
    to: input.to,
    subject: texts.subject,
    language,
    text: paragraphs.join('\n\n'),
    html: layout(language, paragraphs),
  };
}

const LOCKED_TEXTS = {
  en: {
    subject: 'Your Souqna account was locked for new devices',
    body: (until: string) =>
      `Someone tried many wrong passwords on your account, so it is locked for new devices and addresses until ${until}. Devices you already signed in from still sign in as usual.`,
    action: 'If this was you, open this link to unlock it now (it works once, for 24 hours):',
    advice: 'If it was not you, your password held. You can still reset it at any time.',
  },
  ar: {
    subject: 'تم قفل حسابك في سوقنا أمام الأجهزة الجديدة',
    body: (until: string) =>
      `حاول أحدهم الدخول إلى حسابك بكلمات مرور خاطئة كثيرة، لذلك قُفل أمام الأجهزة والعناوين الجديدة حتى ${until}. الأجهزة التي سجّلت الدخول منها سابقاً تدخل كالمعتاد.`,
    action: 'إن كنت أنت، فافتح هذا الرابط لإلغاء القفل الآن (يعمل مرة واحدة خلال 24 ساعة):',
    advice: 'وإن لم تكن أنت، فكلمة مرورك صمدت. ويمكنك إعادة تعيينها في أي وقت.',
  },
};

/** Login protection: the one mail a lock sends, with its one-click unlock link. */
export function accountLockedMail(input: {
  to: string;
  name: string;
  language: string;
  timezone: string;
  link: string;
  until: Date;
}): MailMessage {
  const language = mailLanguage(input.language);
  const texts = LOCKED_TEXTS[language];
  const until = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SY' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: input.timezone,
    timeZoneName: 'short',
  }).format(input.until);
  const paragraphs = [COMMON[language].greeting(input.name), texts.body(until), texts.action];
  const closing = [texts.advice, COMMON[language].signature];
  return {
    to: input.to,
    subject: texts.subject,
    language,
    text: [...paragraphs, input.link, ...closing].join('\n\n'),
    html: layout(language, paragraphs, undefined, input.link, closing),
  };
}
