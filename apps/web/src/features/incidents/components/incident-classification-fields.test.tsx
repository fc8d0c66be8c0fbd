import type { IncidentStatus } from '@qi/domain/incident-status';
import type { Role } from '@qi/domain/roles';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionLabels = (name: string) => Array.from(select(name).options).map((o) => o.textContent);

/** The Update Incident form of incident i-1, for `role` who did not report it. */
function setupEdit(role: Role, status: IncidentStatus, incident: Partial<TIncidentDetails> = {}) {
  const { handlers } = signedInHandlers(role, 'u-other');
  const data = buildIncident({ status, ...incident });
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'PUT /v1/incidents/i-1': (r) => json({ ...data, ...(r.body as object) }),
  });
  renderApp('/incident/i-1/edit');
  return fetch;
}

async function saveChanges() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('dialog', { name: CONFIRM.save });
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText(TOAST.updated)).toBeTruthy();
}

describe('supplier and severity on the incident form', () => {
  it('offers the reporter the active suppliers on a new report and sends the one chosen', async () => {
    const { handlers } = signedInHandlers('user');
    const { requests } = mockFetch({
      ...handlers,
      'POST /v1/incidents': (r) =>
        json(buildIncident({ ...(r.body as object), id: 'i-9', status: 'draft' }), 201),
      'GET /v1/incidents/i-9': () => json(buildIncident({ id: 'i-9' })),
      'GET /v1/incidents/i-9/history': () => json([]),
    });
    renderApp('/incident/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report an Incident' })).toBeTruthy();
    await waitFor(() => expect(optionLabels('Supplier')).toContain('Acme Castings (ACM)'));
    expect(optionLabels('Supplier')).toEqual(['', 'Acme Castings (ACM)', 'Bright Plastics (BRP)']);
    expect(select('Supplier').disabled).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Severity' })).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText(/Incident date/));
    await user.type(screen.getByLabelText(/Incident date/), '15012025');
    await user.selectOptions(select('Product'), 'Widget');
    await user.selectOptions(select('Part Number'), 'PN-200');
    await user.type(screen.getByRole('textbox', { name: /Defective Quantity/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /GRN Number/ }), 'S12345');
    await user.type(screen.getByRole('textbox', { name: /Order Number/ }), 'PO-9');
    await user.selectOptions(select('Incident Location'), 'Warehouse');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Broken seal');
    await user.selectOptions(select('Supplier'), 'Bright Plastics (BRP)');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.saveDraft });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.draftSaved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/incidents')?.body).toMatchObject({
      action: 'save-draft',
      supplierId: 's-3',
      severity: null,
    });
    // The whole form is filled in: slow on a busy machine.
  }, 30_000);

  it('lets quality change the severity and the supplier, keeping a retired supplier shown', async () => {
    const { requests } = setupEdit('quality', 'acknowledged', { severity: 'minor', supplierId: 's-2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Incident' })).toBeTruthy();
    await waitFor(() => expect(optionLabels('Supplier')).toContain('Old Forge (OLD) — retired'));
    expect(select('Supplier').value).toBe('s-2');
    expect(select('Severity').value).toBe('minor');
    const user = userEvent.setup();
    await user.selectOptions(select('Severity'), 'Critical');
    await user.selectOptions(select('Supplier'), 'Acme Castings (ACM)');
    await saveChanges();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      action: 'update',
      severity: 'critical',
      supplierId: 's-1',
    });
  });

  it('an investigator sees the supplier but may not change it, nor the severity', async () => {
    const { requests } = setupEdit('investigator', 'submitted', { severity: 'major', supplierId: 's-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Incident' })).toBeTruthy();
    await waitFor(() => expect(select('Supplier').value).toBe('s-1'));
    expect(select('Supplier').disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Severity' })).toBeNull();
    await saveChanges();
    const body = requests.find((r) => r.method === 'PUT')?.body;
    expect(body).not.toHaveProperty('severity');
    expect(body).not.toHaveProperty('supplierId');
  });
});
