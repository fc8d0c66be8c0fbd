import 'fake-indexeddb/auto';
import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { listQueued, putQueued, resetQueueStore } from './offline-queue-store';
import { REPORT_STATE } from './waiting-page';

const BODY: TCreateIncidentRequest = {
  action: 'submit',
  incidentDate: '2025-01-15',
  product: 'Widget',
  partNumber: 'PN-200',
  defectiveQuantity: 7,
  grnNumber: 'GRN12345678',
  orderNumber: 'PO-9',
  incidentLocation: { id: 'Warehouse', title: 'Warehouse', categories: [] },
  category: null,
  subcategory: null,
  furtherSubcategory: null,
  description: 'Broken seal',
  attachments: [],
  investigationId: null,
  incidentJustified: null,
  severity: null,
  supplierId: null,
};

const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/v1/incidents');

function queue(id: string, refusal: string | null = null) {
  return putQueued({
    id,
    userId: 'u-1',
    createdAt: 1_000,
    incidentKey: `${id}-key`,
    body: { ...BODY, description: `Report ${id}` },
    files: [],
    refusal,
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetQueueStore();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/waiting tells each kept report’s state, and the queue sends when the connection returns', () => {
  it('says "waiting for a connection" while offline and "refused" for a refused report', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queue('r-1');
    await queue('r-2', 'GRN Number is not valid.');
    const { handlers } = signedInHandlers('user');
    mockFetch(handlers);
    renderApp('/waiting');
    expect(await screen.findByText(REPORT_STATE.offline)).toBeTruthy();
    expect(screen.getByText(REPORT_STATE.refused)).toBeTruthy();
    expect(screen.getByText('The server refused this report: GRN Number is not valid.')).toBeTruthy();
    expect(screen.queryByText(REPORT_STATE.sending)).toBeNull();
  });

  it('on the online event sends at once, and tries again shortly when the network is not up yet', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queue('r-3');
    const { handlers } = signedInHandlers('user');
    let attempts = 0;
    const { requests } = mockFetch({
      ...handlers,
      'POST /v1/incidents': (r) => {
        attempts += 1;
        // The first request after the connection returns still fails, as a network error does.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(buildIncident({ ...(r.body as object), id: 'i-9', status: 'submitted' }), 201);
      },
    });
    renderApp('/waiting');
    expect(await screen.findByText(REPORT_STATE.offline)).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    // Sent by the online event's own retries: the 30-second tick is far beyond this wait.
    expect(await screen.findByText(TOAST.submitted, {}, { timeout: 10_000 })).toBeTruthy();
    expect(posts(requests)).toHaveLength(2);
    expect(posts(requests).map((r) => r.headers['idempotency-key'])).toEqual(['r-3-key', 'r-3-key']);
    await waitFor(async () => expect(await listQueued('u-1')).toEqual([]));
  });
});
