import { describe, expect, it } from 'vitest';
import { offeredLocations, removedLocationNodes, setLocationNodeRetired } from './location-retire';
import { type TLocation, ZLocationTree } from './reference-data';

const tree: TLocation[] = ZLocationTree.parse([
  {
    id: 'F1',
    title: 'Factory 1',
    categories: [
      {
        id: 'Assembly',
        title: 'Assembly',
        subcategories: [
          { id: 'L1', title: 'Line 1', furtherSubcategories: [{ id: 'A', title: 'Station A' }] },
          { id: 'L2', title: 'Line 2' },
        ],
      },
    ],
  },
  { id: 'F2', title: 'Factory 2' },
]);

describe('retiring location nodes (docs/product.md §3 Location)', () => {
  it('retires and brings back a node at any level, keeping its place', () => {
    const retired = setLocationNodeRetired(tree, ['F1', 'Assembly', 'L1'], true);
    expect(retired.ok && retired.tree[0]?.categories[0]?.subcategories[0]).toMatchObject({
      id: 'L1',
      retired: true,
    });
    if (!retired.ok) return;
    expect(setLocationNodeRetired(retired.tree, ['F1', 'Assembly', 'L1'], true)).toEqual({
      ok: false,
      message: "The subcategory level 1 'Line 1' is already retired.",
    });
    const back = setLocationNodeRetired(retired.tree, ['F1', 'Assembly', 'L1'], false);
    expect(back.ok && back.tree).toEqual(tree);
    expect(setLocationNodeRetired(tree, ['F9'], true).ok).toBe(false);
  });

  it('offers only active nodes, and the ones an incident already chose', () => {
    const retiredFactory = setLocationNodeRetired(tree, ['F2'], true);
    if (!retiredFactory.ok) throw new Error('setup');
    const retiredLine = setLocationNodeRetired(retiredFactory.tree, ['F1', 'Assembly', 'L1'], true);
    if (!retiredLine.ok) throw new Error('setup');
    const offered = offeredLocations(retiredLine.tree);
    expect(offered.map((l) => l.id)).toEqual(['F1']);
    expect(offered[0]?.categories[0]?.subcategories.map((s) => s.id)).toEqual(['L2']);
    const kept = offeredLocations(retiredLine.tree, {
      incidentLocation: 'F1',
      category: 'Assembly',
      subcategory: 'L1',
    });
    expect(kept[0]?.categories[0]?.subcategories.map((s) => s.id)).toEqual(['L1', 'L2']);
  });

  it('names the nodes a new tree drops, at every level', () => {
    const after = ZLocationTree.parse([
      { id: 'F1', title: 'Factory 1', categories: [{ id: 'Assembly', title: 'Assembly' }] },
    ]);
    expect(removedLocationNodes(tree, after)).toEqual([
      { path: ['F1', 'Assembly', 'L1'], title: 'Line 1' },
      { path: ['F1', 'Assembly', 'L1', 'A'], title: 'Station A' },
      { path: ['F1', 'Assembly', 'L2'], title: 'Line 2' },
      { path: ['F2'], title: 'Factory 2' },
    ]);
    expect(removedLocationNodes(tree, tree)).toEqual([]);
  });
});
