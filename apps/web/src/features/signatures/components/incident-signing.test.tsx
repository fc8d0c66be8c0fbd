import { formatTimestamp } from '@qi/domain/dates';
import { SIGNATURE_MSG, type TSignature } from '@qi/domain/signatures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../../incidents/api/get-incident';
import { buildIncident, signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { REASON_FOR_CHANGE } from '../hooks/use-reason-for-change';
import { SIGN_BUTTON, SIGN_TITLE } from './sign-dialog';

const SIGNED: TSignature = {
  id: 'sig-1',
  incidentId: null,
  investigationId: 'inv-1',
  subject: 'rootCause',
  subjectLabel: 'Root cause',
  meaning: 'Completed',
  signerId: 'u-q',
  signerName: 'Quinn Quality',
  signedAt: '2025-03-07T09:30:00.000Z',
  contentHash: `0123456789ab${'f'.repeat(52)}`,
  reason: null,
  withdrawsId: null,
  method: 'password',
};
const WITHDRAWN: TSignature = {
  ...SIGNED,
  id: 'sig-2',
  meaning: 'Withdrawn',
  signedAt: '2025-03-08T14:05:00.000Z',
  contentHash: 'c'.repeat(64),
  reason: 'The root cause was wrong.',
  withdrawsId: 'sig-1',
};
const CLOSED: TSignature = {
  ...SIGNED,
  id: 'sig-3',
  incidentId: 'i-1',
  investigationId: null,
  subject: 'incident',
  subjectLabel: 'Incident 42',
  meaning: 'Closed',
};

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:trail'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function setup(
  incident: Partial<TIncidentDetails>,
  signatures: 'off' | 'password',
  records: TSignature[],
  extra: Record<string, (r: RecordedRequest) => Response> = {},
  path = '/incident/i-1',
) {
  const { handlers } = signedInHandlers('quality', 'u-q');
  const data = buildIncident(incident);
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/settings': () => json({ signatures, photoMaxSide: 2560 }),
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/signatures': () => json(records),
    'PUT /v1/incidents/i-1': (r) => json({ ...data, ...(r.body as object) }),
    ...extra,
  });
  return { ...fetch, app: renderApp(path), user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('signatures on the incident', { timeout: 30_000 }, () => {
  it('lists every record in local time with a short hash and the withdrawal reason, and downloads the audit trail', async () => {
    const { user, requests } = setup(
      { status: 'closed', investigationId: 'inv-1' },
      'off',
      [SIGNED, WITHDRAWN],
      {
        'GET /v1/incidents/i-1/audit-trail.csv': () =>
          new Response('a,b\n', {
            headers: { 'Content-Disposition': 'attachment; filename="AuditTrail-42.csv"' },
          }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Signatures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Quinn Quality', formatTimestamp(SIGNED.signedAt), 'Completed', 'Root cause', '0123456789ab', '—'],
      [
        'Quinn Quality',
        formatTimestamp(WITHDRAWN.signedAt),
        'Withdrawn',
        'Root cause',
        'cccccccccccc',
        'The root cause was wrong.',
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Audit trail (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['AuditTrail-42.csv']));
    const download = requests.find((r) => r.path.endsWith('/audit-trail.csv'));
    expect(download?.headers.authorization).toBe('Bearer id-1');
  });

  it('signs Close Incident with the password, showing a refusal in the dialog', async () => {
    let attempts = 0;
    // No held material: the disposition does not stand in the way of closing.
    const { user, requests } = setup(
      { status: 'investigation-completed', defectiveQuantity: 0 },
      'password',
      [],
      {
        'PUT /v1/incidents/i-1': (r) => {
          attempts += 1;
          return attempts === 1
            ? errorBody(429, 'RATE_LIMITED', 'Too many attempts. Try again later.')
            : json({ ...buildIncident({ status: 'closed' }), ...(r.body as object) });
        },
      },
    );
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/settings')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Incident actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close Incident' }));
    const dialog = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(within(dialog).getByText('Incident 42: Closed')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: SIGN_BUTTON }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: SIGN_BUTTON }));
    expect(await screen.findByText('The incident has been closed successfully.')).toBeTruthy();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([
      { action: 'close', signature: { password: 'Passw0rd!' } },
      { action: 'close', signature: { password: 'Passw0rd!' } },
    ]);
  });

  it("asks for a reason for change before 'Are you sure…?' when saving an edit of a closed, signed incident", async () => {
    const { user, requests, app } = setup(
      { status: 'closed', investigationId: 'inv-1', investigationStatus: 'completed' },
      'off',
      [CLOSED],
      {},
      '/incident/i-1/edit',
    );
    const reason = await screen.findByLabelText(new RegExp(REASON_FOR_CHANGE), {}, { timeout: 10_000 });
    await user.click(screen.getByText('Save changes'));
    // The missing reason is said first; the confirmation question is not asked yet.
    expect(await screen.findByText(SIGNATURE_MSG.reasonForChange)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(reason, 'Corrected the order number.');
    await user.click(screen.getByText('Save changes'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location()).toBe('/incident/i-1'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      action: 'update',
      reasonForChange: 'Corrected the order number.',
    });
  });
});
