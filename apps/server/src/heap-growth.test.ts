import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from './heap-growth';

// What the limit does to an export's memory is measured by bench:export (docs/performance.md): V8 sizes its heap
// from the timing of its collections, so a test comparing heaps in two processes passes or fails by chance.
describe('the heap growth limit', () => {
  it('is set at start', () => {
    expect(heapGrowthFlag([])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(['--enable-source-maps'])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });

  it('leaves the one the command line sets', () => {
    expect(heapGrowthFlag(['--heap-growing-percent=100'])).toBeNull();
    expect(heapGrowthFlag(['--heap_growing_percent=20'])).toBeNull();
    expect(heapGrowthFlag(['--heap-growing-percent', '20'])).toBeNull();
  });
});
