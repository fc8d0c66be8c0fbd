import { SUPPLIER_TOAST, type TSupplier } from '@qi/domain/supplier';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function setup(initial: TSupplier[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  let suppliers = initial;
  const admin = signInAs('admin');
  const put = (r: RecordedRequest) => {
    const id = r.path.split('/').at(-1);
    suppliers = suppliers.map((s) => (s.id === id ? { ...s, ...(r.body as Partial<TSupplier>) } : s));
    return json(suppliers.find((s) => s.id === id));
  };
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/suppliers': () => json(suppliers),
    'POST /v1/suppliers': (r) => {
      const created = { id: 's-new', active: true, ...(r.body as { name: string; code: string }) };
      suppliers = [...suppliers, created];
      return json(created, 201);
    },
    'PUT /v1/suppliers/s-1': put,
    ...handlers,
  });
  renderApp('/admin/suppliers');
  return fetch;
}

const ACME: TSupplier = { id: 's-1', name: 'Acme Castings', code: 'ACM', active: true };

describe('/admin/suppliers', () => {
  it('lists suppliers with name, code and status, beside Products and Part Numbers', async () => {
    setup([ACME, { id: 's-2', name: 'Old Mill', code: 'OMF', active: false }]);
    const row = (await screen.findByRole('cell', { name: 'Acme Castings' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'ACM' })).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const retired = screen.getByRole('cell', { name: 'Old Mill' }).closest('tr') as HTMLElement;
    expect(within(retired).getByText('Retired')).toBeTruthy();
    expect(within(retired).getByRole('button', { name: 'Bring back Old Mill' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Suppliers' }).getAttribute('aria-selected')).toBe('true');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs.slice(0, 3)).toEqual(['Products', 'Part Numbers', 'Suppliers']);
  });

  it("adds a supplier: 'Add Supplier' waits for a name and a code, and sends them trimmed", async () => {
    const { requests } = setup([ACME]);
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'Acme Castings' });
    await user.click(screen.getByRole('button', { name: 'Add Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Supplier' });
    const confirm = within(dialog).getByRole('button', { name: 'Add Supplier' }) as HTMLButtonElement;
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Zenith Plastics ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '  ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ZPL');
    await user.click(confirm);
    expect(await screen.findByText(SUPPLIER_TOAST.added)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Zenith Plastics', code: 'ZPL' });
    expect(await screen.findByRole('cell', { name: 'Zenith Plastics' })).toBeTruthy();
  });

  it('renames a supplier and retires it', async () => {
    const { requests } = setup([ACME]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Castings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supplier' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Acme Castings');
    await user.clear(name);
    await user.type(name, 'Acme Foundry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUPPLIER_TOAST.saved)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Acme Foundry' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Acme Foundry', code: 'ACM' });

    await user.click(screen.getByRole('button', { name: 'Retire Acme Foundry' }));
    expect(await screen.findByText(SUPPLIER_TOAST.retired)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Bring back Acme Foundry' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ active: false });
  });

  it('shows the reason when the server refuses a duplicate code, and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([ACME], {
      'POST /v1/suppliers': () => errorBody(409, 'CONFLICT', 'A supplier with this code already exists.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Supplier' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Copy');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ACM');
    await user.click(within(dialog).getByRole('button', { name: 'Add Supplier' }));
    expect(
      await screen.findByText(`${SUPPLIER_TOAST.addFailed} A supplier with this code already exists.`),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Supplier' })).toBeTruthy();
  });
});
