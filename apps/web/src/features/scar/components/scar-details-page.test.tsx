import { SCAR_MSG, SCAR_TOAST } from '@qi/domain/scar';
import type { TScar } from '@qi/domain/scar-views';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { SIGN_BUTTON, SIGN_TITLE } from '../../signatures/components/sign-dialog';
import { CONFIRM_RESEND } from './scar-actions';
import { AUDIT, buildScar, buildStage } from './scar-fixtures';

function setup(scar: TScar = buildScar(), signatures: 'off' | 'password' = 'off') {
  const { handlers } = signedInHandlers('quality', 'u-q');
  let current = scar;
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/settings': () => json({ signatures, photoMaxSide: 2560 }),
    'GET /v1/scars/sc-1': () => json(current),
    'GET /v1/scars/sc-1/audit': () => json(AUDIT),
    'GET /v1/scars/nope': () => errorBody(404, 'NOT_FOUND', SCAR_MSG.notFound),
    'POST /v1/scars/sc-1/review': () => json(scar),
    'POST /v1/scars/sc-1/resend': () => json(scar),
    'GET /v1/suppliers/s-1/contacts': () =>
      json([
        { id: 'c-1', supplierId: 's-1', name: 'Carla Contact', email: 'carla@acme.example', active: true },
        { id: 'c-2', supplierId: 's-1', name: 'Dan Left', email: 'dan@acme.example', active: false },
        { id: 'c-3', supplierId: 's-1', name: 'Erin Quality', email: 'erin@acme.example', active: true },
      ]),
    'POST /v1/scars/sc-1/contact': () => {
      current = { ...scar, contact: { id: 'c-3', name: 'Erin Quality', email: 'erin@acme.example' } };
      return json(current);
    },
    'POST /v1/scars/sc-1/revoke': () => json({ ...scar, status: 'revoked' }),
  });
  return { ...fetch, app: renderApp('/scars/sc-1'), user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const stage = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('/scars/:id (a supplier request)', { timeout: 30_000 }, () => {
  it('shows the header, milestones, each stage’s answer and status, the files and the audit trail', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'SCAR-0001: Acme Castings' })).toBeTruthy();
    expect(screen.getByText('Carla Contact <carla@acme.example>')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#42' }).getAttribute('href')).toBe('/incident/i-1');
    const milestones = screen.getByRole('table', { name: 'Milestones' });
    const root = within(milestones).getByText('D4 Root cause').closest('tr') as HTMLElement;
    expect(within(root).getByText('15-05-2026')).toBeTruthy();
    const d3 = await stage('D3 Containment');
    expect(within(d3).getByText('Waiting for review')).toBeTruthy();
    expect(within(d3).getByText('Sorted the stock at our warehouse')).toBeTruthy();
    expect(within(d3).getByText('500')).toBeTruthy();
    expect(within(d3).getByRole('link', { name: 'sort-report.pdf' })).toBeTruthy();
    expect(within(await stage('D1 Team')).getByText('Not started')).toBeTruthy();
    expect(within(await stage('D1 Team')).queryByRole('button', { name: /Accept/ })).toBeNull();
    const d4 = await stage('D4 Root cause');
    expect(within(d4).getByText(/why could the error happen and pass/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Shared files' })).getByText('crack.jpg')).toBeTruthy();
    const trail = await screen.findByRole('table', { name: 'Audit trail' });
    const submitted = within(trail).getByText('Submitted: D4 Root cause').closest('tr') as HTMLElement;
    expect(within(submitted).getByText('Carla Contact')).toBeTruthy();
    expect(within(submitted).getByText('203.0.113.7')).toBeTruthy();
    expect(within(submitted).getByText('Chrome/150')).toBeTruthy();
  });

  it('accepts a submitted stage and returns another only with a comment', async () => {
    const { user, requests } = setup();
    await user.click(
      within(await stage('D3 Containment')).getByRole('button', { name: 'Accept D3 Containment' }),
    );
    const accept = await screen.findByRole('dialog', { name: 'Accept D3 Containment' });
    await user.click(within(accept).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(SCAR_TOAST.accepted)).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/scars/sc-1/review')?.body).toEqual({
      stage: 'd3',
      decision: 'accept',
      comment: '',
      version: 3,
    });

    await user.click(
      within(await stage('D4 Root cause')).getByRole('button', { name: 'Return D4 Root cause' }),
    );
    const back = await screen.findByRole('dialog', { name: 'Return D4 Root cause' });
    await user.click(within(back).getByRole('button', { name: 'Return' }));
    expect(await within(back).findByText(SCAR_MSG.commentRequired)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/v1/scars/sc-1/review')).toHaveLength(1);
    await user.type(within(back).getByLabelText(/Why it is returned/), 'Why could the operator err?');
    await user.click(within(back).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(SCAR_TOAST.returned)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/v1/scars/sc-1/review').at(-1)?.body).toEqual({
      stage: 'd4',
      decision: 'return',
      comment: 'Why could the operator err?',
      version: 2,
    });
  });

  it('signs the acceptance of D8, which closes the request, while signatures are on', async () => {
    const base = buildScar();
    const scar = {
      ...base,
      stages: base.stages.map((s) =>
        s.stage === 'd8'
          ? buildStage({
              stage: 'd8',
              status: 'submitted',
              version: 5,
              answer: { summary: 'All done', lessonsLearned: '', attachments: [] },
            })
          : { ...s, status: 'accepted' as const },
      ),
    };
    const { user, requests } = setup(scar, 'password');
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/settings')).toBe(true));
    await user.click(within(await stage('D8 Closure')).getByRole('button', { name: 'Accept D8 Closure' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept D8 Closure' });
    expect(within(accept).getByText('Accepting this stage closes the request.')).toBeTruthy();
    await user.click(within(accept).getByRole('button', { name: 'Accept' }));
    const sign = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(within(sign).getByText('Supplier corrective action request SCAR-0001: Closed')).toBeTruthy();
    await user.type(within(sign).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(sign).getByRole('button', { name: SIGN_BUTTON }));
    expect(await screen.findByText(SCAR_TOAST.closed)).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/scars/sc-1/review')?.body).toEqual({
      stage: 'd8',
      decision: 'accept',
      comment: '',
      version: 5,
      signature: { password: 'Passw0rd!' },
    });
  });

  it('sends the link again after a confirmation, changes the contact, and revokes with a reason', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send link again' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM_RESEND })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText(SCAR_TOAST.resent)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/v1/scars/sc-1/resend')).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Change contact' }));
    const contactDialog = await screen.findByRole('dialog', { name: 'Change contact' });
    const select = within(contactDialog).getByLabelText(/New contact/);
    // Only the supplier's other active contacts are offered.
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(within(select).queryByRole('option', { name: /Carla Contact|Dan Left/ })).toBeNull();
    await user.click(within(contactDialog).getByRole('button', { name: 'Change contact' }));
    expect(await within(contactDialog).findByText(SCAR_MSG.contactRequired)).toBeTruthy();
    await user.selectOptions(select, 'c-3');
    await user.click(within(contactDialog).getByRole('button', { name: 'Change contact' }));
    expect(await screen.findByText(SCAR_TOAST.contactChanged)).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/scars/sc-1/contact')?.body).toEqual({
      contactId: 'c-3',
      version: 4,
    });
    expect(await screen.findByText('Erin Quality <erin@acme.example>')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke request' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(SCAR_MSG.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Raised against the wrong supplier.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(SCAR_TOAST.revoked)).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/scars/sc-1/revoke')?.body).toEqual({
      reason: 'Raised against the wrong supplier.',
      version: 4,
    });
  });
});
