import { describe, expect, it } from 'vitest';
import {
  addLocationPath,
  createImportLookups,
  emptyResolutions,
  type ImportReferenceData,
  type ImportResolutions,
} from './incident-import-lookups';
import { IMPORT_ROW_MSG } from './incident-import-messages';
import { type ImportCells, mapImportRow } from './incident-import-row';
import { SUPPLIER_MSG } from './supplier';
import { INCIDENT_MSG } from './validation-messages';

const REFERENCE: ImportReferenceData = {
  products: [
    { name: 'Widget', active: true },
    { name: 'Old gadget', active: false },
  ],
  partNumbers: [{ id: 'P-100', product: 'Widget', active: true }],
  suppliers: [{ id: 'sup-1', name: 'Acme Castings', code: 'ACM', active: true }],
  locations: [
    {
      id: 'Line_1',
      title: 'Line 1',
      categories: [{ id: 'Welding', title: 'Welding', subcategories: [] }],
    },
    { id: 'Stores', title: 'Stores', categories: [] },
  ],
  users: [
    { user_id: 'u-1', name: 'Quality User', email: 'quality@example.com' },
    { user_id: 'u-2', name: 'Pat Same', email: 'pat1@example.com' },
    { user_id: 'u-3', name: 'Pat Same', email: 'pat2@example.com' },
  ],
};
const TODAY = '2026-03-05';

const VALID: ImportCells = {
  externalReference: 'NCR-1',
  incidentNumber: '1,042',
  status: 'Acknowledged',
  incidentDate: '04-03-2026',
  product: 'widget',
  partNumber: 'p-100',
  defectiveQuantity: '3',
  grnNumber: 'S12345',
  orderNumber: 'PO-1',
  incidentLocation: 'line 1',
  category: 'Welding',
  description: 'Cracked weld',
  severity: 'Major',
  supplier: 'Acme Castings (ACM)',
  incidentJustified: 'Yes',
  originalReporter: 'quality@example.com',
  createdAt: '04-03-2026 09:15',
};

function run(cells: ImportCells, resolutions: ImportResolutions = emptyResolutions()) {
  return mapImportRow(cells, createImportLookups(REFERENCE, resolutions), TODAY);
}

function reasons(cells: ImportCells, resolutions?: ImportResolutions) {
  const result = run(cells, resolutions);
  if (result.ok) throw new Error('expected a refusal');
  return result.reasons;
}

describe('a mapped row as the incident to store (decision 054)', () => {
  it('stores the values as the product holds them: canonical names, tree nodes, ids, numbers', () => {
    const result = run(VALID);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.incident).toMatchObject({
      externalReference: 'NCR-1',
      incidentNumber: 1042,
      status: 'acknowledged',
      incidentDate: '2026-03-04',
      product: 'Widget',
      partNumber: 'P-100',
      defectiveQuantity: 3,
      incidentLocation: { id: 'Line_1', title: 'Line 1' },
      category: { id: 'Welding', title: 'Welding' },
      subcategory: null,
      severity: 'major',
      supplierId: 'sup-1',
      incidentJustified: true,
      reporterId: 'u-1',
      originalReporter: null,
      createdAt: '2026-03-04T09:15:00.000Z',
    });
    expect(result.unknowns).toEqual([]);
  });

  it('keeps a reporter who is not a user here as text (a shared name tells nobody apart)', () => {
    const result = run({ ...VALID, originalReporter: 'Pat Same' });
    expect(result.ok && result.incident).toMatchObject({ reporterId: null, originalReporter: 'Pat Same' });
    const other = run({ ...VALID, originalReporter: 'Quality User' });
    expect(other.ok && other.incident.reporterId).toBe('u-1');
  });

  it("refuses with the report form's own messages", () => {
    expect(
      reasons({
        ...VALID,
        incidentDate: '',
        product: '',
        defectiveQuantity: 'many',
        grnNumber: 'bad',
        description: '',
      }),
    ).toEqual([
      INCIDENT_MSG.incidentDateRequired,
      INCIDENT_MSG.productRequired,
      INCIDENT_MSG.defectiveQuantity,
      INCIDENT_MSG.grnFormat,
      INCIDENT_MSG.descriptionRequired,
    ]);
    expect(reasons({ ...VALID, incidentDate: '06-03-2026' })).toEqual([INCIDENT_MSG.incidentDateInFuture]);
    expect(reasons({ ...VALID, category: '' })).toEqual([INCIDENT_MSG.categoryRequired]);
  });

  it('says why a cell cannot be read, once per field', () => {
    expect(reasons({ ...VALID, incidentDate: '31-02-2026' })).toEqual([
      IMPORT_ROW_MSG.dateFormat('31-02-2026'),
    ]);
    expect(reasons({ ...VALID, externalReference: ' ' })).toEqual([IMPORT_ROW_MSG.externalReferenceRequired]);
    expect(reasons({ ...VALID, incidentNumber: '-4' })).toEqual([IMPORT_ROW_MSG.incidentNumberFormat]);
    expect(reasons({ ...VALID, severity: 'Huge' })).toEqual([IMPORT_ROW_MSG.severityUnknown('Huge')]);
    expect(reasons({ ...VALID, incidentJustified: 'Perhaps' })).toEqual([
      IMPORT_ROW_MSG.justifiedUnknown('Perhaps'),
    ]);
    expect(reasons({ ...VALID, createdAt: 'whenever' })).toEqual([
      IMPORT_ROW_MSG.timestampFormat('Created at', 'whenever'),
    ]);
  });

  it('imports only statuses that need no investigation, with their reasons', () => {
    expect(reasons({ ...VALID, status: 'Under Investigation' })).toEqual([
      IMPORT_ROW_MSG.statusNeedsInvestigation('Under Investigation'),
    ]);
    expect(reasons({ ...VALID, status: 'Draft' })).toEqual([IMPORT_ROW_MSG.statusDraft]);
    expect(reasons({ ...VALID, status: 'Open' })[0]).toContain('Status "Open" is not one of');
    expect(reasons({ ...VALID, status: 'Rejected' })).toEqual([IMPORT_ROW_MSG.rejectReasonRequired]);
    const rejected = run({ ...VALID, status: 'Rejected', rejectReason: 'Not ours' });
    expect(rejected.ok && rejected.incident.rejectReason).toBe('Not ours');
    const closed = run({ ...VALID, status: '' });
    expect(closed.ok && closed.incident.status).toBe('closed');
  });

  it('lists unknown reference values and refuses the row until they are resolved', () => {
    const cells = {
      ...VALID,
      product: 'Gizmo',
      partNumber: 'G-1',
      supplier: 'Nobody Ltd',
      category: 'Painting',
    };
    const result = run(cells);
    expect(result.ok).toBe(false);
    expect(result.unknowns.map((u) => `${u.kind}:${u.key}`)).toEqual([
      'product:Gizmo',
      'partNumber:G-1',
      'location:line 1 › Painting',
      'supplier:Nobody Ltd',
    ]);
    expect(reasons(cells)).toEqual(
      expect.arrayContaining([
        SUPPLIER_MSG.unknown,
        INCIDENT_MSG.productRequired,
        INCIDENT_MSG.categoryRequired,
      ]),
    );
    const resolutions: ImportResolutions = {
      product: { Gizmo: { action: 'create' } },
      partNumber: { 'G-1': { action: 'create' } },
      supplier: { 'Nobody Ltd': { action: 'map', to: 'sup-1' } },
      location: { 'line 1 › Painting': { action: 'create' } },
    };
    const resolved = run(cells, resolutions);
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(resolved.incident).toMatchObject({
      product: 'Gizmo',
      partNumber: 'G-1',
      supplierId: 'sup-1',
      category: { id: 'Painting', title: 'Painting' },
    });
    expect(resolved.unknowns).toHaveLength(4);
  });

  it('maps an unknown location path onto an existing one', () => {
    const cells = { ...VALID, incidentLocation: 'Warehouse', category: '' };
    const resolutions = {
      ...emptyResolutions(),
      location: { Warehouse: { action: 'map' as const, to: 'Stores' } },
    };
    const result = run(cells, resolutions);
    expect(result.ok && result.incident.incidentLocation).toEqual({ id: 'Stores', title: 'Stores' });
  });

  it('does not offer retired products', () => {
    expect(run({ ...VALID, product: 'Old gadget' }).unknowns[0]).toMatchObject({ kind: 'product' });
  });
});

describe('adding a location path', () => {
  it('adds only the missing levels, with ids from the titles', () => {
    const { tree, error } = addLocationPath(REFERENCE.locations, ['Line 1', 'Paint shop', 'Booth 2']);
    expect(error).toBeNull();
    const line = tree.find((l) => l.id === 'Line_1');
    expect(line?.categories.map((c) => c.id)).toEqual(['Welding', 'Paint_shop']);
    expect(line?.categories[1]?.subcategories[0]).toMatchObject({ id: 'Booth_2', title: 'Booth 2' });
    expect(addLocationPath(REFERENCE.locations, ['!!!']).error).toBe(
      'The location name must contain a letter or a digit.',
    );
  });
});
