import type { TAttachment } from '@qi/domain/attachments';
import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { createStore, del, get, set, values } from 'idb-keyval';

/** A photo or file chosen without a connection, kept on the device until it is uploaded. */
export interface QueuedFile {
  /** The upload's idempotency key, the same on every try: the server stores one attachment for it. */
  key: string;
  name: string;
  type: string;
  blob: Blob;
  /** The stored attachment once the upload succeeded (later tries skip the upload). */
  attachment?: TAttachment;
}

/** A new report saved or submitted without a connection (docs/decisions/041-offline-report-queue.md). */
export interface QueuedReport {
  id: string;
  /** Only the user who made it sees and sends it. */
  userId: string;
  /** When it was made: reports are sent in this order. */
  createdAt: number;
  /** The incident create's idempotency key, the same on every try: a retry never makes a second incident. */
  incidentKey: string;
  /** The create request; its attachments are those uploaded before the connection went. */
  body: TCreateIncidentRequest;
  files: QueuedFile[];
  /** Why the server refused it (a 4xx): it then waits for the person to edit it or discard it. */
  refusal: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const CHANNEL = 'qi.offline-queue';
let channel: BroadcastChannel | null | undefined;
let store: ReturnType<typeof createStore> | undefined;

function reportStore(): ReturnType<typeof createStore> {
  store ??= createStore('qi-offline', 'reports');
  return store;
}

/** IndexedDB is missing in some private modes and test environments: the queue is then simply empty. */
export function queueAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

function otherTabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', () => {
      for (const listener of listeners) listener();
    });
  }
  return channel;
}

function changed(): void {
  for (const listener of listeners) listener();
  otherTabs()?.postMessage('changed');
}

/** Calls `listener` whenever the queue changes, in this tab or another. */
export function subscribeQueue(listener: Listener): () => void {
  otherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function byOrderMade(a: QueuedReport, b: QueuedReport): number {
  return a.createdAt - b.createdAt || a.id.localeCompare(b.id);
}

/** The user's queued reports, oldest first. */
export async function listQueued(userId: string): Promise<QueuedReport[]> {
  if (!queueAvailable()) return [];
  const all = await values<QueuedReport>(reportStore());
  return all.filter((report) => report.userId === userId).sort(byOrderMade);
}

export async function getQueued(userId: string, id: string): Promise<QueuedReport | null> {
  if (!queueAvailable()) return null;
  const report = await get<QueuedReport>(id, reportStore());
  return report && report.userId === userId ? report : null;
}

export async function putQueued(report: QueuedReport): Promise<void> {
  await set(report.id, report, reportStore());
  changed();
}

export async function removeQueued(id: string): Promise<void> {
  await del(id, reportStore());
  changed();
}

/** A fresh key: random, so two devices (or two reports) never share one. */
export function newKey(): string {
  return crypto.randomUUID();
}

/** For tests: forget the open database handle so a fresh fake IndexedDB can take its place. */
export function resetQueueStore(): void {
  store = undefined;
}
