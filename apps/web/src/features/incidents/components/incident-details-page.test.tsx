import type { IncidentStatus } from '@qi/domain/incident-status';
import type { Role } from '@qi/domain/roles';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { CONFIRM_ACKNOWLEDGE } from './incident-acknowledge-dialog';

const HISTORY = [
  {
    id: 'h-1',
    actor: { user_id: 'u-1', name: 'Jane Doe' },
    action: 'submit',
    fromStatus: 'draft',
    toStatus: 'submitted',
    changes: [{ field: 'orderNumber', from: 'WO-0', to: 'WO-1' }],
    reason: null,
    created_at: '2025-03-05T11:00:00.000Z',
  },
];

function setup(
  role: Role,
  incident: Partial<TIncidentDetails> = {},
  options: { userId?: string; put?: number } = {},
) {
  const { handlers } = signedInHandlers(role, options.userId);
  const data = buildIncident(incident);
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json(HISTORY),
    'GET /v1/incidents/nope': () => errorBody(404, 'NOT_FOUND', 'Incident not found.'),
    'PUT /v1/incidents/i-1': (r) =>
      options.put ? errorBody(options.put, 'CONFLICT', 'No.') : json({ ...data, ...(r.body as object) }),
  });
  return { ...fetch, app: renderApp('/incident/i-1') };
}

async function openMenu() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('button', { name: 'Incident actions' }));
  return user;
}

const menuItems = () =>
  screen.queryAllByRole('menuitem').map((item) => item.getAttribute('aria-label') ?? '');

describe('/incident/:id', () => {
  it('shows the fields read-only, the description as markdown without raw HTML, and the history', async () => {
    setup('user', {
      description: 'A **cracked** housing.\n\n<script>alert(1)</script><b>raw</b>',
      investigationId: 'inv-1',
      investigationStatus: 'completed',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Details' })).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.getByText('Incident number')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('05-03-2025')).toBeTruthy();
    expect(screen.getByText('cracked').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText('raw')).toBeNull();
    expect(screen.getByRole('link', { name: 'Completed' }).getAttribute('href')).toBe('/investigation/inv-1');
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Red Label Tag' }) as HTMLButtonElement).disabled).toBe(false);
    expect(await screen.findByText('Status changed from Draft to Submitted')).toBeTruthy();
    expect(screen.getByText('Order Number changed from “WO-0” to “WO-1”')).toBeTruthy();
  });

  it('hides the incident number before the first submission', async () => {
    setup('user', { status: 'draft', incidentNumber: null });
    expect(await screen.findByText('Draft')).toBeTruthy();
    expect(screen.queryByText('Incident number')).toBeNull();
  });

  it('sends an unknown id to /not-found', async () => {
    const { handlers } = signedInHandlers('user');
    mockFetch({ ...handlers, 'GET /v1/incidents/nope': () => errorBody(404, 'NOT_FOUND', 'Not found.') });
    const app = renderApp('/incident/nope');
    await waitFor(() => expect(app.location()).toBe('/not-found'));
  });
});

describe('incident action menu', () => {
  const visible = async (role: Role, status: IncidentStatus, userId = 'u-1') => {
    setup(role, { status }, { userId });
    await screen.findByRole('heading', { level: 1, name: 'Incident Details' });
    await screen.findByText('Jane Doe');
    return screen.queryByRole('button', { name: 'Incident actions' }) !== null;
  };

  it('is shown to quality on a submitted incident with the submitted items', async () => {
    expect(await visible('quality', 'submitted', 'u-q')).toBe(true);
    await openMenu();
    await waitFor(() =>
      expect(menuItems()).toEqual(['Edit', 'Reject', 'Acknowledge', 'Request more information']),
    );
  });

  it('is hidden from quality on a draft', async () => {
    expect(await visible('quality', 'draft', 'u-q')).toBe(false);
  });

  it('is hidden from a non-reporter user on a submitted incident', async () => {
    expect(await visible('user', 'submitted', 'u-2')).toBe(false);
  });

  it('is shown to the reporter of a pending-update incident', async () => {
    expect(await visible('user', 'pending-update')).toBe(true);
  });

  it('rejects only with a reason and PUTs it', async () => {
    const { requests } = setup('quality', {}, { userId: 'u-q' });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the incident' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate report ');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText(TOAST.rejected)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      action: 'reject',
      rejectReason: 'Duplicate report',
    });
  });

  it('acknowledges after confirming, and says so when it fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = setup('admin', {}, { put: 409 });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_ACKNOWLEDGE });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Severity/ }), 'Minor');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.statusChangeFailed, { exact: false })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      action: 'acknowledge',
      severity: 'minor',
    });
    expect(logged).toHaveBeenCalled();
  });

  it('offers the investigation items under investigation, reassign disabled until an investigation is chosen', async () => {
    setup('quality', { status: 'under-investigation', investigationId: 'inv-1' }, { userId: 'u-q' });
    const user = await openMenu();
    await waitFor(() =>
      expect(menuItems()).toEqual(['Edit', 'Reassign investigation', 'Edit investigation']),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Reassign investigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign investigation' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search investigations' })).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Reassign investigation' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
