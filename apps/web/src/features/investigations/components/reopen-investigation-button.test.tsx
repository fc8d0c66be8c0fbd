import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { mockInvestigationApi, signedInvestigation } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { SIGN_BUTTON, SIGN_TITLE } from '../../signatures/components/sign-dialog';
import { REOPEN_TITLE, REOPENED } from './reopen-investigation-button';

const closedCase = () =>
  signedInvestigation({
    completed: true,
    status: 'completed',
    completedSignedBy: 'u-q',
    completedSignedDate: '2025-03-08',
    version: 4,
    relatedIncidents: [{ id: 'i-1', incidentNumber: 42, status: 'closed' }],
  });

describe("'Reopen investigation' on /investigation/:id", () => {
  it('is offered to quality on a completed investigation with a closed incident, and asks for a reason', async () => {
    const investigation = closedCase();
    const { requests } = mockInvestigationApi('quality', investigation, {
      'POST /v1/investigations/inv-1/reopen': () =>
        json({ ...investigation, completed: false, status: 'opened', version: 5 }),
    });
    renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: REOPEN_TITLE }));
    const dialog = await screen.findByRole('dialog', { name: REOPEN_TITLE });
    const confirm = within(dialog).getByRole('button', { name: 'Reopen' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/Reason/), '  More parts came back.  ');
    await user.click(confirm);
    expect(await screen.findByText(REOPENED)).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        reason: 'More parts came back.',
        version: 4,
      }),
    );
  });

  it('with signatures on, asks for the password too: reopening withdraws the completion', async () => {
    const investigation = closedCase();
    const { requests } = mockInvestigationApi('quality', investigation, {
      'GET /v1/settings': () => json({ signatures: 'password', photoMaxSide: 2560 }),
      'POST /v1/investigations/inv-1/reopen': () =>
        json({ ...investigation, completed: false, status: 'opened', version: 5 }),
    });
    renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/settings')).toBe(true));
    await user.click(await screen.findByRole('button', { name: REOPEN_TITLE }));
    const reasons = await screen.findByRole('dialog', { name: REOPEN_TITLE });
    await user.type(within(reasons).getByLabelText(/Reason/), 'More parts came back.');
    await user.click(within(reasons).getByRole('button', { name: 'Reopen' }));

    const dialog = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(within(dialog).getByText('Investigation: Withdrawn')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: SIGN_BUTTON }));
    expect(await screen.findByText(REOPENED)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'More parts came back.',
      version: 4,
      signature: { password: 'Passw0rd!' },
    });
  });

  it('is not offered to an investigator, nor while no incident is closed', async () => {
    mockInvestigationApi('investigator', closedCase());
    const first = renderApp('/investigation/inv-1');
    await screen.findByRole('heading', { level: 1, name: 'Investigation Details' });
    expect(screen.queryByRole('button', { name: REOPEN_TITLE })).toBeNull();
    first.unmount();
    mockInvestigationApi('quality', {
      ...closedCase(),
      relatedIncidents: [{ id: 'i-1', incidentNumber: 42, status: 'investigation-completed' }],
    });
    renderApp('/investigation/inv-1');
    await screen.findByRole('heading', { level: 1, name: 'Investigation Details' });
    expect(screen.queryByRole('button', { name: REOPEN_TITLE })).toBeNull();
  });
});
