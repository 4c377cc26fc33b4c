// Reads the mail the server under test sent, from the SMTP sink e2e/serve.mjs runs.
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function mailsTo(email: string): Promise<SentMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailPort}/?to=${encodeURIComponent(email)}`);
  return (await response.json()) as SentMail[];
}

/** The newest mail to `email` once at least `count` have arrived (polls for up to 10 s). */
export async function latestMail(email: string, count = 1): Promise<SentMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code of the newest mail to `email`. */
export async function latestCode(email: string, count = 1): Promise<string> {
  const mail = await latestMail(email, count);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}
