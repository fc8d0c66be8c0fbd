import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { createMailer, type Mailer } from './mailer';

const tempDir = useTempDirs();
const mailers: Mailer[] = [];
afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.close();
});

function mailer(options: Parameters<typeof createMailer>[0]): Mailer {
  const created = createMailer(options);
  mailers.push(created);
  return created;
}

const silentLog = () => {
  const errors: unknown[] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) };
  return { errors, log: log as unknown as Parameters<Mailer['sendInBackground']>[1] };
};

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file (CRLF, owner-only), making the folder again when it was removed', async () => {
    const outboxDir = path.join(tempDir('qi-mailer-'), 'outbox');
    const outbox = mailer({ smtpUrl: undefined, from: 'qi@example.com', outboxDir });
    await outbox.send({ to: 'a@example.com', subject: 'First', text: 'One' });
    await fs.rm(outboxDir, { recursive: true });
    await outbox.send({ to: 'b@example.com', subject: 'Second – ü', text: 'Two\nlines' });
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    const file = path.join(outboxDir, files[0] ?? '');
    const text = await fs.readFile(file, 'utf8');
    expect(text).toContain('From: qi@example.com\r\n');
    expect(text).toContain('To: b@example.com\r\n');
    expect(text).toContain('Subject: =?UTF-8?Q?Second_=E2=80=93_=C3=BC?=\r\n');
    expect(text).toMatch(/\r\n\r\nTwo\nlines\r\n$/);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    // Messages asked for together (a team's emails) travel to the thread together: each is written.
    await Promise.all(
      ['c', 'd', 'e'].map((name) => outbox.send({ to: `${name}@example.com`, subject: name, text: name })),
    );
    const all = await Promise.all(
      (await fs.readdir(outboxDir)).map((name) => fs.readFile(path.join(outboxDir, name), 'utf8')),
    );
    expect(all.map((text) => /^To: (.*)\r$/m.exec(text)?.[1]).sort()).toEqual([
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
    ]);
  });

  it('logs a failed background send without throwing, and idle() waits for the sends', async () => {
    const dir = tempDir('qi-mailer-');
    // The outbox "folder" is a file: every write fails.
    const blocked = path.join(dir, 'not-a-folder');
    await fs.writeFile(blocked, '');
    const outbox = mailer({ smtpUrl: undefined, from: 'qi@example.com', outboxDir: blocked });
    const { errors, log } = silentLog();
    outbox.sendInBackground({ to: 'a@example.com', subject: 'Lost', text: 'x' }, log);
    await outbox.idle();
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('Lost');
    await expect(outbox.send({ to: 'a@example.com', subject: 'Lost', text: 'x' })).rejects.toThrow(
      /ENOTDIR|EEXIST/,
    );
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  it('hands each message to the SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const smtp = mailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'qi@example.com',
        outboxDir: tempDir('qi-mailer-unused-'),
      });
      await smtp.send({ to: 'quality@example.com', subject: 'Incident 7: submitted', text: 'Hello' });
      const { errors, log } = silentLog();
      smtp.sendInBackground({ to: 'admin@example.com', subject: 'Incident 8: submitted', text: 'Hi' }, log);
      await smtp.idle();
      expect(errors).toEqual([]);
      expect(received.map((m) => [m.from, m.to])).toEqual([
        ['qi@example.com', ['quality@example.com']],
        ['qi@example.com', ['admin@example.com']],
      ]);
      expect(received[0]?.data).toContain('Subject: Incident 7: submitted');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
