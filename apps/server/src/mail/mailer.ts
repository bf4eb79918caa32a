import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type OutboxEntry = MailMessage & { createdAt: string };
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Present only when no SMTP is configured: the dev outbox keeps what would have been sent. */
  outbox?: OutboxEntry[];
  close(): Promise<void>;
};

const OUTBOX_SIZE = 50;

/** SMTP when SMTP_URL is set; otherwise log the message and keep it in an in-memory outbox. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from);
  return createLogMailer(options.logger);
}

function createSmtpMailer(url: string, from: string): Mailer {
  // Bounded waits: a sign-up answers 503 within seconds when the mail server hangs.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

function createLogMailer(logger: FastifyBaseLogger): Mailer {
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    async send(message) {
      logger.info({ to: message.to, subject: message.subject }, `mail (no SMTP_URL set):\n${message.text}`);
      outbox.unshift({ ...message, createdAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
    },
    async close() {},
  };
}
