import { SIGNATURE_MSG, type TSignature } from '@qi/domain/signatures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../../incidents/api/get-incident';
import { EDIT_DISPOSITION } from '../../incidents/components/disposition-edit-dialog';
import {
  APPROVE_DISPOSITION,
  CONFIRM_APPROVE_DISPOSITION,
  DISPOSITION_APPROVED,
} from '../../incidents/components/incident-disposition';
import { buildIncident, signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { REASON_FOR_CHANGE } from '../hooks/use-reason-for-change';
import { SIGN_BUTTON, SIGN_TITLE } from './sign-dialog';

const LINES = [
  {
    id: 'l-1',
    decision: 'scrap' as const,
    quantity: 5,
    cost: null,
    note: '',
    responsible: 'u-1',
    dueDate: null,
    doneBy: null,
    doneAt: null,
  },
];
const disposition = (approved: boolean): Partial<TIncidentDetails> => ({
  status: 'under-investigation',
  severity: 'minor',
  defectiveQuantity: 5,
  version: 7,
  dispositionStatus: approved ? 'approved' : 'decided',
  disposition: {
    lines: LINES,
    proposedBy: 'u-1',
    proposedAt: '2026-11-20T10:00:00.000Z',
    approvedBy: approved ? 'u-q' : null,
    approvedAt: approved ? '2026-11-21T10:00:00.000Z' : null,
  },
});
const APPROVAL: TSignature = {
  id: 'sig-9',
  incidentId: 'i-1',
  investigationId: null,
  subject: 'disposition',
  subjectLabel: 'Disposition',
  meaning: 'Approved',
  signerId: 'u-q',
  signerName: 'Quinn Quality',
  signedAt: '2026-11-21T10:00:00.000Z',
  contentHash: 'd'.repeat(64),
  reason: null,
  withdrawsId: null,
  method: 'password',
};

function setup(incident: Partial<TIncidentDetails>, signatures: 'off' | 'password', records: TSignature[]) {
  const { handlers } = signedInHandlers('quality', 'u-q');
  const data = buildIncident(incident);
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/settings': () => json({ signatures, photoMaxSide: 2560 }),
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/signatures': () => json(records),
    'PUT /v1/incidents/i-1/disposition': () => json(data),
    'POST /v1/incidents/i-1/disposition/approve': () => json(data),
  });
  renderApp('/incident/i-1');
  return { ...fetch, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const region = () => screen.findByRole('region', { name: 'Disposition' }, { timeout: 10_000 });

describe('signing the disposition', { timeout: 30_000 }, () => {
  it('approves with the password instead of the yes/no question while signatures are on', async () => {
    const { user, requests } = setup(disposition(false), 'password', []);
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/settings')).toBe(true));
    await user.click(within(await region()).getByRole('button', { name: APPROVE_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(screen.queryByRole('dialog', { name: CONFIRM_APPROVE_DISPOSITION })).toBeNull();
    expect(within(dialog).getByText('Disposition: Approved')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: SIGN_BUTTON }));
    expect(await screen.findByText(DISPOSITION_APPROVED)).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/disposition/approve'))?.body).toEqual({
      version: 7,
      signature: { password: 'Passw0rd!' },
    });
  });

  it('needs a reason for change to replace the lines of a signed approval', async () => {
    const { user, requests } = setup(disposition(true), 'off', [APPROVAL]);
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/signatures'))).toBe(true));
    await user.click(within(await region()).getByRole('button', { name: EDIT_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_DISPOSITION });
    const reason = await within(dialog).findByLabelText(new RegExp(REASON_FOR_CHANGE));
    await user.click(within(dialog).getByRole('button', { name: 'Save disposition' }));
    expect(await within(dialog).findByText(SIGNATURE_MSG.reasonForChange)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(reason, 'The supplier takes the parts back.');
    await user.click(within(dialog).getByRole('button', { name: 'Save disposition' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        version: 7,
        reasonForChange: 'The supplier takes the parts back.',
      }),
    );
  });
});
