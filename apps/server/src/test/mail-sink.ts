import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: Date;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding = '') {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 words in headers (`=?UTF-8?B?...?=`), as nodemailer writes non-ASCII subjects. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function splitPart(raw: string) {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Enough MIME for the mails we send: text and HTML parts, nested multiparts, base64 or QP. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'receivedAt'> {
  const top = splitPart(raw);
  const found = { text: '', html: '' };
  const walk = (part: { headers: Record<string, string>; body: string }) => {
    const type = part.headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        walk(splitPart(chunk.replace(/^\r?\n/, '')));
      }
      return;
    }
    const decoded = decodeBody(part.body, part.headers['content-transfer-encoding']);
    if (/text\/html/i.test(type)) found.html ||= decoded;
    else if (/text\/plain/i.test(type)) found.text ||= decoded;
  };
  walk(top);
  return { subject: decodeHeader(top.headers.subject ?? ''), headers: top.headers, ...found };
}

/**
 * A real SMTP server on loopback that keeps what it receives: the app sends through nodemailer
 * exactly as in production, and tests read codes out of real mail.
 */
export async function startMailSink() {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        mails.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), to, receivedAt: new Date() });
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const forAddress = (email: string) => mails.filter((mail) => mail.to.includes(email.toLowerCase()));

  /** The newest mail to `email` after `count` earlier ones, waiting up to `timeoutMs`. */
  async function nextMail(
    email: string,
    after = forAddress(email).length,
    timeoutMs = 5_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (forAddress(email).length <= after) {
      if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 100);
      });
    }
    return forAddress(email).at(-1)!;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    forAddress,
    nextMail,
    /** The 6-digit code of the newest mail to `email` (after `after` earlier mails, if given). */
    async latestCode(email: string, after = 0) {
      const mail = await nextMail(email, after);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in the mail to ${email}: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
