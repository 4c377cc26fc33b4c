import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `ar` mails are laid out right to left; used for the Content-Language header. */
  language: string;
  /** Extra headers, such as `List-Unsubscribe` (platform/mail/unsubscribe-token.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP_URL. Without one, each mail is written to the log instead, so someone running
 * the app locally can read their verification code (the only place a code is ever logged).
 */
export function createMailer(options: { smtpUrl?: string; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject } },
          `mail (no SMTP_URL set):\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl, {
    // A slow relay must not hold a request (and its rate-limit slot) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers, 'Content-Language': message.language },
      });
    },
    close: () => transport.close(),
  };
}
