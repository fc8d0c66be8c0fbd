import { REFERENCE_TOAST } from '@qi/domain/reference-data';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function setup(path: string, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const admin = signInAs('admin');
  const fetch = mockFetch({ ...layoutHandlers(admin), ...handlers });
  return { ...fetch, app: renderApp(path) };
}

describe('/admin products', () => {
  it('shows the products tab at /admin and lists the products', async () => {
    setup('/admin', {
      'GET /v1/products': () =>
        json([
          { id: 'p-1', name: 'Widget', active: true },
          { id: 'p-2', name: 'Gadget', active: false },
        ]),
    });
    expect(await screen.findByRole('cell', { name: 'Widget' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it("adds a product: 'Add Product' waits for a non-blank name, then the list reloads", async () => {
    let products = [{ id: 'p-1', name: 'Widget', active: true }];
    const { requests } = setup('/admin/products', {
      'GET /v1/products': () => json(products),
      'POST /v1/products': (r) => {
        const created = { id: 'p-new', active: true, ...(r.body as { name: string }) };
        products = [...products, created];
        return json(created, 201);
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'Widget' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is the name of the new product?' });
    const confirm = within(dialog).getByRole('button', { name: 'Add Product' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Name'), 'Sprocket ');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText(TOAST.productAdded)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Sprocket' });
    expect(await screen.findByRole('cell', { name: 'Sprocket' })).toBeTruthy();
  });

  it('shows the failure toast when the server refuses the product', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('/admin/products', {
      'GET /v1/products': () => json([{ id: 'p-1', name: 'Widget', active: true }]),
      'POST /v1/products': () => errorBody(409, 'CONFLICT', 'This product already exists.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Widget');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    // The specification's text, then the reason the server gave.
    expect(await screen.findByText(`${TOAST.productFailed} This product already exists.`)).toBeTruthy();
  });
});

describe('/admin/part-numbers', () => {
  it('adds a part number once both required fields are filled', async () => {
    const { requests } = setup('/admin/part-numbers', {
      'GET /v1/partNumbers': () => json([{ id: 'PN-1', description: 'Bolt', active: true }]),
      'POST /v1/partNumbers': (r) => json(r.body, 201),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'Bolt' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Part Number' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Add Part Number' }) as HTMLButtonElement;
    const number = within(dialog).getByRole('textbox', { name: 'Part Number' }) as HTMLInputElement;
    const description = within(dialog).getByRole('textbox', { name: 'Part Number Description' });
    expect(number.required).toBe(true);
    // MUI joins the asterisk with a thin space.
    expect(dialog.textContent).toMatch(/Part Number\s\*/);
    expect(dialog.textContent).toMatch(/Part Number Description\s\*/);
    await user.type(number, ' PN-2 ');
    expect(confirm.disabled).toBe(true);
    await user.type(description, '  ');
    expect(confirm.disabled).toBe(true);
    await user.type(description, 'Nut');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText(TOAST.partNumberAdded)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 'PN-2', description: 'Nut' });
  });
});

describe('renaming and retiring products and part numbers', () => {
  it('renames a product, then retires it and brings it back', async () => {
    let product = { id: 'p-1', name: 'Widgte', active: true };
    const { requests } = setup('/admin/products', {
      'GET /v1/products': () => json([product]),
      'PUT /v1/products/p-1': (r) => {
        product = { ...product, ...(r.body as object) };
        return json(product);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Widgte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Product' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, ' Widget ');
    await user.click(save);
    expect(await screen.findByText(REFERENCE_TOAST.productSaved)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Widget' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Widget' });

    await user.click(screen.getByRole('button', { name: 'Retire Widget' }));
    expect(await screen.findByText(REFERENCE_TOAST.productRetired)).toBeTruthy();
    expect(await screen.findByText('Retired')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bring back Widget' }));
    expect(await screen.findByText(REFERENCE_TOAST.productBroughtBack)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { name: 'Widget' },
      { active: false },
      { active: true },
    ]);
  });

  it('shows why a rename was refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('/admin/products', {
      'GET /v1/products': () => json([{ id: 'p-1', name: 'Widgte', active: true }]),
      'PUT /v1/products/p-1': () => errorBody(409, 'CONFLICT', 'This product already exists.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Widgte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`${REFERENCE_TOAST.productSaveFailed} This product already exists.`),
    ).toBeTruthy();
  });

  it('edits a part number description and retires the part number', async () => {
    let part = { id: 'PN-1', description: 'Blot', active: true };
    const { requests } = setup('/admin/part-numbers', {
      'GET /v1/partNumbers': () => json([part]),
      'PUT /v1/partNumbers/PN-1': (r) => {
        part = { ...part, ...(r.body as object) };
        return json(part);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit PN-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Part Number PN-1' });
    const description = within(dialog).getByRole('textbox', { name: 'Part Number Description' });
    await user.clear(description);
    await user.type(description, 'Bolt');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFERENCE_TOAST.partNumberSaved)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Bolt' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retire PN-1' }));
    expect(await screen.findByText(REFERENCE_TOAST.partNumberRetired)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { description: 'Bolt' },
      { active: false },
    ]);
  });
});
