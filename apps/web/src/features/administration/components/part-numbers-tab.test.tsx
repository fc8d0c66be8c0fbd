import { REFERENCE_TOAST } from '@qi/domain/reference-data';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const PRODUCTS = [
  { id: 'p-1', name: 'Gearbox', active: true },
  { id: 'p-2', name: 'Old pump', active: false },
  { id: 'p-3', name: 'Panel', active: true },
];

function setup(handlers: Parameters<typeof mockFetch>[0]) {
  const admin = signInAs('admin');
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/products': () => json(PRODUCTS),
    ...handlers,
  });
  return { ...fetch, app: renderApp('/admin/part-numbers') };
}

const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

describe("/admin/part-numbers: a part number's product", () => {
  it('shows each part number’s product in the table', async () => {
    setup({
      'GET /v1/partNumbers': () =>
        json([
          { id: 'PN-1', description: 'Shaft', product: 'Gearbox', active: true },
          { id: 'PN-2', description: 'Nut', product: null, active: true },
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Part Numbers' });
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toBeTruthy();
    const row = within(table).getByRole('cell', { name: 'PN-1' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Gearbox' })).toBeTruthy();
  });

  it('adds a part number with an optional product chosen among the active ones, after the two fields', async () => {
    const { requests } = setup({
      'GET /v1/partNumbers': () => json([]),
      'POST /v1/partNumbers': (r) => json({ active: true, ...(r.body as object) }, 201),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Part Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Part Number' });
    const product = within(dialog).getByRole('combobox', { name: 'Product' });
    expect((product as HTMLSelectElement).required).toBe(false);
    await screen.findByRole('option', { name: 'Gearbox' });
    expect(optionsOf(product)).toEqual(['None', 'Gearbox', 'Panel']);
    // The specification's two fields keep their texts and come first.
    const labels = Array.from(dialog.querySelectorAll('label'), (label) => label.textContent ?? '');
    expect(labels).toEqual([
      expect.stringMatching(/^Part Number\s\*$/),
      expect.stringMatching(/^Part Number Description\s\*$/),
      'Product',
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Part Number' }), 'PN-3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Part Number Description' }), 'Gear');
    await user.selectOptions(product, 'Gearbox');
    await user.click(within(dialog).getByRole('button', { name: 'Add Part Number' }));
    expect(await screen.findByText(TOAST.partNumberAdded)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 'PN-3',
      description: 'Gear',
      product: 'Gearbox',
    });
  });

  it('changes and clears the product when editing, and keeps offering a retired current one', async () => {
    let part = { id: 'PN-1', description: 'Impeller', product: 'Old pump' as string | null, active: true };
    const { requests } = setup({
      'GET /v1/partNumbers': () => json([part]),
      'PUT /v1/partNumbers/PN-1': (r) => {
        part = { ...part, ...(r.body as object) };
        return json(part);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit PN-1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Part Number PN-1' });
    let product = within(dialog).getByRole('combobox', { name: 'Product' }) as HTMLSelectElement;
    expect(product.value).toBe('Old pump');
    await screen.findByRole('option', { name: 'Panel' });
    expect(optionsOf(product)).toEqual(['None', 'Gearbox', 'Old pump', 'Panel']);
    await user.selectOptions(product, 'Panel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFERENCE_TOAST.partNumberSaved)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Panel' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit PN-1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Part Number PN-1' });
    product = within(dialog).getByRole('combobox', { name: 'Product' }) as HTMLSelectElement;
    expect(optionsOf(product)).toEqual(['None', 'Gearbox', 'Panel']);
    await user.selectOptions(product, 'None');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('cell', { name: 'Impeller' });
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { description: 'Impeller', product: 'Panel' },
      { description: 'Impeller', product: null },
    ]);
  });
});
