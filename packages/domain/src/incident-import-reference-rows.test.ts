import { describe, expect, it } from 'vitest';
import {
  mapReferenceRow,
  proposeReferenceMapping,
  type ReferenceState,
} from './incident-import-reference-rows';
import { REFERENCE_MSG } from './reference-data';
import { SUPPLIER_MSG } from './supplier';

function state(): ReferenceState {
  return {
    products: new Set(['widget']),
    activeProducts: new Map([['widget', 'Widget']]),
    partNumbers: new Set(['p-100']),
    supplierCodes: new Set(['acm']),
    locations: [{ id: 'Line_1', title: 'Line 1', categories: [] }],
  };
}

describe('reference data from a file (decision 054)', () => {
  it('proposes columns by the Administration tabs’ own words', () => {
    expect(proposeReferenceMapping('part-numbers', ['Part Number', 'Description', 'Product'])).toEqual({
      partNumber: 'Part Number',
      description: 'Description',
      product: 'Product',
    });
    expect(proposeReferenceMapping('suppliers', ['Supplier', 'Code'])).toEqual({
      name: 'Supplier',
      code: 'Code',
    });
  });
  it('adds what is missing, once, and leaves what exists', () => {
    const s = state();
    expect(mapReferenceRow('products', { name: 'Gizmo' }, s).outcome).toBe('create');
    expect(mapReferenceRow('products', { name: 'gizmo' }, s).outcome).toBe('unchanged');
    expect(mapReferenceRow('products', { name: 'Widget' }, s).outcome).toBe('unchanged');
    expect(mapReferenceRow('products', { name: ' ' }, s)).toMatchObject({
      outcome: 'refuse',
      reasons: ['A product name is required.'],
    });
  });
  it('needs a part number’s product to be an active product (one added by the same file counts)', () => {
    const s = state();
    const row = { partNumber: 'G-1', description: 'Gear', product: 'Gizmo' };
    expect(mapReferenceRow('part-numbers', row, s)).toMatchObject({
      outcome: 'refuse',
      reasons: [REFERENCE_MSG.partNumberProductUnknown],
    });
    mapReferenceRow('products', { name: 'Gizmo' }, s);
    expect(mapReferenceRow('part-numbers', row, s)).toMatchObject({
      outcome: 'create',
      item: { id: 'G-1', description: 'Gear', product: 'Gizmo' },
    });
    expect(mapReferenceRow('part-numbers', { partNumber: 'X', description: 'No product' }, s).outcome).toBe(
      'create',
    );
  });
  it('checks suppliers as the Suppliers tab does', () => {
    const s = state();
    expect(mapReferenceRow('suppliers', { name: 'Acme', code: '' }, s)).toMatchObject({
      outcome: 'refuse',
      reasons: [SUPPLIER_MSG.codeRequired],
    });
    expect(mapReferenceRow('suppliers', { name: 'Acme again', code: 'ACM' }, s).outcome).toBe('unchanged');
    expect(mapReferenceRow('suppliers', { name: 'Bolt Co', code: 'BOLT' }, s).outcome).toBe('create');
  });
  it('grows the location tree level by level', () => {
    const s = state();
    const row = { incidentLocation: 'Line 1', category: 'Welding', subcategory: 'Spot' };
    expect(mapReferenceRow('locations', row, s).outcome).toBe('create');
    expect(mapReferenceRow('locations', row, s).outcome).toBe('unchanged');
    expect(s.locations[0]?.categories[0]?.subcategories[0]?.id).toBe('Spot');
    expect(mapReferenceRow('locations', { incidentLocation: '', category: 'Orphan' }, s).outcome).toBe(
      'refuse',
    );
  });
});
