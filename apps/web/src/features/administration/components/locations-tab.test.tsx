import { REFERENCE_TOAST, type TLocation } from '@qi/domain/reference-data';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const TREE: TLocation[] = [
  {
    id: 'Plant_A',
    title: 'Plant A',
    categories: [
      {
        id: 'Line_1',
        title: 'Line 1',
        subcategories: [{ id: 'Press', title: 'Press', furtherSubcategories: [] }],
      },
    ],
  },
  { id: 'Plant_B', title: 'Plant B', categories: [] },
];

function setup() {
  const admin = signInAs('admin');
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/locations': () => json(TREE),
    'PUT /v1/locations': (r) => json(r.body),
  });
  renderApp('/admin/locations');
  return fetch;
}

async function addAt(buttonName: string, title: string, confirmName: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), title);
  await user.click(within(dialog).getByRole('button', { name: confirmName }));
  return dialog;
}

describe('/admin/locations', () => {
  it('adds a category under its location and saves the whole tree', async () => {
    const { requests } = setup();
    await addAt('Add category to Plant A', 'Line 2', 'Add category');
    expect(await screen.findByText(TOAST.categoryAdded)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/v1/locations');
    const body = put?.body as TLocation[];
    expect(body[0]?.categories.map((c) => c.id)).toEqual(['Line_1', 'Line_2']);
    expect(body[0]?.categories[1]).toEqual({ id: 'Line_2', title: 'Line 2', subcategories: [] });
    expect(body[1]).toEqual(TREE[1]);
    // The new category shows in the opened location.
    expect(await screen.findByRole('button', { name: 'Line 2' })).toBeTruthy();
  });

  it('adds a subcategory level 2 deep in the tree', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Plant A' }));
    await user.click(await screen.findByRole('button', { name: 'Line 1' }));
    await addAt('Add subcategory level 2 to Press', 'Die (upper)', 'Add subcategory level 2');
    expect(await screen.findByText(TOAST.furtherSubcategoryAdded)).toBeTruthy();
    const body = requests.find((r) => r.method === 'PUT')?.body as TLocation[];
    expect(body[0]?.categories[0]?.subcategories[0]?.furtherSubcategories).toEqual([
      { id: 'Die_upper_', title: 'Die (upper)' },
    ]);
  });

  it('refuses a duplicate sibling with the failure toast and no PUT', async () => {
    const { requests } = setup();
    const dialog = await addAt('Add category to Plant A', ' Line 1', 'Add category');
    expect(await screen.findByText(TOAST.categoryFailed)).toBeTruthy();
    expect(within(dialog).getByText("The category 'Line 1' already exists.")).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('adds a location at the top level', async () => {
    const { requests } = setup();
    await addAt('Add location', 'Plant C', 'Add location');
    await waitFor(() => expect(screen.getByText(TOAST.locationAdded)).toBeTruthy());
    const body = requests.find((r) => r.method === 'PUT')?.body as TLocation[];
    expect(body.map((l) => l.id)).toEqual(['Plant_A', 'Plant_B', 'Plant_C']);
  });

  it('renames a node: its id stays, and the whole tree is saved', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Plant A' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Line 1' }));
    const dialog = await screen.findByRole('dialog', { name: "Rename category 'Line 1'" });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Line One');
    await user.click(save);
    expect(await screen.findByText(REFERENCE_TOAST.locationRenamed)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')?.body as TLocation[];
    expect(put[0]?.categories[0]).toMatchObject({ id: 'Line_1', title: 'Line One' });
    expect(put[1]).toEqual(TREE[1]);
  });

  it('refuses a name a sibling has, without saving', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Plant B' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'plant a');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        `${REFERENCE_TOAST.locationRenameFailed} The location 'plant a' already exists.`,
      ),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('retires a node and brings it back, saving the whole tree each time', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire Plant B' }));
    expect(await screen.findByText(REFERENCE_TOAST.locationRetired)).toBeTruthy();
    const first = requests.filter((r) => r.method === 'PUT').at(-1)?.body as TLocation[];
    expect(first[1]).toEqual({ id: 'Plant_B', title: 'Plant B', categories: [], retired: true });
    expect(first[0]).toEqual(TREE[0]);
    await user.click(await screen.findByRole('button', { name: 'Bring back Plant B' }));
    expect(await screen.findByText(REFERENCE_TOAST.locationRestored)).toBeTruthy();
    const second = requests.filter((r) => r.method === 'PUT').at(-1)?.body as TLocation[];
    expect(second[1]).toEqual(TREE[1]);
  });
});
