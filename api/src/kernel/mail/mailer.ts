import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along, e.g. an invoice PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SendOptions {
  /**
   * Written to the log only when the mail goes to the outbox (no SMTP_URL): the line a local
   * user reads to finish a registration without a mail server, e.g. the verification code.
   */
  outboxNotice?: string;
}

/** Sends the platform's mails: through SMTP when SMTP_URL is set, else into the outbox. */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): void;
}

/** Folder of the outbox under DATA_DIR: one `.eml` file per mail. */
export function outboxDirectory(config: AppConfig): string {
  return path.join(config.dataDir, 'outbox');
}

export function createMailer(config: AppConfig, logger: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config, config.smtpUrl, logger) : outboxMailer(config, logger);
}

function smtpMailer(config: AppConfig, smtpUrl: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: config.mailFrom },
  );
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail(message);
      // Neither recipient nor subject: subjects may carry a code.
      logger.info('Mail über SMTP versendet');
    },
    close: () => transport.close(),
  };
}

function outboxMailer(config: AppConfig, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const directory = outboxDirectory(config);
  return {
    mode: 'outbox',
    async send(message, options = {}) {
      const { message: raw } = await transport.sendMail({ ...message, from: config.mailFrom });
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      // Sortable by time; the random part keeps two mails of the same millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, raw as Buffer, { mode: 0o600 });
      logger.info({ file }, 'Kein SMTP_URL gesetzt: Mail im Ausgang abgelegt');
      // Deliberately in the message text, which the log redaction (fields such as `code`)
      // does not touch: without a mail server, the log is where a local user finds the code.
      if (options.outboxNotice) logger.info(options.outboxNotice);
    },
    close: () => transport.close(),
  };
}
