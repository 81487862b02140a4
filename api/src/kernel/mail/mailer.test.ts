import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../logging/logger';
import { createTestConfig } from '../testing/test-config';
import { createMailer } from './mailer';
import { readOutbox } from './outbox-reader';
import { renderMail } from './mail-layout';

const message = {
  to: 'anna@example.de',
  subject: 'Ihr Bestätigungscode: 123456',
  ...renderMail({
    greeting: 'Guten Tag Frau Schmidt,',
    paragraphs: ['Ihr Code für die Anmeldung <sicher> & schnell:'],
    highlight: '123456',
    closing: ['Grüße aus Kiel – Straße, Größe, Übergabe.'],
    signature: 'Ihr Team der Bildbote GmbH',
  }),
};

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

function testConfig(env: NodeJS.ProcessEnv = {}) {
  const config = createTestConfig(env);
  dataDirs.push(config.dataDir);
  return config;
}

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

describe('without SMTP_URL', () => {
  it('writes the mail as .eml into DATA_DIR/outbox, readable as the recipient sees it', async () => {
    const config = testConfig();
    const { logger } = capturingLogger();
    const mailer = createMailer(config, logger);

    await mailer.send(message);

    const [mail] = await readOutbox(config);
    expect(mailer.mode).toBe('outbox');
    expect(mail).toMatchObject({ to: 'anna@example.de', subject: 'Ihr Bestätigungscode: 123456' });
    expect(mail!.file.startsWith(`${config.dataDir}/outbox/`)).toBe(true);
    expect(mail!.text).toContain('Grüße aus Kiel – Straße, Größe, Übergabe.');
    expect(mail!.text).toContain('\n\n123456\n\n');
    expect(mail!.html).toContain('Ihr Code für die Anmeldung &lt;sicher&gt; &amp; schnell:');
  });

  it('logs the outbox notice with the code in clear, past the redaction of secrets', async () => {
    const config = testConfig();
    const { logger, lines } = capturingLogger();

    await createMailer(config, logger).send(message, {
      outboxNotice: 'Bestätigungscode für anna@example.de: 123456',
    });
    logger.info({ code: '123456' }, 'ein Feld namens code bleibt geschwärzt');

    expect(lines.map((line) => line.msg)).toContain('Bestätigungscode für anna@example.de: 123456');
    expect(lines.at(-1)).toMatchObject({ code: '[REDACTED]' });
  });
});

describe('with SMTP_URL', () => {
  it('delivers through the SMTP server, from MAIL_FROM, and logs no code', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Bildbote <no-reply@bildbote.example>',
    });
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(config, logger);
    try {
      await mailer.send(message, { outboxNotice: 'Bestätigungscode für anna@example.de: 123456' });
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    expect(mailer.mode).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('From: Bildbote <no-reply@bildbote.example>');
    expect(received[0]).toContain('To: anna@example.de');
    expect(await readOutbox(config)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});
