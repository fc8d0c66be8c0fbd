import { describe, expect, it } from 'vitest';
import { INCIDENT_EXPORT_COLUMNS } from './incident-export';
import {
  EXPORT_HEADERS,
  isOwnExport,
  missingMappedHeaders,
  OWN_EXPORT_HEADERS,
  ownExportMapping,
} from './incident-import-fields';
import { proposeImportMapping, sampleKind } from './incident-import-mapping';

describe("recognising this product's own export", () => {
  it('reads every import target from a column the export writes', () => {
    for (const header of Object.values(OWN_EXPORT_HEADERS)) expect(EXPORT_HEADERS).toContain(header);
  });
  it('recognises the export by its headers and takes its mapping as it is', () => {
    const headers = INCIDENT_EXPORT_COLUMNS.map((c) => c.header);
    expect(isOwnExport(headers)).toBe(true);
    const proposal = proposeImportMapping(headers, []);
    expect(proposal.ownExport).toBe(true);
    expect(proposal.mapping).toEqual(ownExportMapping());
    expect(proposal.mapping.externalReference).toBe('Incident Number');
    expect(proposal.mapping.originalReporter).toBe('Reported By');
  });
  it('does not take a file with some of its headers for the export', () => {
    expect(isOwnExport(['Incident Number', 'Status', 'Product'])).toBe(false);
  });
});

describe('proposing a mapping for other files', () => {
  it('matches headers by name', () => {
    const headers = ['Ref', 'Date', 'Product', 'Part No', 'Qty', 'GRN', 'Order No', 'Location', 'Details'];
    const samples = [['A-1', '05-03-2024', 'Widget', 'P-1', '3', 'S12345', 'PO-9', 'Line 1', 'Cracked']];
    const { mapping, ownExport } = proposeImportMapping(headers, samples);
    expect(ownExport).toBe(false);
    expect(mapping).toMatchObject({
      externalReference: 'Ref',
      incidentDate: 'Date',
      product: 'Product',
      partNumber: 'Part No',
      defectiveQuantity: 'Qty',
      grnNumber: 'GRN',
      orderNumber: 'Order No',
      incidentLocation: 'Location',
      description: 'Details',
    });
  });
  it('weighs sample values: money is no quantity, labels find the status column', () => {
    const headers = ['Quantity', 'State', 'Notes'];
    const samples = [
      ['£12.00', 'Closed', 'x'],
      ['£1,200.50', 'Rejected', 'y'],
    ];
    const { mapping } = proposeImportMapping(headers, samples);
    expect(mapping.defectiveQuantity).toBeNull();
    expect(mapping.status).toBe('State');
  });
  it('uses the incident number as the external reference when no other column holds one', () => {
    const { mapping } = proposeImportMapping(['Incident No', 'Description'], [['12', 'Broken']]);
    expect(mapping.incidentNumber).toBe('Incident No');
    expect(mapping.externalReference).toBe('Incident No');
  });
  it('uses each column once', () => {
    const { mapping } = proposeImportMapping(['Date'], [['05-03-2024']]);
    const used = Object.values(mapping).filter((h) => h === 'Date');
    expect(used).toHaveLength(1);
  });
  it('names the mapped columns a file lacks (a saved mapping on another file)', () => {
    const mapping = { ...ownExportMapping() };
    expect(missingMappedHeaders(mapping, ['Incident Number'])).toContain('status');
  });
});

describe('the kinds of sample values', () => {
  it('tells dates, numbers, money, statuses and text apart', () => {
    expect(sampleKind(['05-03-2024', '2024-01-02'])).toBe('date');
    // A mistyped date among them still has a date's shape.
    expect(sampleKind(['14-02-2024', '31-02-2024'])).toBe('date');
    expect(sampleKind(['05-03-2024 10:00'])).toBe('timestamp');
    expect(sampleKind(['1', '2,000'])).toBe('whole');
    expect(sampleKind(['1.5'])).toBe('number');
    expect(sampleKind(['£1.50', '2'])).toBe('money');
    expect(sampleKind(['Closed', 'submitted'])).toBe('status');
    expect(sampleKind(['S12345'])).toBe('grn');
    expect(sampleKind(['Yes', 'No'])).toBe('yes-no');
    expect(sampleKind(['', ' '])).toBe('empty');
    expect(sampleKind(['x'.repeat(80)])).toBe('long-text');
    expect(sampleKind(['Widget'])).toBe('text');
  });
});
