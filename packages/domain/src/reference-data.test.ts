import { describe, expect, it } from 'vitest';
import {
  addLocationNode,
  canAddPartNumber,
  canAddProduct,
  idFromTitle,
  isUsableId,
  offeredReference,
  partNumberMap,
  renameLocationNode,
  type TLocation,
  validateLocationTree,
  ZLocationTree,
  ZPartNumber,
  ZProduct,
  ZUpdatePartNumberRequest,
  ZUpdateProductRequest,
} from './reference-data';

describe('products and part numbers', () => {
  it('trims and requires values', () => {
    expect(ZProduct.parse({ name: ' Widget ' })).toEqual({ name: 'Widget' });
    expect(ZProduct.safeParse({ name: '  ' }).success).toBe(false);
    expect(ZPartNumber.safeParse({ id: 'PN', description: ' ' }).success).toBe(false);
    expect(canAddProduct(' ')).toBe(false);
    expect(canAddProduct('x')).toBe(true);
    expect(canAddPartNumber({ id: 'a', description: ' ' })).toBe(false);
    expect(canAddPartNumber({ id: 'a', description: 'b' })).toBe(true);
  });
  it('builds the part number map', () => {
    expect(
      partNumberMap([
        { id: 'A', description: 'Alpha' },
        { id: 'B', description: 'Beta' },
      ]),
    ).toEqual({
      A: 'Alpha',
      B: 'Beta',
    });
  });
});

describe('renaming and retiring products and part numbers', () => {
  it('accepts a trimmed new name or description, or the active flag, and nothing else', () => {
    expect(ZUpdateProductRequest.parse({ name: ' Widget A2 ' })).toEqual({ name: 'Widget A2' });
    expect(ZUpdateProductRequest.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(
      'A product name is required.',
    );
    expect(ZUpdateProductRequest.safeParse({ id: 'x' }).success).toBe(false);
    expect(ZUpdatePartNumberRequest.parse({ active: false })).toEqual({ active: false });
    expect(ZUpdatePartNumberRequest.safeParse({ description: '' }).error?.issues[0]?.message).toBe(
      'A part number description is required.',
    );
    // The number is the part number's identity: it is not renamed.
    expect(ZUpdatePartNumberRequest.safeParse({ id: 'PN-2' }).success).toBe(false);
  });

  it('offers active items, and a retired one only to the incident that already names it', () => {
    const products = [{ name: 'A', active: true }, { name: 'B', active: false }, { name: 'C' }];
    const name = (p: { name: string }) => p.name;
    expect(offeredReference(products, name)).toEqual(['A', 'C']);
    expect(offeredReference(products, name, 'B')).toEqual(['A', 'B', 'C']);
    expect(offeredReference(products, name, 'A')).toEqual(['A', 'C']);
  });
});

describe('idFromTitle', () => {
  it.each([
    ['Plant A', 'Plant_A'],
    ['  Line 1  ', 'Line_1'],
    ['Goods - In / Out', 'Goods_In_Out'],
    ['(Main)', '_Main_'],
    ['snake_case', 'snake_case'],
    ['Café', 'Caf_'],
    ['---', '_'],
    ['', ''],
  ])('%j → %j', (title, id) => {
    expect(idFromTitle(title)).toBe(id);
  });
  it('treats ids without letters or digits as empty', () => {
    expect(isUsableId('_')).toBe(false);
    expect(isUsableId('')).toBe(false);
    expect(isUsableId('_A_')).toBe(true);
  });
});

const tree = (): TLocation[] =>
  ZLocationTree.parse([
    {
      id: 'Plant_A',
      title: 'Plant A',
      categories: [{ id: 'Assembly', title: 'Assembly', subcategories: [] }],
    },
  ]);

describe('addLocationNode', () => {
  it('adds at each level without touching the input', () => {
    const start = tree();
    const a = addLocationNode(start, [], 'Plant B');
    expect(a).toMatchObject({ ok: true, id: 'Plant_B' });
    expect(start).toHaveLength(1);
    const b = addLocationNode(start, ['Plant_A'], 'Stores');
    expect(b.ok && b.tree[0]?.categories.map((c) => c.id)).toEqual(['Assembly', 'Stores']);
    const c = addLocationNode(start, ['Plant_A', 'Assembly'], 'Line 1');
    expect(c.ok && c.tree[0]?.categories[0]?.subcategories).toEqual([
      { id: 'Line_1', title: 'Line 1', furtherSubcategories: [] },
    ]);
    if (!c.ok) return;
    const d = addLocationNode(c.tree, ['Plant_A', 'Assembly', 'Line_1'], ' Station 3 ');
    expect(d.ok && d.tree[0]?.categories[0]?.subcategories[0]?.furtherSubcategories).toEqual([
      { id: 'Station_3', title: 'Station 3' },
    ]);
  });
  it('refuses duplicate sibling ids and empty ids', () => {
    expect(addLocationNode(tree(), [], 'Plant-A')).toEqual({
      ok: false,
      message: "The location 'Plant-A' already exists.",
    });
    expect(addLocationNode(tree(), ['Plant_A'], ' -- ')).toEqual({
      ok: false,
      message: 'The category name must contain a letter or a digit.',
    });
    expect(addLocationNode(tree(), ['Nope'], 'X')).toEqual({
      ok: false,
      message: 'The location does not exist.',
    });
    expect(addLocationNode(tree(), ['Plant_A', 'Nope'], 'X')).toEqual({
      ok: false,
      message: 'The category does not exist.',
    });
  });
});

describe('validateLocationTree', () => {
  it('accepts a good tree', () => {
    expect(validateLocationTree(tree())).toEqual([]);
  });
  it('finds empty and duplicate sibling ids at any level', () => {
    const bad = ZLocationTree.parse([
      {
        id: 'A',
        title: 'A',
        categories: [
          { id: 'C', title: 'C' },
          { id: 'C', title: 'C again' },
        ],
      },
      { id: '_', title: '-' },
    ]);
    expect(validateLocationTree(bad)).toEqual([
      { path: 'locations[0].categories[1].id', message: "The category 'C again' already exists." },
      { path: 'locations[1].id', message: 'The location id is empty.' },
    ]);
  });
  it('allows the same id under different parents', () => {
    const ok = ZLocationTree.parse([
      { id: 'A', title: 'A', categories: [{ id: 'C', title: 'C' }] },
      { id: 'B', title: 'B', categories: [{ id: 'C', title: 'C' }] },
    ]);
    expect(validateLocationTree(ok)).toEqual([]);
  });
});

describe('renameLocationNode', () => {
  const deep = (): TLocation[] =>
    ZLocationTree.parse([
      {
        id: 'Plant_A',
        title: 'Plant A',
        categories: [
          {
            id: 'Assembly',
            title: 'Assembly',
            subcategories: [
              { id: 'Line_1', title: 'Line 1', furtherSubcategories: [{ id: 'Bench', title: 'Bench' }] },
              { id: 'Line_2', title: 'Line 2', furtherSubcategories: [] },
            ],
          },
        ],
      },
    ]);

  it('gives a node of any level a trimmed new title and keeps its id, without touching the input', () => {
    const start = deep();
    const top = renameLocationNode(start, ['Plant_A'], ' Plant Alpha ');
    expect(top.ok && top.tree[0]).toMatchObject({ id: 'Plant_A', title: 'Plant Alpha' });
    const leaf = renameLocationNode(start, ['Plant_A', 'Assembly', 'Line_1', 'Bench'], 'Bench 1');
    expect(leaf.ok && leaf.tree[0]?.categories[0]?.subcategories[0]?.furtherSubcategories[0]).toEqual({
      id: 'Bench',
      title: 'Bench 1',
    });
    expect(start[0]?.title).toBe('Plant A');
  });

  it('refuses a blank or unchanged title, a sibling’s title or id, and a missing node', () => {
    const start = deep();
    const line = ['Plant_A', 'Assembly', 'Line_2'] as const;
    expect(renameLocationNode(start, [...line], ' ')).toEqual({
      ok: false,
      message: 'The subcategory level 1 name is required.',
    });
    expect(renameLocationNode(start, [...line], 'Line 2').ok).toBe(false);
    expect(renameLocationNode(start, [...line], 'line 1')).toEqual({
      ok: false,
      message: "The subcategory level 1 'line 1' already exists.",
    });
    expect(renameLocationNode(start, [...line], 'Line-1').ok).toBe(false);
    expect(renameLocationNode(start, ['Plant_A', 'Nowhere'], 'X')).toEqual({
      ok: false,
      message: 'The category does not exist.',
    });
  });
});
