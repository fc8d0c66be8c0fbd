import { emptyColumnFilter } from '@qi/domain/column-filter';
import { describe, expect, it } from 'vitest';
import { isFilterActive, withFilter } from './column-filters';
import { emptyLabel, selectedKeys, valueFilter, valueKey, valueOptions } from './value-options';

describe('value options', () => {
  it('labels booleans Yes/No and investigations Opened/Completed/None, and counts the empty values', () => {
    const booleans = valueOptions('boolean', [
      { value: true, label: 'true', count: 2 },
      { value: false, label: 'false', count: 1 },
      { value: null, label: '', count: 4 },
    ]);
    expect(booleans.options.map((o) => o.label)).toEqual(['Yes', 'No']);
    expect(booleans.emptyCount).toBe(4);
    const status = valueOptions('status', [
      { value: 'opened', label: 'opened', count: 1 },
      { value: 'completed', label: 'completed', count: 1 },
    ]);
    expect(status.options.map((o) => o.label)).toEqual(['Opened', 'Completed']);
    expect(emptyLabel('status')).toBe('None');
    expect(emptyLabel('category')).toBe('(Empty)');
  });

  it('builds no filter for everything and a value list otherwise', () => {
    const { options } = valueOptions('category', [
      { value: 'A', label: 'A', count: 1 },
      { value: 'B', label: 'B', count: 1 },
    ]);
    const all = new Set(options.map((o) => o.key));
    expect(valueFilter('product', 'category', options, all, true)).toEqual(emptyColumnFilter('product'));
    expect(isFilterActive(valueFilter('product', 'category', options, all, true))).toBe(false);
    const onlyA = valueFilter('product', 'category', options, new Set([valueKey('A')]), true);
    expect(onlyA).toMatchObject({ filter: ['A'], allowAll: false, allowEmpty: true });
    expect([...selectedKeys(onlyA, options)]).toEqual([valueKey('A')]);
    const noEmpty = valueFilter('product', 'category', options, all, false);
    expect(noEmpty).toMatchObject({ filter: null, allowEmpty: false });
    expect(isFilterActive(noEmpty)).toBe(true);
  });

  it('keeps one filter per column and drops filters that let everything through', () => {
    const a = { ...emptyColumnFilter('grnNumber', 'string'), contains: 'x' };
    const b = { ...emptyColumnFilter('grnNumber', 'string'), contains: 'y' };
    expect(withFilter([a], b)).toEqual([b]);
    expect(withFilter([a], emptyColumnFilter('grnNumber', 'string'))).toEqual([]);
  });
});
