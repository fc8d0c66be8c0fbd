import type { Config } from './config';
import type { DocumentRenderer, TokenService } from './context-types';
import type { DatabaseKind, Db } from './db/database';
import type { EventBus } from './events/event-bus';
import type { EmailOutbox } from './mail/email-outbox';
import type { Storage } from './storage/storage';

/** What route plugins and services need; built once by `buildApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** Sends the queued emails (services queue them with queueEmails in their transaction). */
  emailOutbox: EmailOutbox;
  storage: Storage;
  /** The worker threads that render PDFs. */
  documents: DocumentRenderer;
  tokens: TokenService;
  /** In-transaction events and hooks: how a change's side effects reach the modules that listen (events/). */
  events: EventBus;
  /** Today 'YYYY-MM-DD' in UTC, the day the date rules (due dates, overdue) use; tests inject a fixed day. */
  today: () => string;
}
