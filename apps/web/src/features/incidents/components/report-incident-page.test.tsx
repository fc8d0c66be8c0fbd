import { formatDate, todayIso } from '@qi/domain/dates';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { INCIDENT_MSG } from '@qi/domain/validation-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

function setup() {
  const { handlers } = signedInHandlers('user');
  const fetch = mockFetch({
    ...handlers,
    'POST /v1/incidents': (r) =>
      json(buildIncident({ ...(r.body as object), id: 'i-9', status: 'submitted' }), 201),
    'GET /v1/incidents/i-9': () => json(buildIncident({ id: 'i-9' })),
    'GET /v1/incidents/i-9/history': () => json([]),
  });
  return { ...fetch, app: renderApp('/incident/new') };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionValues = (name: string) => Array.from(select(name).options).map((o) => o.value);

async function ready() {
  // The route is loaded lazily: the first test of the file waits for its import on a busy machine.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Report an Incident' }, { timeout: 10_000 }),
  ).toBeTruthy();
  // The reference data has arrived once the products are listed.
  await waitFor(() => expect(optionValues('Product')).toContain('Widget'));
}

describe('/incident/new', () => {
  it('shows every docs/product.md §5 message that applies to an empty form', async () => {
    setup();
    await ready();
    // The date starts at today: emptied, it is required like the rest.
    fireEvent.change(screen.getByLabelText(/Incident date/), { target: { value: '' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit incident' }));
    for (const message of [
      INCIDENT_MSG.incidentDateRequired,
      INCIDENT_MSG.productRequired,
      INCIDENT_MSG.partNumberRequired,
      INCIDENT_MSG.defectiveQuantity,
      INCIDENT_MSG.locationRequired,
      INCIDENT_MSG.descriptionRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // No product yet: GRN and order number are not required.
    expect(screen.queryByText(INCIDENT_MSG.grnRequired)).toBeNull();
    expect(screen.queryByText(INCIDENT_MSG.orderRequired)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Typed and shown DD-MM-YYYY (docs/product.md §9), a future date refused.
    const date = screen.getByLabelText(/Incident date/) as HTMLInputElement;
    expect(date.placeholder).toBe('DD-MM-YYYY');
    fireEvent.change(date, { target: { value: '01-01-2999' } });
    expect(date.value).toBe('01-01-2999');
    expect(await screen.findByText(INCIDENT_MSG.incidentDateInFuture)).toBeTruthy();
  });

  it('starts the incident date at today (DD-MM-YYYY)', async () => {
    setup();
    await ready();
    const date = screen.getByLabelText(/Incident date/) as HTMLInputElement;
    expect(date.value).toBe(formatDate(todayIso()));
  });

  it("offers 'N/A' only without a real product, and clears it when one is chosen", async () => {
    setup();
    await ready();
    const user = userEvent.setup();
    expect(optionValues('Part Number')).toEqual(['', 'N/A', 'PN-100', 'PN-200']);
    await user.selectOptions(select('Part Number'), 'N/A');
    await user.selectOptions(select('Product'), 'Widget');
    expect(select('Part Number').value).toBe('');
    expect(optionValues('Part Number')).toEqual(['', 'PN-100', 'PN-200']);
    await user.selectOptions(select('Product'), 'Not Product Related');
    expect(optionValues('Part Number')).toContain('N/A');
  });

  it('requires GRN and order number (with a star) only for a real product, and checks the GRN format', async () => {
    setup();
    await ready();
    const user = userEvent.setup();
    const grn = () => screen.getByRole('textbox', { name: /GRN Number/ }) as HTMLInputElement;
    expect(grn().required).toBe(false);
    expect(screen.getByText('Starts with WO, SO or PO')).toBeTruthy();
    await user.selectOptions(select('Product'), 'Widget');
    expect(grn().required).toBe(true);
    expect((screen.getByRole('textbox', { name: /Order Number/ }) as HTMLInputElement).required).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(INCIDENT_MSG.grnRequired)).toBeTruthy();
    expect(screen.getByText(INCIDENT_MSG.orderRequired)).toBeTruthy();
    await user.type(grn(), 'S12');
    expect(await screen.findByText(INCIDENT_MSG.grnFormat)).toBeTruthy();
    await user.selectOptions(select('Product'), 'Not Product Related');
    await user.clear(grn());
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.queryByText(INCIDENT_MSG.orderRequired)).toBeNull());
    expect(screen.queryByText(INCIDENT_MSG.grnRequired)).toBeNull();
  });

  it('resets the dependent dropdowns when a parent changes and shows Not applicable without options', async () => {
    setup();
    await ready();
    const user = userEvent.setup();
    expect(select('Category').disabled).toBe(true);
    expect(select('Category').options[0]?.textContent).toBe('Not applicable');
    await user.selectOptions(select('Incident Location'), 'Plant_A');
    await user.selectOptions(select('Category'), 'Assembly');
    await user.selectOptions(select('Subcategory level 1'), 'Line_1');
    await user.selectOptions(select('Subcategory level 2'), 'Station_3');
    expect(select('Subcategory level 2').value).toBe('Station_3');
    await user.selectOptions(select('Category'), 'Packing');
    expect(select('Subcategory level 1').value).toBe('');
    expect(select('Subcategory level 1').disabled).toBe(true);
    expect(select('Subcategory level 2').value).toBe('');
    await user.selectOptions(select('Incident Location'), 'Warehouse');
    expect(select('Category').value).toBe('');
    expect(select('Category').disabled).toBe(true);
  });

  it('strips minus signs, submits with action submit after confirming, and opens the new incident', async () => {
    const { requests, app } = setup();
    await ready();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Incident date/));
    await user.type(screen.getByLabelText(/Incident date/), '15012025');
    expect((screen.getByLabelText(/Incident date/) as HTMLInputElement).value).toBe('15-01-2025');
    await user.selectOptions(select('Product'), 'Widget');
    await user.selectOptions(select('Part Number'), 'PN-200');
    const quantity = screen.getByRole('textbox', { name: /Defective Quantity/ }) as HTMLInputElement;
    await user.type(quantity, '-7');
    expect(quantity.value).toBe('7');
    await user.type(screen.getByRole('textbox', { name: /GRN Number/ }), ' GRN12345678 ');
    await user.type(screen.getByRole('textbox', { name: /Order Number/ }), 'PO-9');
    await user.selectOptions(select('Incident Location'), 'Warehouse');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Broken seal');
    await user.click(screen.getByRole('button', { name: 'Submit incident' }));

    const dialog = await screen.findByRole('dialog', { name: CONFIRM.submitIncident });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.submitted)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/incident/i-9'));
    const post = requests.find((r) => r.method === 'POST' && r.path === '/v1/incidents');
    // A fresh idempotency key: were the answer lost, the offline queue would resend under the same one.
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toMatchObject({
      action: 'submit',
      incidentDate: '2025-01-15',
      product: 'Widget',
      partNumber: 'PN-200',
      defectiveQuantity: 7,
      grnNumber: 'GRN12345678',
      orderNumber: 'PO-9',
      incidentLocation: { id: 'Warehouse', title: 'Warehouse' },
      category: null,
      description: 'Broken seal',
      attachments: [],
      investigationId: null,
      // The similar incidents look-up had no answer (none is mocked): the server checks it on arrival.
      similarChecked: false,
    });
  });
});
