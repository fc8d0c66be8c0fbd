import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('outbox mailer (no SMTP_URL)', () => {
  let dir = '';
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file, making the folder again when it was removed', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-mailer-'));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'qi@example.com', outboxDir });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'One' });
    await fs.rm(outboxDir, { recursive: true });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Two' });
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    const text = await fs.readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(text).toContain('Subject: Second');
    expect(text).toContain('To: b@example.com');
  });
});
