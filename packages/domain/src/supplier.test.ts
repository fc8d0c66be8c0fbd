import { describe, expect, it } from 'vitest';
import {
  canSaveSupplier,
  sortSuppliers,
  supplierLabel,
  supplierStatusLabel,
  ZCreateSupplierRequest,
  ZUpdateSupplierRequest,
} from './supplier';

describe('suppliers (docs/product.md §3 Supplier)', () => {
  it('need a trimmed name and code', () => {
    expect(ZCreateSupplierRequest.parse({ name: ' Acme ', code: ' ACM ' })).toEqual({
      name: 'Acme',
      code: 'ACM',
    });
    const bad = ZCreateSupplierRequest.safeParse({ name: ' ', code: '' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'A supplier name is required.',
      'A supplier code is required.',
    ]);
    expect(ZUpdateSupplierRequest.safeParse({ active: false }).success).toBe(true);
    expect(ZUpdateSupplierRequest.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('list active suppliers first, by name, and read as "name (code)"', () => {
    const sorted = sortSuppliers([
      { name: 'Zeta', active: true },
      { name: 'Beta', active: false },
      { name: 'Alpha', active: true },
    ]);
    expect(sorted.map((s) => s.name)).toEqual(['Alpha', 'Zeta', 'Beta']);
    expect(supplierLabel({ name: 'Acme', code: 'ACM' })).toBe('Acme (ACM)');
    expect(supplierLabel(null)).toBe('');
  });

  it('may be saved only with a non-blank name and code, and read Active or Retired', () => {
    expect(canSaveSupplier({ name: 'Acme', code: 'ACM' })).toBe(true);
    expect(canSaveSupplier({ name: '  ', code: 'ACM' })).toBe(false);
    expect(canSaveSupplier({ name: 'Acme', code: ' ' })).toBe(false);
    expect(supplierStatusLabel(true)).toBe('Active');
    expect(supplierStatusLabel(false)).toBe('Retired');
  });
});
