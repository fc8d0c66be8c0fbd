import { PROVIDER_SIGNING_MSG } from '@qi/domain/signatures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../../incidents/api/get-incident';
import { APPROVE_DISPOSITION, DISPOSITION_APPROVED } from '../../incidents/components/incident-disposition';
import { buildIncident, signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { postSigningResult } from '../../sign-in-provider/lib/provider-flow';
import { providerSignTitle } from './sign-dialog';

const DECIDED: Partial<TIncidentDetails> = {
  status: 'under-investigation',
  severity: 'minor',
  defectiveQuantity: 5,
  version: 7,
  dispositionStatus: 'decided',
  disposition: {
    lines: [
      {
        id: 'l-1',
        decision: 'scrap',
        quantity: 5,
        cost: null,
        note: '',
        responsible: 'u-1',
        dueDate: null,
        doneBy: null,
        doneAt: null,
      },
    ],
    proposedBy: 'u-1',
    proposedAt: '2026-11-20T10:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
  },
};

afterEach(() => vi.restoreAllMocks());

function setup(approve: () => Response) {
  const { handlers } = signedInHandlers('quality', 'u-q');
  const data = buildIncident(DECIDED);
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/settings': () => json({ signatures: 'password', photoMaxSide: 2560 }),
    'GET /v1/auth/oidc/signing': () => json({ method: 'provider', providerName: 'Contoso ID' }),
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/signatures': () => json([]),
    'POST /v1/incidents/i-1/disposition/approve': approve,
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  renderApp('/incident/i-1');
  return { ...fetch, open, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

/** The reference the dialog gave the window it opened (the window posts its result with it). */
const refOf = (open: ReturnType<typeof vi.spyOn>) =>
  new URL(String(open.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('ref') ?? '';

describe('signing through the identity provider (decision 053)', { timeout: 30_000 }, () => {
  it('asks the provider in a window of its own instead of a password, then signs with its grant', async () => {
    const { user, requests, open } = setup(() => json(buildIncident(DECIDED)));
    const region = await screen.findByRole('region', { name: 'Disposition' }, { timeout: 10_000 });
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/auth/oidc/signing')).toBe(true));
    await user.click(within(region).getByRole('button', { name: APPROVE_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: providerSignTitle('Contoso ID') });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: providerSignTitle('Contoso ID') }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/auth\/sign\?ref=/),
      'qi-provider-signing',
      expect.any(String),
    );
    // Another dialog's result is not this one's.
    postSigningResult({ ref: 'someone-else', grant: 'not-mine' });
    postSigningResult({ ref: refOf(open), grant: 'grant-1' });
    expect(await screen.findByText(DISPOSITION_APPROVED)).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/disposition/approve')).map((r) => r.body)).toEqual([
      { version: 7, signature: { providerGrant: 'grant-1' } },
    ]);
  });

  it('shows the provider’s refusal in the dialog, which stays open', async () => {
    const { user, open, requests } = setup(() =>
      errorBody(403, 'SIGNATURE_REJECTED', PROVIDER_SIGNING_MSG.grantRejected),
    );
    const region = await screen.findByRole('region', { name: 'Disposition' }, { timeout: 10_000 });
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/auth/oidc/signing')).toBe(true));
    await user.click(within(region).getByRole('button', { name: APPROVE_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: providerSignTitle('Contoso ID') });
    await user.click(within(dialog).getByRole('button', { name: providerSignTitle('Contoso ID') }));
    postSigningResult({ ref: refOf(open), error: PROVIDER_SIGNING_MSG.stale });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PROVIDER_SIGNING_MSG.stale);
    await user.click(within(dialog).getByRole('button', { name: providerSignTitle('Contoso ID') }));
    postSigningResult({ ref: refOf(open), grant: 'spent-grant' });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(PROVIDER_SIGNING_MSG.grantRejected),
    );
  });
});
