import { describe, expect, it } from 'vitest';
import {
  partNumberProductOptions,
  ZCreatePartNumberRequest,
  ZPartNumberItem,
  ZUpdatePartNumberRequest,
} from './reference-data';

describe("a part number's product", () => {
  it('is optional when adding, trimmed when given, and null clears it on an update', () => {
    expect(ZCreatePartNumberRequest.parse({ id: 'PN-1', description: 'Shaft' })).toEqual({
      id: 'PN-1',
      description: 'Shaft',
    });
    expect(
      ZCreatePartNumberRequest.parse({ id: 'PN-1', description: 'Shaft', product: ' Gearbox ' }).product,
    ).toBe('Gearbox');
    expect(
      ZCreatePartNumberRequest.safeParse({ id: 'PN-1', description: 'Shaft', product: ' ' }).success,
    ).toBe(false);
    expect(ZUpdatePartNumberRequest.parse({ product: null })).toEqual({ product: null });
    expect(ZUpdatePartNumberRequest.safeParse({ product: 7 }).success).toBe(false);
  });

  it('is always present in a listed part number, null for none', () => {
    expect(ZPartNumberItem.safeParse({ id: 'PN-1', description: 'Shaft', active: true }).success).toBe(false);
    expect(
      ZPartNumberItem.parse({ id: 'PN-1', description: 'Shaft', product: null, active: true }).product,
    ).toBeNull();
  });

  it('offers the active products, and a retired one only to the part number that already names it', () => {
    const products = [
      { name: 'Gearbox', active: true },
      { name: 'Old pump', active: false },
      { name: 'Panel', active: true },
    ];
    expect(partNumberProductOptions(products)).toEqual(['Gearbox', 'Panel']);
    expect(partNumberProductOptions(products, null)).toEqual(['Gearbox', 'Panel']);
    expect(partNumberProductOptions(products, 'Old pump')).toEqual(['Gearbox', 'Old pump', 'Panel']);
  });
});
