import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface MailCatcher {
  smtpUrl: string;
  mails: CaughtMail[];
  /** Waits for the newest mail to `address` that matches, e.g. one carrying a code. */
  waitForMail(address: string, matching?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every mail it receives, so browser tests read real mails. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const findMail = (address: string, matching?: RegExp) =>
    [...mails]
      .reverse()
      .find(
        (mail) => mail.to.includes(address.toLowerCase()) && (!matching || matching.test(mail.raw)),
      );

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(address, matching, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = findMail(address, matching);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`Keine Mail an ${address} angekommen.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mails are quoted-printable or plain; soft line breaks are removed before searching. */
export function mailText(mail: CaughtMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
