import { SIGNATURE_MSG, type TSignature } from '@qi/domain/signatures';
import { CONFIRM } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../../test/fetch-mock';
import {
  type buildInvestigation,
  mockInvestigationApi,
  signedInvestigation,
} from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { CONFIRM_REMOVE_SIGN_OFF } from '../../investigations/components/investigation-form';
import { SIGN_BUTTON, SIGN_TITLE } from './sign-dialog';

const section = (name: string) => {
  const found = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`No section ${name}`);
  return found;
};
const completedBox = (name: string) => within(section(name)).getByLabelText('Completed') as HTMLInputElement;

const ROOT_CAUSE_SIGNATURE: TSignature = {
  id: 'sig-1',
  incidentId: null,
  investigationId: 'inv-1',
  subject: 'rootCause',
  subjectLabel: 'Root cause',
  meaning: 'Completed',
  signerId: 'u-q',
  signerName: 'Quinn Quality',
  signedAt: '2025-03-07T09:30:00.000Z',
  contentHash: 'ab'.repeat(32),
  reason: null,
  withdrawsId: null,
  method: 'password',
};

const NOTES = 'Conclusion / Additional Notes';
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** Writes the notes and ticks their Completed box (a sign-off the save signs). */
async function writeNotes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(document.getElementById('investigation-additionalNotes') as HTMLTextAreaElement);
  await user.paste('Checked again.');
  await user.click(completedBox(NOTES));
}

async function open(
  investigation: ReturnType<typeof buildInvestigation>,
  signatures: 'off' | 'password',
  extra: Parameters<typeof mockInvestigationApi>[2] = {},
) {
  const api = mockInvestigationApi('quality', investigation, {
    'GET /v1/settings': () => json({ signatures, photoMaxSide: 2560 }),
    'GET /v1/incidents/i-1/signatures': () => json([ROOT_CAUSE_SIGNATURE]),
    ...extra,
  });
  const app = renderApp('/investigation/inv-1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Update Investigation' });
  await waitFor(() => expect(api.requests.some((r) => r.path === '/v1/settings')).toBe(true));
  return { ...api, app, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('signing on Update Investigation', { timeout: 30_000 }, () => {
  it('asks for the password on save, keeps the dialog open on a wrong one, then sends the signature', async () => {
    let attempts = 0;
    const { user, requests, app } = await open(signedInvestigation(), 'password', {
      'PUT /v1/investigations/inv-1': (r) => {
        attempts += 1;
        return attempts === 1
          ? errorBody(403, 'SIGNATURE_REJECTED', SIGNATURE_MSG.rejected)
          : json({ ...signedInvestigation(), ...(r.body as object) });
      },
    });
    await writeNotes(user);
    await user.click(screen.getByText('Save changes'));

    const dialog = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(screen.queryByRole('dialog', { name: CONFIRM.save })).toBeNull();
    expect(within(dialog).getByText(`${NOTES}: Completed`)).toBeTruthy();
    // The signed-in person's printed name (the fixtures' session user).
    expect(within(dialog).getByText('Jane Doe')).toBeTruthy();
    const sign = within(dialog).getByRole('button', { name: SIGN_BUTTON }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong-one');
    await user.click(sign);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(SIGNATURE_MSG.rejected);
    expect(screen.getByRole('dialog', { name: SIGN_TITLE })).toBeTruthy();
    expect(app.location()).toBe('/investigation/inv-1/edit');
    expect(completedBox(NOTES).checked).toBe(true);

    const password = within(dialog).getByLabelText(/Password/);
    await user.clear(password);
    await user.type(password, 'Passw0rd!');
    await user.click(sign);
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.body).toMatchObject({ signature: { password: 'wrong-one' } });
    expect(puts[1]?.body).toMatchObject({
      additionalNotes: 'Checked again.',
      signedOff: { additionalNotes: true },
      signature: { password: 'Passw0rd!' },
    });
  });

  it('saves without a password while signatures are off', async () => {
    const { user, requests, app } = await open(signedInvestigation(), 'off');
    await writeNotes(user);
    await user.click(screen.getByText('Save changes'));
    const confirm = await screen.findByRole('dialog', { name: CONFIRM.save });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ signedOff: { additionalNotes: true } });
    expect(put?.body).not.toHaveProperty('signature');
  });

  it('asks for a reason to untick a signed sign-off and sends it as a withdrawal', async () => {
    const { user, requests, app } = await open(signedInvestigation(), 'off');
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/incidents/i-1/signatures')).toBe(true));
    await user.click(completedBox('Root cause'));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_REMOVE_SIGN_OFF });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText(SIGNATURE_MSG.withdrawReason)).toBeTruthy();
    expect(completedBox('Root cause').checked).toBe(true);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The root cause was wrong.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(completedBox('Root cause').checked).toBe(false));
    await dialogClosed();

    await user.click(screen.getByText('Save changes'));
    const confirm = await screen.findByRole('dialog', { name: CONFIRM.save });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      signedOff: { rootCause: false },
      withdrawals: { rootCause: 'The root cause was wrong.' },
    });
    expect(put?.body).not.toHaveProperty('signature');
  });

  it('lists the withdrawal in the sign dialog while signatures are on', async () => {
    const { user, requests } = await open(signedInvestigation(), 'password');
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/incidents/i-1/signatures')).toBe(true));
    await user.click(completedBox('Root cause'));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_REMOVE_SIGN_OFF });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong cause.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(completedBox('Root cause').checked).toBe(false));
    await dialogClosed();
    await user.click(screen.getByText('Save changes'));
    const sign = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(within(sign).getByText('Root cause: Withdrawn')).toBeTruthy();
    expect(within(sign).getByText('Reason: Wrong cause.')).toBeTruthy();
    await user.type(within(sign).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(sign).getByRole('button', { name: SIGN_BUTTON }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        withdrawals: { rootCause: 'Wrong cause.' },
        signature: { password: 'Passw0rd!' },
      }),
    );
  });

  it('unticks an unsigned sign-off with the plain question', async () => {
    const { user } = await open(signedInvestigation(), 'off', {
      'GET /v1/incidents/i-1/signatures': () => json([]),
    });
    await user.click(completedBox('Root cause'));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_REMOVE_SIGN_OFF });
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();
  });
});
