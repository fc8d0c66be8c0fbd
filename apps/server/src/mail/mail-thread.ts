import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { stopWorker } from '../db/stop-worker';
import type { MailMessage } from './mailer';

/**
 * Composes and delivers emails on a thread of their own (docs/decisions/018-mail-thread.md).
 *
 * A submission emails the whole quality team. On the event-loop thread each email cost about 0.8 ms of CPU
 * (MIME composition, then the outbox file's open, write and close through the thread pool): a fifth of a
 * submission's time with two recipients. Here the event loop only posts the messages (those asked for in one
 * task go in one post); this thread composes each and hands it to SMTP, or writes it to the outbox folder
 * (synchronously: nothing else waits on this thread).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { smtpUrl, from, outboxDir } = workerData;
let transport = null;
let deliver;
if (smtpUrl) {
  transport = require(workerData.nodemailer).createTransport(smtpUrl);
  deliver = async (message) => {
    await transport.sendMail({ from, ...message });
  };
} else {
  const MailComposer = require(workerData.mailComposer);
  // The message as SMTP would carry it (CRLF line ends); one file per message, readable by its owner only.
  deliver = async (message) => {
    const raw = await new MailComposer({ from, ...message }).compile().build();
    const file = path.join(outboxDir, Date.now() + '-' + randomBytes(6).toString('hex') + '.eml');
    const write = () => fs.writeFileSync(file, raw, { mode: 0o600, flag: 'wx' });
    try {
      write();
    } catch (error) {
      // The folder is made on first use, and again when it was removed while the server runs.
      if (!error || error.code !== 'ENOENT') throw error;
      fs.mkdirSync(outboxDir, { recursive: true });
      write();
    }
  };
}
parentPort.on('message', (message) => {
  if (message === 'stop') {
    if (transport) transport.close();
    parentPort.close();
    return;
  }
  for (const { id, mail } of message) {
    deliver(mail).then(
      () => parentPort.postMessage({ id }),
      (error) => parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) }),
    );
  }
});
`;

export interface MailThreadOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

interface Call {
  resolve(): void;
  reject(error: Error): void;
}

export interface MailThread {
  /** Resolves when the message was handed to SMTP or written to the outbox; rejects with the reason. */
  deliver(message: MailMessage): Promise<void>;
  /** Stops the thread (after the deliveries asked for, which the caller waits for first). */
  close(): Promise<void>;
}

/** The mail thread, started on first use (and again after it died). */
export function createMailThread(options: MailThreadOptions): MailThread {
  const require = createRequire(import.meta.url);
  const workerData = {
    ...options,
    nodemailer: require.resolve('nodemailer'),
    mailComposer: require.resolve('nodemailer/lib/mail-composer'),
  };
  let worker: Worker | null = null;
  const calls = new Map<number, Call>();
  let nextId = 0;
  /** Messages asked for in this task, posted together (one wake-up of the thread for a team's emails). */
  let outgoing: { id: number; mail: MailMessage }[] = [];

  const failAll = (error: Error) => {
    for (const call of calls.values()) call.reject(error);
    calls.clear();
  };

  function start(): Worker {
    const thread = new Worker(WORKER_SOURCE, { eval: true, workerData });
    thread.on('message', (message: { id: number; error?: string }) => {
      const call = calls.get(message.id);
      if (!call) return;
      calls.delete(message.id);
      if (message.error === undefined) call.resolve();
      else call.reject(new Error(message.error));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error('The mail thread stopped'));
    });
    // Only the deliveries asked for keep the process alive (see deliver).
    thread.unref();
    return thread;
  }

  return {
    deliver(message) {
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      // Referenced while a delivery is under way, so that a script's last email is not cut off.
      if (calls.size === 0) thread.ref();
      return new Promise<void>((resolve, reject) => {
        calls.set(id, { resolve, reject });
        if (outgoing.length === 0) {
          queueMicrotask(() => {
            const batch = outgoing;
            outgoing = [];
            thread.postMessage(batch);
          });
        }
        outgoing.push({ id, mail: { to: message.to, subject: message.subject, text: message.text } });
      }).finally(() => {
        if (calls.size === 0) thread.unref();
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await stopWorker(thread);
    },
  };
}
