import { SIGNAL_MSG, SIGNAL_TOAST, type TSignal } from '@qi/domain/signal-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildSignal } from './signal-fixtures';

const REFUSAL =
  "2 of the signal's incidents cannot be linked (Incident #101: … Incident #102: …) Nothing was changed.";

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  let signal: TSignal = buildSignal();
  const fetch = mockFetch({
    ...layoutHandlers(signInAs('quality')),
    'GET /v1/signals/s-1': () => json(signal),
    'POST /v1/signals/s-1/dismiss': (r) => {
      signal = { ...signal, status: 'dismissed', dismissalReason: (r.body as { reason: string }).reason };
      return json(signal);
    },
    'POST /v1/signals/s-1/start-investigation': () => {
      signal = { ...signal, status: 'investigating', investigationId: 'inv-9' };
      return json(signal);
    },
    'POST /v1/signals/s-1/link': (r) => {
      const { investigationId } = r.body as { investigationId: string };
      signal = { ...signal, status: 'linked', investigationId };
      return json(signal);
    },
    'GET /v1/investigations': () =>
      json({
        items: [
          {
            id: 'inv-open',
            status: 'opened',
            incidentDescription: 'Cracked housings',
            incidentNumbers: [90],
            updated_at: '2026-03-01T00:00:00.000Z',
          },
          {
            id: 'inv-done',
            status: 'completed',
            incidentDescription: 'Old problem',
            incidentNumbers: [12],
            updated_at: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 2,
        page: 0,
        rowsPerPage: 25,
      }),
    ...handlers,
  });
  return { ...fetch, app: renderApp('/signals/s-1') };
}

describe('/signals/:id (a signal)', () => {
  it('shows its group, window, observed against expected, weekly counts and its incidents as links', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Signal: PN-100' })).toBeTruthy();
    expect(screen.getByText('Repeat parts')).toBeTruthy();
    expect(screen.getByText('12-03-2026 to 18-03-2026')).toBeTruthy();
    expect(screen.getByText('4 incidents (threshold 3)')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Incidents a week over the last 12 weeks/ })).toBeTruthy();
    const incidents = screen.getByRole('list', { name: 'Incidents' });
    expect(within(incidents).getByRole('link', { name: '#101' }).getAttribute('href')).toBe('/incident/i-1');
    expect(within(incidents).getByRole('link', { name: '#102' }).getAttribute('href')).toBe('/incident/i-2');
  });

  it('dismisses only with a reason', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss signal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText(SIGNAL_MSG.reasonRequired)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Known supplier issue, contained.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(SIGNAL_TOAST.dismissed)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/v1/signals/s-1/dismiss',
      body: { reason: 'Known supplier issue, contained.' },
    });
    expect(await screen.findByText('Known supplier issue, contained.')).toBeTruthy();
    expect(screen.getByText('Dismissed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start investigation' })).toBeNull();
  });

  it('starts one investigation for all its incidents after confirming, then links to it', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start investigation' }));
    const confirm = await screen.findByRole('dialog', {
      name: "Start one investigation for the signal's 2 incidents?",
    });
    await user.click(within(confirm).getByRole('button', { name: 'Start investigation' }));
    expect(await screen.findByText(SIGNAL_TOAST.investigationStarted)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/v1/signals/s-1/start-investigation',
    ]);
    const link = await screen.findByRole('link', { name: 'Open the investigation' });
    expect(link.getAttribute('href')).toBe('/investigation/inv-9');
    expect(screen.getByText('Investigation started')).toBeTruthy();
  });

  it("shows the server's reason when the investigation cannot be started, and changes nothing", async () => {
    setup({
      'POST /v1/signals/s-1/start-investigation': () => errorBody(409, 'CONFLICT', REFUSAL),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start investigation' }));
    const confirm = await screen.findByRole('dialog', { name: /^Start one investigation/ });
    await user.click(within(confirm).getByRole('button', { name: 'Start investigation' }));
    expect(await screen.findByText(`${SIGNAL_TOAST.investigationStartFailed} ${REFUSAL}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Start investigation' })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('links to an open investigation chosen from the list (a completed one cannot be chosen)', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Link to investigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to investigation' });
    const done = await within(dialog).findByRole('radio', { name: /Old problem/ });
    expect((done as HTMLInputElement).disabled).toBe(true);
    const confirm = within(dialog).getByRole('button', {
      name: 'Link to investigation',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Cracked housings/ }));
    await user.click(confirm);
    expect(await screen.findByText(SIGNAL_TOAST.linked)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/v1/signals/s-1/link',
      body: { investigationId: 'inv-open' },
    });
    expect(await screen.findByText('Linked to an investigation')).toBeTruthy();
  });
});
