import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { startTestSmtpServer } from '../../test/helpers/test-smtp-server';
import { createMailTransport } from './mail-transport';

const tempDir = useTempDirs();

describe('outbox folder transport (no SMTP_URL)', () => {
  it('writes each message as an .eml file (CRLF, owner-only), making the folder again when it was removed', async () => {
    const outboxDir = path.join(tempDir('qi-mailer-'), 'outbox');
    const outbox = createMailTransport({ smtpUrl: undefined, from: 'qi@example.com', outboxDir });
    await outbox.deliver({ to: 'a@example.com', subject: 'First', text: 'One' });
    await fs.rm(outboxDir, { recursive: true });
    await outbox.deliver({ to: 'b@example.com', subject: 'Second – ü', text: 'Two\nlines' });
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    const file = path.join(outboxDir, files[0] ?? '');
    const text = await fs.readFile(file, 'utf8');
    expect(text).toContain('From: qi@example.com\r\n');
    expect(text).toContain('To: b@example.com\r\n');
    expect(text).toContain('Subject: =?UTF-8?Q?Second_=E2=80=93_=C3=BC?=\r\n');
    expect(text).toMatch(/\r\n\r\nTwo\r\nlines\r?\n?$/);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    outbox.close();
  });

  it('rejects when the folder cannot be written', async () => {
    const dir = tempDir('qi-mailer-');
    const blocked = path.join(dir, 'not-a-folder');
    await fs.writeFile(blocked, '');
    const outbox = createMailTransport({ smtpUrl: undefined, from: 'qi@example.com', outboxDir: blocked });
    await expect(outbox.deliver({ to: 'a@example.com', subject: 'Lost', text: 'x' })).rejects.toThrow(
      /ENOTDIR|EEXIST/,
    );
  });
});

describe('SMTP transport (SMTP_URL)', () => {
  it('hands each message to the SMTP server, and rejects when the server refuses it', async () => {
    const server = await startTestSmtpServer();
    const smtp = createMailTransport({
      smtpUrl: server.url,
      from: 'qi@example.com',
      outboxDir: tempDir('qi-mailer-unused-'),
    });
    try {
      await smtp.deliver({ to: 'quality@example.com', subject: 'Incident 7: submitted', text: 'Hello' });
      server.refuse(1);
      await expect(smtp.deliver({ to: 'admin@example.com', subject: 'Refused', text: 'Hi' })).rejects.toThrow(
        /451/,
      );
      expect(server.received.map((m) => [m.from, m.to])).toEqual([
        ['qi@example.com', ['quality@example.com']],
      ]);
      expect(server.received[0]?.data).toContain('Subject: Incident 7: submitted');
    } finally {
      smtp.close();
      await server.close();
    }
  });
});
