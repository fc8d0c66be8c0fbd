import 'fake-indexeddb/auto';
import type { TAttachment } from '@qi/domain/attachments';
import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident } from '../testing/incident-fixtures';
import { type QueueTransport, sendQueue } from './offline-queue-send';
import {
  listQueued,
  putQueued,
  type QueuedFile,
  type QueuedReport,
  resetQueueStore,
} from './offline-queue-store';

const USER = 'u-1';

function body(description: string): TCreateIncidentRequest {
  return {
    incidentDate: '2026-11-20',
    product: 'Widget',
    partNumber: 'PN-1',
    defectiveQuantity: 2,
    grnNumber: 'GRN1',
    orderNumber: 'WO1',
    incidentLocation: null,
    category: null,
    subcategory: null,
    furtherSubcategory: null,
    description,
    attachments: [],
    investigationId: null,
    incidentJustified: null,
    severity: null,
    supplierId: null,
    action: 'submit',
  };
}

function file(name: string): QueuedFile {
  return { key: `key-${name}`, name, type: 'image/png', blob: new Blob([name], { type: 'image/png' }) };
}

function report(id: string, createdAt: number, files: QueuedFile[] = [], userId = USER): QueuedReport {
  return { id, userId, createdAt, incidentKey: `incident-key-${id}`, body: body(id), files, refusal: null };
}

/** A fake server that keeps what it was asked, answering by idempotency key as the real one does. */
function fakeServer() {
  const calls: string[] = [];
  const incidents = new Map<string, TIncidentDetails>();
  const uploads = new Map<string, TAttachment>();
  const failures: { match: string; error: ApiError }[] = [];
  const fail = (match: string) => {
    const index = failures.findIndex((f) => match.startsWith(f.match));
    if (index === -1) return;
    const [failure] = failures.splice(index, 1);
    throw failure?.error;
  };
  const transport: QueueTransport = {
    upload: async (f) => {
      calls.push(`upload ${f.name} ${f.key}`);
      fail(`upload ${f.name}`);
      const stored = uploads.get(f.key) ?? {
        id: `a-${f.name}`,
        name: f.name,
        size: f.blob.size,
        contentType: f.type,
        url: `/files/${f.name}`,
      };
      uploads.set(f.key, stored as TAttachment);
      return stored as TAttachment;
    },
    create: async (b, key) => {
      calls.push(`create ${b.description} ${key} [${b.attachments.map((a) => a.id).join(',')}]`);
      fail(`create ${b.description}`);
      const stored =
        incidents.get(key) ?? buildIncident({ id: `i-${b.description}`, description: b.description });
      incidents.set(key, stored);
      return stored;
    },
  };
  return { calls, incidents, failures, transport };
}

const network = () => new ApiError(0, 'NETWORK', 'The server could not be reached.');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetQueueStore();
});

describe('the offline report queue', () => {
  it('sends the reports in the order they were made, uploads first, each once', async () => {
    await putQueued(report('second', 2_000, [file('b.png')]));
    await putQueued(report('first', 1_000, [file('a1.png'), file('a2.png')]));
    await putQueued(report('third', 3_000));
    await putQueued(report('someone-else', 500, [], 'u-2'));
    const server = fakeServer();
    const sent: string[] = [];

    await sendQueue(USER, { onSent: (r, incident) => sent.push(`${r.id} ${incident.id}`) }, server.transport);

    expect(server.calls).toEqual([
      'upload a1.png key-a1.png',
      'upload a2.png key-a2.png',
      'create first incident-key-first [a-a1.png,a-a2.png]',
      'upload b.png key-b.png',
      'create second incident-key-second [a-b.png]',
      'create third incident-key-third []',
    ]);
    expect(sent).toEqual(['first i-first', 'second i-second', 'third i-third']);
    expect(await listQueued(USER)).toEqual([]);
    // Another user's report stays for them.
    expect((await listQueued('u-2')).map((r) => r.id)).toEqual(['someone-else']);
  });

  it('sends a report once even when asked again while it is being sent', async () => {
    await putQueued(report('only', 1_000, [file('p.png')]));
    const server = fakeServer();
    const sent: string[] = [];
    const onSent = (r: QueuedReport) => sent.push(r.id);

    await Promise.all([
      sendQueue(USER, { onSent }, server.transport),
      sendQueue(USER, { onSent }, server.transport),
      sendQueue(USER, { onSent }, server.transport),
    ]);

    expect(server.calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
    expect(server.calls.filter((c) => c.startsWith('upload'))).toHaveLength(1);
    expect(sent).toEqual(['only']);
  });

  it('keeps the keys on every retry and does not upload a stored file again', async () => {
    await putQueued(report('first', 1_000, [file('a.png'), file('b.png')]));
    await putQueued(report('second', 2_000));
    const server = fakeServer();
    server.failures.push({ match: 'upload b.png', error: network() });
    const sent: string[] = [];
    const onSent = (r: QueuedReport) => sent.push(r.id);

    // The connection drops during the second upload: nothing later is tried, everything waits.
    await sendQueue(USER, { onSent }, server.transport);
    expect(server.calls).toEqual(['upload a.png key-a.png', 'upload b.png key-b.png']);
    expect((await listQueued(USER)).map((r) => r.id)).toEqual(['first', 'second']);
    expect((await listQueued(USER))[0]?.files[0]?.attachment?.id).toBe('a-a.png');

    // The create's answer is lost: the next try sends the same key, and the server answers with the same incident.
    server.failures.push({ match: 'create first', error: network() });
    await sendQueue(USER, { onSent }, server.transport);
    await sendQueue(USER, { onSent }, server.transport);

    expect(server.calls).toEqual([
      'upload a.png key-a.png',
      'upload b.png key-b.png',
      'upload b.png key-b.png',
      'create first incident-key-first [a-a.png,a-b.png]',
      'create first incident-key-first [a-a.png,a-b.png]',
      'create second incident-key-second []',
    ]);
    expect(server.incidents.size).toBe(2);
    expect(sent).toEqual(['first', 'second']);
    expect(await listQueued(USER)).toEqual([]);
  });

  it('keeps a refused report with the reason, sends the others, and tries it again only once edited', async () => {
    await putQueued(report('first', 1_000));
    await putQueued(report('refused', 2_000, [file('huge.png')]));
    await putQueued(report('third', 3_000));
    const server = fakeServer();
    server.failures.push({
      match: 'upload huge.png',
      error: new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        'The file is too large. Please keep the files under 20MB.',
      ),
    });
    const refused: string[] = [];
    const sent: string[] = [];
    const callbacks = {
      onSent: (r: QueuedReport) => sent.push(r.id),
      onRefused: (r: QueuedReport) => refused.push(r.id),
    };

    await sendQueue(USER, callbacks, server.transport);

    expect(sent).toEqual(['first', 'third']);
    expect(refused).toEqual(['refused']);
    const [kept] = await listQueued(USER);
    expect(kept?.id).toBe('refused');
    expect(kept?.refusal).toBe('huge.png: The file is too large. Please keep the files under 20MB.');
    // The file stays with it, with its key (that photos survive in a real browser's IndexedDB: offline-report.e2e.ts).
    expect(kept?.files.map((f) => [f.name, f.key, f.attachment])).toEqual([
      ['huge.png', 'key-huge.png', undefined],
    ]);

    // Left as it is, it is not sent again.
    await sendQueue(USER, callbacks, server.transport);
    expect(server.calls.filter((c) => c.includes('huge.png'))).toHaveLength(1);

    // Edited (the file removed) it goes again.
    if (!kept) throw new Error('no refused report');
    await putQueued({ ...kept, files: [], refusal: null, incidentKey: 'incident-key-edited' });
    await sendQueue(USER, callbacks, server.transport);
    expect(sent).toEqual(['first', 'third', 'refused']);
    expect(server.calls.at(-1)).toBe('create refused incident-key-edited []');
    expect(await listQueued(USER)).toEqual([]);
  });

  it('leaves everything waiting when the server fails (5xx), the session has ended (401) or the key is busy (409)', async () => {
    await putQueued(report('first', 1_000));
    const server = fakeServer();
    server.failures.push({
      match: 'create first',
      error: new ApiError(503, 'INTERNAL', 'Service Unavailable'),
    });
    await sendQueue(USER, { onSent: () => {} }, server.transport);
    server.failures.push({ match: 'create first', error: new ApiError(401, 'UNAUTHENTICATED', 'Sign in.') });
    await sendQueue(USER, { onSent: () => {} }, server.transport);
    server.failures.push({
      match: 'create first',
      error: new ApiError(409, 'CONFLICT', 'A request with this idempotency key is still being processed.'),
    });
    await sendQueue(USER, { onSent: () => {} }, server.transport);

    const [waiting] = await listQueued(USER);
    expect(waiting?.refusal).toBeNull();
    expect(server.incidents.size).toBe(0);
  });
});
