import 'fake-indexeddb/auto';
import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { QUEUED_TOAST } from '../components/report-incident-page';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { REFUSED_TOAST } from './offline-queue-hooks';
import { listQueued, putQueued, resetQueueStore } from './offline-queue-store';

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

function setup(path: string) {
  const { handlers } = signedInHandlers('user');
  const fetch = mockFetch({
    ...handlers,
    'POST /v1/incidents': (r) =>
      json(buildIncident({ ...(r.body as object), id: 'i-9', status: 'submitted' }), 201),
  });
  return { ...fetch, app: renderApp(path) };
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/v1/incidents');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetQueueStore();
});

describe('reports kept on the device', () => {
  it('keeps a report made offline, counts it in the top bar and sends it once, with its key, back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { requests, app } = setup('/incident/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Report an Incident' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Widget' }).length).toBeGreaterThan(0));
    await user.clear(screen.getByLabelText(/Incident date/));
    await user.type(screen.getByLabelText(/Incident date/), '15012025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Widget');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Part Number' }), 'PN-200');
    await user.type(screen.getByRole('textbox', { name: /Defective Quantity/ }), '7');
    await user.type(screen.getByRole('textbox', { name: /GRN Number/ }), 'GRN12345678');
    await user.type(screen.getByRole('textbox', { name: /Order Number/ }), 'PO-9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Location' }), 'Warehouse');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Broken seal');
    await user.click(screen.getByRole('button', { name: 'Submit incident' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.submitIncident });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(QUEUED_TOAST)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/waiting'));
    expect(await screen.findByRole('link', { name: 'Waiting to send: 1' })).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
    const [queued] = await listQueued('u-1');
    expect(queued?.body).toMatchObject({ description: 'Broken seal', action: 'submit' });

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(TOAST.submitted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Waiting to send/ })).toBeNull());
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]?.headers['idempotency-key']).toBe(queued?.incidentKey);
    expect(await listQueued('u-1')).toEqual([]);
  });

  it('shows why the server refused a report, and sends it again, under a new key, once edited', async () => {
    await putQueued({
      id: 'r-1',
      userId: 'u-1',
      createdAt: 1_000,
      incidentKey: 'refused-key',
      body: BODY,
      files: [],
      refusal: 'GRN Number is not valid.',
    });
    const { requests, app } = setup('/waiting');
    const user = userEvent.setup();
    expect(await screen.findByText('The server refused this report: GRN Number is not valid.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Waiting to send: 1' })).toBeTruthy();
    // A refused report is not sent again as it is.
    expect(posts(requests)).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Edit and send again' }));
    await waitFor(() => expect(app.location()).toBe('/incident/new?queued=r-1'));
    const description = (await screen.findByRole('textbox', { name: /Description/ })) as HTMLTextAreaElement;
    expect(description.value).toBe('Broken seal');
    await user.type(description, ' at the flange');
    await user.click(screen.getByRole('button', { name: 'Submit incident' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.submitIncident });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(TOAST.submitted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Waiting to send/ })).toBeNull());
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]?.body).toMatchObject({ description: 'Broken seal at the flange' });
    const key = posts(requests)[0]?.headers['idempotency-key'];
    expect(key).toBeTruthy();
    expect(key).not.toBe('refused-key');
    expect(await listQueued('u-1')).toEqual([]);
  });

  it('says so when the server refuses a waiting report, and keeps it to edit', async () => {
    await putQueued({
      id: 'r-2',
      userId: 'u-1',
      createdAt: 1_000,
      incidentKey: 'waiting-key',
      body: BODY,
      files: [],
      refusal: null,
    });
    const { handlers } = signedInHandlers('user');
    const { requests } = mockFetch({
      ...handlers,
      'POST /v1/incidents': () => errorBody(422, 'VALIDATION', 'Part Number is not known'),
    });
    renderApp('/waiting');

    expect(await screen.findByText(`${REFUSED_TOAST} Part Number is not known.`)).toBeTruthy();
    expect(await screen.findByText('The server refused this report: Part Number is not known.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit and send again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Waiting to send: 1' })).toBeTruthy();
    expect(posts(requests)[0]?.headers['idempotency-key']).toBe('waiting-key');
    const [kept] = await listQueued('u-1');
    expect(kept?.refusal).toBe('Part Number is not known.');
  });
});
