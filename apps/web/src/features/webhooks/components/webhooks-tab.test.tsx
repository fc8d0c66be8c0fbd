import type { TWebhook, TWebhookDelivery } from '@qi/domain/webhooks';
import { WEBHOOK_MSG, WEBHOOK_TOAST } from '@qi/domain/webhooks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const ERP: TWebhook = {
  id: 'w-1',
  url: 'https://erp.example.com/hooks',
  description: 'ERP',
  events: ['incident.submitted', 'incident.status_changed'],
  enabled: false,
  disabledReason: 'Disabled after 5 deliveries failed in a row.',
  consecutiveFailures: 5,
  createdBy: 'u-admin',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const DELIVERY: TWebhookDelivery = {
  id: 'd-1',
  messageId: 'msg_1',
  event: 'incident.submitted',
  status: 'failed',
  attempts: 7,
  nextAttemptAt: null,
  lastStatusCode: 503,
  lastError: 'HTTP 503: down',
  createdAt: '2026-01-02T11:00:00.000Z',
  deliveredAt: null,
  payload: { type: 'incident.submitted' },
};

function setup(initial: TWebhook[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  let webhooks = initial;
  const fetch = mockFetch({
    ...layoutHandlers(signInAs('admin')),
    'GET /v1/webhooks': () => json(webhooks),
    'POST /v1/webhooks': (r) => {
      const body = r.body as Pick<TWebhook, 'url' | 'description' | 'events'>;
      const created = {
        ...ERP,
        ...body,
        id: 'w-new',
        enabled: true,
        disabledReason: null,
        consecutiveFailures: 0,
      };
      webhooks = [...webhooks, created];
      return json({ ...created, secret: SECRET }, 201);
    },
    'PUT /v1/webhooks/w-1': (r) => {
      const body = r.body as Partial<TWebhook>;
      webhooks = webhooks.map((w) =>
        w.id === 'w-1' ? { ...w, ...body, disabledReason: null, consecutiveFailures: 0 } : w,
      );
      return json(webhooks.find((w) => w.id === 'w-1'));
    },
    'POST /v1/webhooks/w-1/secret': () => json({ ...ERP, secret: SECRET }),
    'GET /v1/webhooks/w-1/deliveries': () => json({ items: [DELIVERY], total: 1, page: 0, rowsPerPage: 25 }),
    'POST /v1/webhooks/w-1/deliveries/d-1/replay': () =>
      json({ ...DELIVERY, id: 'd-2', status: 'pending', attempts: 0 }, 201),
    ...handlers,
  });
  renderApp('/admin/webhooks');
  return fetch;
}

describe('/admin/webhooks', () => {
  it('lists endpoints with URL, events, status and failures', async () => {
    setup([ERP]);
    const row = (await screen.findByText('https://erp.example.com/hooks')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Incident submitted, Incident status changed')).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Webhooks' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adds an endpoint with chosen events and shows its secret once', async () => {
    const { requests } = setup([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No webhooks.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://qms.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_MSG.eventsRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Disposition approved' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Incident submitted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_TOAST.added)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      url: 'https://qms.example.com/in',
      description: '',
      events: ['incident.submitted', 'disposition.approved'],
    });
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect((within(secret).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe(
      SECRET,
    );
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('https://qms.example.com/in')).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('enables a disabled endpoint again', async () => {
    const { requests } = setup([ERP]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable https://erp.example.com/hooks' }));
    expect(await screen.findByText(WEBHOOK_TOAST.saved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(await screen.findByText('Enabled')).toBeTruthy();
  });

  it('rotates the secret after confirming and shows the new one once', async () => {
    setup([ERP]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rotate the secret of https://erp.example.com/hooks' }),
    );
    const confirm = await screen.findByRole('dialog', { name: /new signing secret/ });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect((within(secret).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe(
      SECRET,
    );
  });

  it('shows the delivery log and replays a delivery', async () => {
    const { requests } = setup([ERP]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Deliveries of https://erp.example.com/hooks' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries to https://erp.example.com/hooks' });
    const row = (await within(dialog).findByText('HTTP 503: down')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('503')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /^Replay incident.submitted/ }));
    expect(await screen.findByText(WEBHOOK_TOAST.replayed)).toBeTruthy();
    expect(
      requests.some((r) => r.method === 'POST' && r.path === '/v1/webhooks/w-1/deliveries/d-1/replay'),
    ).toBe(true);
  });

  it('shows the server’s reason when adding fails', async () => {
    setup([], { 'POST /v1/webhooks': () => errorBody(422, 'VALIDATION', WEBHOOK_MSG.urlPrivate) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://10.0.0.1/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Incident submitted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(new RegExp(`^${WEBHOOK_TOAST.addFailed}`))).toBeTruthy();
  });
});
