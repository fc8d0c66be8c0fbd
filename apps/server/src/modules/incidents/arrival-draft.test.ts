import { describe, expect, it } from 'vitest';
import { arrivalDraft } from './arrival-draft';
import type { IncidentRecord } from './incident-record';

const draft = {
  id: 'incident-1',
  description: 'Cracked housing',
  product: 'Pump',
  partNumber: 'P-100',
  supplierId: 'supplier-1',
  incidentLocation: { id: 'loc-1', title: 'Goods in' },
  grnNumber: 'GRN-1',
} as unknown as IncidentRecord;

describe('the draft a submission is checked by on arrival', () => {
  it('is a new report as its body sends it', () => {
    expect(
      arrivalDraft(
        null,
        { description: 'Bent flange', product: 'Valve', partNumber: 'V-1', grnNumber: '' },
        undefined,
      ),
    ).toEqual({
      description: 'Bent flange',
      product: 'Valve',
      partNumber: 'V-1',
      supplierId: null,
      locationId: null,
      grnNumber: '',
      excludeId: null,
    });
  });

  it('is a draft with the fields its submission changes, and never the draft itself', () => {
    expect(arrivalDraft(draft, { description: 'Cracked housing, leaking' }, null)).toEqual({
      description: 'Cracked housing, leaking',
      product: 'Pump',
      partNumber: 'P-100',
      supplierId: null,
      locationId: 'loc-1',
      grnNumber: 'GRN-1',
      excludeId: 'incident-1',
    });
    expect(arrivalDraft(draft, {}, undefined).supplierId).toBe('supplier-1');
  });
});
