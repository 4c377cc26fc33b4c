import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, API_PATHS, MAIL_KINDS, type MailKind } from '@souqna/contracts';

/** Whom a mail was sent to: an account, or (the newsletter's subscribers) only an address. */
export type UnsubscribeSubject = { kind: MailKind } & ({ userId: string } | { email: string });

interface Payload {
  k: MailKind;
  u?: string;
  e?: string;
}

// A key of its own, derived from the server secret: a signature made for another purpose (a
// session, a mailed link) can never pass for an unsubscribe token, nor the other way round.
const keyOf = (secret: string) => createHmac('sha256', secret).update('souqna:unsubscribe:v1').digest();

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/**
 * The token of a mail's unsubscribe link: who and which kind of mail, signed. It does not expire:
 * a mail read months later must still unsubscribe, and all it can do is turn mail off.
 */
export function signUnsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const payload: Payload =
    'userId' in subject ? { k: subject.kind, u: subject.userId } : { k: subject.kind, e: subject.email };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signatureOf(secret, body)}`;
}

/** The subject of a token this server signed, or null for anything else (forged, cut, altered). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (!(MAIL_KINDS as readonly string[]).includes(payload.k)) return null;
  if (typeof payload.u === 'string') return { kind: payload.k, userId: payload.u };
  if (typeof payload.e === 'string') return { kind: payload.k, email: payload.e };
  return null;
}

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the API link
 * without anyone signing in; the web page of the same token is the link in the mail's footer.
 */
export function unsubscribeLinks(publicUrl: string, secret: string, subject: UnsubscribeSubject) {
  const token = encodeURIComponent(signUnsubscribeToken(secret, subject));
  const oneClick = `${publicUrl}${API_BASE}${API_PATHS.unsubscribe}?token=${token}`;
  return {
    page: `${publicUrl}/unsubscribe?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
