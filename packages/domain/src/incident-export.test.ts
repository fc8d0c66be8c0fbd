import { describe, expect, it } from 'vitest';
import type { TIncident } from './incident';
import {
  exportFileBaseName,
  exportRowSafeCells,
  INCIDENT_EXPORT_COLUMNS,
  linkedIncidentsText,
  neutraliseFormula,
} from './incident-export';
import { newInvestigation, type TInvestigation } from './investigation';

const incident: TIncident = {
  id: 'inc-1',
  incidentNumber: 42,
  reportedBy: 'u1',
  incidentDate: '2026-03-05',
  product: 'Pump',
  partNumber: 'PN-1',
  defectiveQuantity: 3,
  grnNumber: 'S12345',
  orderNumber: 'WO1',
  incidentLocation: { id: 'Plant', title: 'Plant', categories: [] },
  category: null,
  subcategory: null,
  furtherSubcategory: null,
  description: '=HYPERLINK("x")',
  attachments: [{ id: 'a', name: 'photo.jpg', type: 'image/jpeg', size: 1, url: '' }],
  investigationId: 'inv-1',
  incidentJustified: true,
  status: 'under-investigation',
  rejectReason: null,
  pendingUpdateReason: null,
  created_at: '2026-03-05T10:15:00.000Z',
  updated_at: '2026-03-06T11:20:00.000Z',
  severity: 'major',
  supplierId: 'sup-1',
  dispositionStatus: 'decided',
};

const investigation: TInvestigation = {
  ...newInvestigation({ assignedTo: 'u2', incidentDescription: 'Leaking seal' }),
  id: 'inv-1',
  containmentAction: 'Quarantined',
  containmentActionSignedBy: 'u2',
  containmentActionSignedDate: '2026-03-07',
  costOfLabour: 10.5,
  costOfMaterial: 20,
  costAdjustment: -5,
};

const ctx = {
  userName: (id: string | null | undefined) =>
    id === 'u1' ? 'Uma User' : id === 'u2' ? 'Quinn Quality' : '',
  partNumberDescription: (pn: string) => (pn === 'PN-1' ? 'Seal kit' : ''),
  supplierName: (id: string | null | undefined) => (id === 'sup-1' ? 'Acme Castings' : ''),
  timeZone: 'UTC',
};

/** The columns the nonconforming material added after the first 46. */
const MATERIAL_HEADERS = [
  'Severity',
  'Supplier',
  'Disposition Status',
  'Use As Is Quantity',
  'Rework Quantity',
  'Repair Quantity',
  'Scrap Quantity',
  'Return To Supplier Quantity',
  'Other Quantity',
  'Disposition Cost',
];

const disposition = {
  quantities: { 'use-as-is': 0, rework: 1, repair: 0, scrap: 2, 'return-to-supplier': 0, other: 0 },
  cost: 42.5,
};

describe('incident export columns', () => {
  it('has the 46 columns of docs/product.md §9 first, then the material columns and the links, with unique headers', () => {
    expect(INCIDENT_EXPORT_COLUMNS).toHaveLength(57);
    expect(new Set(INCIDENT_EXPORT_COLUMNS.map((c) => c.header)).size).toBe(57);
    expect(INCIDENT_EXPORT_COLUMNS[0]?.header).toBe('Incident Number');
    expect(INCIDENT_EXPORT_COLUMNS[45]?.header).toBe('Completed Signed Date');
    expect(INCIDENT_EXPORT_COLUMNS.slice(46, 56).map((c) => c.header)).toEqual(MATERIAL_HEADERS);
    expect(INCIDENT_EXPORT_COLUMNS[56]).toMatchObject({ header: 'Linked Incidents', kind: 'text' });
  });

  it('words each link as the details page does, from the exported incident, in order', () => {
    const links = [
      { kind: 'duplicate', direction: 'from', incidentNumber: 123 },
      { kind: 'related', direction: 'to', incidentNumber: 456 },
      { kind: 'duplicate', direction: 'to', incidentNumber: 7 },
      { kind: 'same-as-reported', direction: 'from', incidentNumber: 8 },
      { kind: 'not-related', direction: 'from', incidentNumber: 9 },
    ] as const;
    expect(linkedIncidentsText(links)).toBe(
      'Duplicate of #123; Related to #456; Has a duplicate: #7; Reported as the same problem as #8; Not related to #9',
    );
    const cells = exportRowSafeCells({ incident, investigation, links }, ctx);
    expect(cells[56]).toBe(linkedIncidentsText(links));
    expect(exportRowSafeCells({ incident, investigation }, ctx)[56]).toBe('');
    expect(exportRowSafeCells({ incident, investigation, links: [] }, ctx)[56]).toBe('');
  });

  it('marks exactly the four cost columns and the disposition cost as money, quantities as numbers', () => {
    expect(INCIDENT_EXPORT_COLUMNS.filter((c) => c.kind === 'money').map((c) => c.header)).toEqual([
      'Cost of Labour',
      'Cost of Material',
      'Cost Adjustment',
      'Total Cost',
      'Disposition Cost',
    ]);
    expect(
      INCIDENT_EXPORT_COLUMNS.filter((c) => c.header.endsWith(' Quantity') && c.kind === 'number'),
    ).toHaveLength(7);
  });

  it('fills the material columns: severity and status labels, supplier name, sums per decision', () => {
    const cells = exportRowSafeCells({ incident, investigation, disposition }, ctx);
    expect(cells.slice(46, 56)).toEqual(['Major', 'Acme Castings', 'Decided', 0, 1, 0, 2, 0, 0, 42.5]);
  });

  it('leaves the material columns empty without severity, supplier, held material or lines', () => {
    const bare = { ...incident, severity: null, supplierId: null, defectiveQuantity: 0 };
    const cells = exportRowSafeCells({ incident: bare, investigation, disposition: null }, ctx);
    expect(cells.slice(46, 56)).toEqual(['', '', '', null, null, null, null, null, null, null]);
    const held = { ...bare, defectiveQuantity: 4, dispositionStatus: undefined };
    expect(exportRowSafeCells({ incident: held, investigation }, ctx)[48]).toBe('Awaiting');
    const noCost = { ...disposition, cost: null };
    expect(exportRowSafeCells({ incident, investigation, disposition: noCost }, ctx)[55]).toBe(null);
  });

  it('fills incident and investigation cells, sections as Completed/Open', () => {
    const cells = exportRowSafeCells({ incident, investigation }, ctx);
    const byHeader = Object.fromEntries(INCIDENT_EXPORT_COLUMNS.map((c, i) => [c.header, cells[i]]));
    expect(byHeader['Incident Number']).toBe(42);
    expect(byHeader.Status).toBe('Under Investigation');
    expect(byHeader['Reported By']).toBe('Uma User');
    expect(byHeader['Incident Date']).toBe('05-03-2026');
    expect(byHeader['Part Number Description']).toBe('Seal kit');
    expect(byHeader['Created At']).toBe('05-03-2026 10:15');
    expect(byHeader['Containment Action Status']).toBe('Completed');
    expect(byHeader['Root Cause Status']).toBe('Open');
    expect(byHeader['Assigned To']).toBe('Quinn Quality');
    expect(byHeader['Total Cost']).toBe(25.5);
    expect(byHeader.Attachments).toBe('photo.jpg');
  });

  it('leaves investigation cells empty when there is none', () => {
    const cells = exportRowSafeCells(
      { incident: { ...incident, investigationId: null }, investigation: null },
      ctx,
    );
    expect(cells.slice(22, 46)).toEqual(new Array(24).fill(null));
  });

  it('gives the neutralised cells in one pass (what both files write)', () => {
    for (const row of [
      { incident, investigation, disposition },
      { incident: { ...incident, investigationId: null }, investigation: null },
      {
        incident: {
          ...incident,
          product: '+Pump',
          orderNumber: '-1',
          grnNumber: '@x',
          description: '\rtext',
        },
        investigation: {
          ...investigation,
          rootCause: '=cmd',
          incidentDescription: '\tx',
          costAdjustment: -5,
        },
      },
    ]) {
      const columnByColumn = INCIDENT_EXPORT_COLUMNS.map((c) => neutraliseFormula(c.value(row, ctx)));
      expect(exportRowSafeCells(row, ctx)).toEqual(columnByColumn);
    }
  });

  it('neutralises formulas behind line breaks, spaces and invisible characters, and full-width forms', () => {
    for (const cell of [
      '\n=1+1',
      '\r\n=1',
      ' =1',
      '   +cmd',
      '\u200b=HYPERLINK("http://evil")',
      '\u00a0@SUM(A1)',
      '\ufeff-2+3',
      '\u200b \u2060=1',
      '＝1+1',
      '＋44',
      '－5',
      '＠SUM(A1)',
      '﹦1',
      ' ＝1',
      '\tPump',
      '\nPump',
    ]) {
      expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('neutralises cells that would run as formulas', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('+44 1234')).toBe("'+44 1234");
    expect(neutraliseFormula('-5')).toBe("'-5");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\tx')).toBe("'\tx");
    expect(neutraliseFormula('\rx')).toBe("'\rx");
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula('Pump')).toBe('Pump');
    expect(neutraliseFormula(' Pump')).toBe(' Pump');
    expect(neutraliseFormula('Pump -5 = @x')).toBe('Pump -5 = @x');
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula(null)).toBe(null);
  });

  it('names files IncidentLog + YYYYMMDD', () => {
    expect(exportFileBaseName('2026-11-22')).toBe('IncidentLog20261122');
  });
});
