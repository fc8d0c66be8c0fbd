import { IMPORT_MSG, IMPORT_TOAST } from '@qi/domain/incident-import-messages';
import type { TImport, TImportDryRun, TImportUpload } from '@qi/domain/incident-import-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATA, layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const IMPORT: TImport = {
  id: 'i-1',
  kind: 'incidents',
  fileName: 'legacy.csv',
  fileType: 'csv',
  fileSize: 120,
  headers: ['Ref', 'Date', 'Product', 'Notes'],
  status: 'uploaded',
  rowCount: null,
  rowsDone: 0,
  counts: { created: 0, updated: 0, unchanged: 0, refused: 0 },
  mapping: null,
  createdBy: { user_id: 'u-admin', name: 'Admin User' },
  createdAt: '2026-03-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  undoneAt: null,
  error: null,
};

const UPLOAD: TImportUpload = {
  ...IMPORT,
  samples: [
    ['L-1', '14-02-2024', 'Widget', 'Cracked'],
    ['L-2', '31-02-2024', 'Gizmo', 'Bent'],
  ],
  proposedMapping: { externalReference: 'Ref', incidentDate: 'Date', product: 'Product' },
  ownExport: false,
};

const DRY_RUN: TImportDryRun = {
  import: { ...IMPORT, status: 'checked', rowCount: 2 },
  rowCount: 2,
  counts: { create: 1, update: 0, unchanged: 0, refuse: 1 },
  preview: [
    {
      line: 2,
      outcome: 'create',
      externalReference: 'L-1',
      incidentNumber: null,
      status: 'Closed',
      incidentDate: '2024-02-14',
      product: 'Widget',
      partNumber: 'N/A',
      defectiveQuantity: 1,
      location: 'Line 1',
      description: 'Cracked',
      supplier: '',
      reportedBy: 'Admin User',
    },
  ],
  refused: [{ line: 3, externalReference: 'L-2', reasons: ['Incident date "31-02-2024" is not a date'] }],
  refusedMore: 0,
  unknowns: [{ kind: 'product', key: 'Gizmo', rows: 1, firstLine: 3 }],
  unknownsMore: 0,
  unusedColumns: ['Notes'],
  referencePreview: [],
};

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  let current: TImport = IMPORT;
  const fetch = mockFetch({
    ...layoutHandlers(signInAs('admin')),
    'GET /v1/data': () =>
      json({ ...EMPTY_DATA, products: [{ id: 'p-1', name: 'Widget', active: true }] }, 200, { ETag: '"v2"' }),
    'GET /v1/imports': () => json(current.status === 'uploaded' ? [] : [current]),
    'GET /v1/import-mappings': () => json([]),
    'POST /v1/imports': () => json(UPLOAD, 201),
    'POST /v1/imports/i-1/dry-run': () => json(DRY_RUN),
    'POST /v1/imports/i-1/run': () => {
      current = {
        ...IMPORT,
        status: 'done',
        rowCount: 2,
        rowsDone: 2,
        counts: { ...IMPORT.counts, created: 2 },
      };
      return json({ ...current, status: 'queued' });
    },
    'GET /v1/imports/i-1': () => json({ ...UPLOAD, ...current }),
    ...handlers,
  });
  renderApp('/admin/import');
  return fetch;
}

async function uploadFile(user: ReturnType<typeof userEvent.setup>) {
  const input = await screen.findByLabelText('Import file');
  await user.upload(input, new File(['Ref,Date\nL-1,14-02-2024\n'], 'legacy.csv', { type: 'text/csv' }));
  return screen.findByRole('region', { name: 'Mapping' });
}

/** The mapping table's row of a field (its first cell holds the field's label). */
function rowOf(table: HTMLElement, label: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => (r as HTMLTableRowElement).cells[0]?.textContent === label);
  if (!row) throw new Error(`no row ${label}`);
  return row;
}

describe('/admin/import', () => {
  it('uploads a file and shows the proposed mapping with the first values of each column', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    expect((await screen.findByRole('tab', { name: 'Import' })).getAttribute('aria-selected')).toBe('true');
    const mapping = await uploadFile(user);
    expect(requests.find((r) => r.method === 'POST')?.path).toBe('/v1/imports?kind=incidents');
    const table = within(mapping).getByRole('table', { name: 'Column mapping' });
    const dateRow = rowOf(table, 'Incident date');
    expect(within(dateRow).getByText('14-02-2024, 31-02-2024')).toBeTruthy();
    expect(within(dateRow).getByRole('combobox').textContent).toBe('Date');
    // Nothing can run before a dry run.
    expect(within(mapping).getByRole('button', { name: 'Run import' })).toHaveProperty('disabled', true);
  });

  it('runs a dry run with the edited mapping and shows counts, the preview, refused rows and unknown values', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    const mapping = await uploadFile(user);
    const descriptionRow = rowOf(
      within(mapping).getByRole('table', { name: 'Column mapping' }),
      'Description',
    );
    await user.click(within(descriptionRow).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Notes' }));
    await user.click(within(mapping).getByRole('button', { name: 'Dry run' }));
    const results = await screen.findByRole('region', { name: 'Dry run results' });
    expect(requests.find((r) => r.path === '/v1/imports/i-1/dry-run')?.body).toEqual({
      mapping: { externalReference: 'Ref', incidentDate: 'Date', product: 'Product', description: 'Notes' },
      resolutions: {},
    });
    expect(within(results).getByText('To create: 1')).toBeTruthy();
    expect(within(results).getByText('Refused: 1')).toBeTruthy();
    expect(within(results).getByText('14-02-2024')).toBeTruthy();
    const refused = within(results).getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByText('Incident date "31-02-2024" is not a date')).toBeTruthy();
    const unknowns = screen.getByRole('table', { name: 'Unknown values' });
    expect(within(unknowns).getByText('1 (first on line 3)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run import' })).toHaveProperty('disabled', false);
  });

  it('asks for a new dry run after choosing what to do with an unknown value, then runs and shows the outcome', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    const mapping = await uploadFile(user);
    await user.click(within(mapping).getByRole('button', { name: 'Dry run' }));
    await screen.findByRole('region', { name: 'Dry run results' });
    await user.click(screen.getByRole('combobox', { name: 'What to do with Gizmo' }));
    expect(await screen.findByRole('option', { name: 'Use Widget' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Create it' }));
    expect(screen.queryByRole('region', { name: 'Dry run results' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run import' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByRole('region', { name: 'Dry run results' });
    expect(requests.filter((r) => r.path === '/v1/imports/i-1/dry-run').at(-1)?.body).toMatchObject({
      resolutions: { product: { Gizmo: { action: 'create' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Run import' }));
    expect(await screen.findByText(IMPORT_TOAST.started)).toBeTruthy();
    const progress = await screen.findByRole('region', { name: 'Import progress' });
    expect(await within(progress).findByText('Created 2, updated 0, unchanged 0, refused 0.')).toBeTruthy();
    expect(within(progress).getByRole('button', { name: 'Download the report of legacy.csv' })).toBeTruthy();
  });

  it('saves the mapping under a name', async () => {
    const { requests } = setup({
      'POST /v1/import-mappings': () =>
        json(
          { id: 'm-1', name: 'Old log', kind: 'incidents', mapping: {}, createdAt: IMPORT.createdAt },
          201,
        ),
    });
    const user = userEvent.setup();
    const mapping = await uploadFile(user);
    await user.type(within(mapping).getByRole('textbox', { name: 'Mapping name' }), 'Old log');
    await user.click(within(mapping).getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText(IMPORT_TOAST.mappingSaved)).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/import-mappings' && r.method === 'POST')?.body).toEqual({
      name: 'Old log',
      kind: 'incidents',
      mapping: UPLOAD.proposedMapping,
    });
  });

  it('undoes an earlier import after confirming, and says why when it cannot', async () => {
    const done: TImport = { ...IMPORT, status: 'done', counts: { ...IMPORT.counts, created: 2 } };
    const { requests } = setup({
      'GET /v1/imports': () => json([done]),
      'POST /v1/imports/i-1/undo': () => errorBody(409, 'CONFLICT', IMPORT_MSG.changedSince(1, '#12')),
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('table', { name: 'Earlier imports' });
    expect(within(list).getByText('2, 0, 0, 0')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Undo legacy.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the import of legacy.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText(new RegExp(IMPORT_MSG.changedSince(1, '#12').replace(/[()]/g, '\\$&'))),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/v1/imports/i-1/undo')).toBe(true);
  });
});
