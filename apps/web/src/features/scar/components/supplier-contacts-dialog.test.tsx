import { CONTACT_MSG, type TSupplierContact } from '@qi/domain/scar-supplier';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { SCAR_DEFAULTS_SAVED } from './scar-defaults-tab';
import { CONTACT_TOAST } from './supplier-contacts-dialog';

function setup(path: string) {
  let contacts: TSupplierContact[] = [
    { id: 'c-1', supplierId: 's-1', name: 'Carla Contact', email: 'carla@acme.example', active: true },
  ];
  const admin = signInAs('admin');
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/suppliers': () => json([{ id: 's-1', name: 'Acme Castings', code: 'ACM', active: true }]),
    'GET /v1/suppliers/s-1/contacts': () => json(contacts),
    'POST /v1/suppliers/s-1/contacts': (r) => {
      const created = {
        id: 'c-2',
        supplierId: 's-1',
        active: true,
        ...(r.body as { name: string; email: string }),
      };
      contacts = [...contacts, created];
      return json(created, 201);
    },
    'PUT /v1/suppliers/s-1/contacts/c-1': (r: RecordedRequest) => {
      contacts = contacts.map((c) => (c.id === 'c-1' ? { ...c, ...(r.body as object) } : c));
      return json(contacts[0]);
    },
    'GET /v1/scar-defaults': () =>
      json({ acknowledge: 2, containment: 3, rootCause: 14, actions: 30, closure: 60 }),
    'PUT /v1/scar-defaults': (r) => json(r.body),
  });
  renderApp(path);
  return { ...fetch, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('Administration: supplier contacts and request due dates', { timeout: 30_000 }, () => {
  it('lists a supplier’s contacts, adds one with a name and a valid email, and retires one', async () => {
    const { user, requests } = setup('/admin/suppliers');
    await user.click(await screen.findByRole('button', { name: 'Contacts of Acme Castings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts of Acme Castings' });
    const row = (await within(dialog).findByText('carla@acme.example')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText(CONTACT_MSG.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(CONTACT_MSG.emailInvalid)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Name/), 'Dan Delivery');
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'dan@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText(CONTACT_TOAST.added)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Dan Delivery',
      email: 'dan@acme.example',
    });
    expect(await within(dialog).findByText('dan@acme.example')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Retire Carla Contact' }));
    expect(await screen.findByText(CONTACT_TOAST.retired)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ active: false });
    expect(await within(dialog).findByRole('button', { name: 'Bring back Carla Contact' })).toBeTruthy();
  });

  it('saves the days from raising a request to each milestone', async () => {
    const { user, requests } = setup('/admin/supplier-requests');
    const root = await screen.findByLabelText('D4 Root cause (days)');
    expect((root as HTMLInputElement).value).toBe('14');
    await user.clear(root);
    await user.type(root, 'x');
    expect(await screen.findByText('Please insert a whole number of days from 0 to 730.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(root);
    await user.type(root, '21');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(SCAR_DEFAULTS_SAVED)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      acknowledge: 2,
      containment: 3,
      rootCause: 21,
      actions: 30,
      closure: 60,
    });
  });
});
