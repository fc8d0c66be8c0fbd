import { describe, expect, it } from 'vitest';
import {
  dependentFieldsOf,
  GRN_PATTERN,
  grnOrderRequired,
  type IncidentFormContext,
  type IncidentFormValues,
  isValidGrn,
  makeIncidentFormSchema,
  parseDefectiveQuantity,
  partNumberAfterProductChange,
  partNumberOptions,
  stripMinusSigns,
  validateIncidentForm,
} from './incident-form';
import type { TLocation } from './reference-data';

const TREE: TLocation[] = [
  {
    id: 'Plant_A',
    title: 'Plant A',
    categories: [
      {
        id: 'Assembly',
        title: 'Assembly',
        subcategories: [
          { id: 'Line_1', title: 'Line 1', furtherSubcategories: [{ id: 'Station_3', title: 'Station 3' }] },
          { id: 'Line_2', title: 'Line 2', furtherSubcategories: [] },
        ],
      },
      { id: 'Stores', title: 'Stores', subcategories: [] },
    ],
  },
  { id: 'Office', title: 'Office', categories: [] },
];
const [plantA, office] = TREE as [TLocation, TLocation];
const assembly = plantA.categories[0]!;
const line1 = assembly.subcategories[0]!;

const valid = (): IncidentFormValues => ({
  incidentDate: '2026-03-05',
  product: 'Widget',
  partNumber: 'PN-1',
  defectiveQuantity: 3,
  grnNumber: 'S12345',
  orderNumber: 'WO123',
  incidentLocation: plantA,
  category: assembly,
  subcategory: line1,
  furtherSubcategory: line1.furtherSubcategories[0]!,
  description: 'It broke',
});
const ctx: IncidentFormContext = { today: '2026-03-10', mode: 'report', locations: TREE };
const issuesOf = (patch: Partial<IncidentFormValues>, c: Partial<IncidentFormContext> = {}) =>
  validateIncidentForm({ ...valid(), ...patch }, { ...ctx, ...c });

describe('validateIncidentForm: each message of docs/product.md §5', () => {
  it('accepts a complete form', () => {
    expect(issuesOf({})).toEqual([]);
  });

  it('incident date: required, and not in the future', () => {
    expect(issuesOf({ incidentDate: '' })).toEqual([
      { path: 'incidentDate', message: 'Incident date is required' },
    ]);
    expect(issuesOf({ incidentDate: '2026-02-30' })).toEqual([
      { path: 'incidentDate', message: 'Incident date is required' },
    ]);
    expect(issuesOf({ incidentDate: '2026-03-11' })).toEqual([
      { path: 'incidentDate', message: 'Incident date cannot be in the future' },
    ]);
    expect(issuesOf({ incidentDate: '2026-03-10' })).toEqual([]);
  });

  it('product: required, and from the list when a list is given', () => {
    const msg = [{ path: 'product', message: 'Please select a product from the list.' }];
    expect(issuesOf({ product: '', partNumber: 'N/A', grnNumber: '', orderNumber: '' })).toEqual(msg);
    expect(issuesOf({ product: 'Gadget' }, { products: ['Widget'] })).toEqual(msg);
    expect(issuesOf({}, { products: ['Widget'] })).toEqual([]);
    expect(issuesOf({ product: 'Not Product Related', partNumber: 'N/A' }, { products: ['Widget'] })).toEqual(
      [],
    );
  });

  it('part number: required, N/A only without a real product, from the options when given', () => {
    const msg = [{ path: 'partNumber', message: 'Please select a value from the list.' }];
    expect(issuesOf({ partNumber: '' })).toEqual(msg);
    expect(issuesOf({ partNumber: 'N/A' })).toEqual(msg);
    expect(issuesOf({ partNumber: 'PN-9' }, { partNumbers: ['PN-1'] })).toEqual(msg);
    expect(issuesOf({ partNumber: 'PN-1' }, { partNumbers: ['PN-1'] })).toEqual([]);
    expect(
      issuesOf(
        { product: 'Not Product Related', partNumber: 'N/A', grnNumber: '', orderNumber: '' },
        { partNumbers: [] },
      ),
    ).toEqual([]);
  });

  it('defective quantity: a number ≥ 0 is required', () => {
    const msg = [{ path: 'defectiveQuantity', message: 'Please insert a non-negative number.' }];
    for (const bad of [null, '', '  ', -1, '-2', 'abc', Number.NaN]) {
      expect(issuesOf({ defectiveQuantity: bad as number })).toEqual(msg);
    }
    for (const good of [0, '0', 12, '7', 1_000_000_000])
      expect(issuesOf({ defectiveQuantity: good })).toEqual([]);
  });

  it('defective quantity: a whole number no larger than 1,000,000,000', () => {
    const issue = (message: string) => [{ path: 'defectiveQuantity', message }];
    expect(issuesOf({ defectiveQuantity: 2.5 })).toEqual(issue('Please insert a whole number.'));
    for (const big of [1_000_000_001, 1e308, '1e308', Number.MAX_VALUE]) {
      expect(issuesOf({ defectiveQuantity: big })).toEqual(
        issue('Please insert a number no larger than 1,000,000,000.'),
      );
    }
  });

  it('GRN: required with a real product, and in the correct format', () => {
    expect(issuesOf({ grnNumber: '' })).toEqual([{ path: 'grnNumber', message: 'GRN number is required' }]);
    expect(issuesOf({ grnNumber: '   ' })).toEqual([
      { path: 'grnNumber', message: 'GRN number is required' },
    ]);
    expect(issuesOf({ grnNumber: 'S1234' })).toEqual([
      { path: 'grnNumber', message: 'GRN number does not have the correct format' },
    ]);
    expect(issuesOf({ grnNumber: ' GRN12345678 ' })).toEqual([]);
  });

  it('GRN and order: the required error is skipped for an empty or Not Product Related product', () => {
    const npr = { product: 'Not Product Related', partNumber: 'N/A', grnNumber: '', orderNumber: '' };
    expect(issuesOf(npr)).toEqual([]);
    expect(issuesOf({ ...npr, grnNumber: 'bad' })).toEqual([
      { path: 'grnNumber', message: 'GRN number does not have the correct format' },
    ]);
    expect(issuesOf({ ...npr, product: '' }).map((i) => i.path)).toEqual(['product']);
  });

  it('order number: required with a real product; the WO/SO/PO hint is not enforced', () => {
    expect(issuesOf({ orderNumber: ' ' })).toEqual([
      { path: 'orderNumber', message: 'Order number is required' },
    ]);
    expect(issuesOf({ orderNumber: 'anything' })).toEqual([]);
  });

  it('location tree: each level required only when its parent has children', () => {
    expect(
      issuesOf({ incidentLocation: null, category: null, subcategory: null, furtherSubcategory: null }),
    ).toEqual([{ path: 'incidentLocation', message: 'Please select an incident location from the list.' }]);
    expect(issuesOf({ category: null, subcategory: null, furtherSubcategory: null })).toEqual([
      { path: 'category', message: 'Please select an category from the list.' },
    ]);
    expect(issuesOf({ subcategory: null, furtherSubcategory: null })).toEqual([
      { path: 'subcategory', message: 'Please select an subcategory level 1 from the list.' },
    ]);
    expect(issuesOf({ furtherSubcategory: null })).toEqual([
      { path: 'furtherSubcategory', message: 'Please select an subcategory level 2 from the list.' },
    ]);
    expect(
      issuesOf({ incidentLocation: office, category: null, subcategory: null, furtherSubcategory: null }),
    ).toEqual([]);
    const stores = plantA.categories[1]!;
    expect(issuesOf({ category: stores, subcategory: null, furtherSubcategory: null })).toEqual([]);
    expect(issuesOf({ subcategory: assembly.subcategories[1]!, furtherSubcategory: null })).toEqual([]);
  });

  it('location tree: a node that is not in the tree counts as not selected', () => {
    const ghost = { id: 'Ghost', title: 'Ghost', categories: [] };
    expect(issuesOf({ incidentLocation: ghost }).map((i) => i.path)).toEqual(['incidentLocation']);
    expect(issuesOf({ incidentLocation: ghost }, { locations: undefined })).toEqual([]);
  });

  it('description: required', () => {
    expect(issuesOf({ description: ' \n ' })).toEqual([
      { path: 'description', message: 'Description is required' },
    ]);
  });

  it('update form only: an investigation is required from under-investigation on', () => {
    for (const status of ['under-investigation', 'investigation-completed', 'closed'] as const) {
      expect(issuesOf({ investigationId: null }, { mode: 'update', status })).toEqual([
        { path: 'investigationId', message: 'Please select a value from the list.' },
      ]);
      expect(issuesOf({ investigationId: 'inv-1' }, { mode: 'update', status })).toEqual([]);
      expect(issuesOf({ investigationId: null }, { mode: 'report', status })).toEqual([]);
    }
    expect(issuesOf({ investigationId: null, status: 'acknowledged' }, { mode: 'update' })).toEqual([]);
    expect(issuesOf({ investigationId: '', status: 'closed' }, { mode: 'update' })).toHaveLength(1);
  });

  it('reports every issue in form order', () => {
    const empty: IncidentFormValues = {
      incidentDate: '',
      product: 'Widget',
      partNumber: '',
      defectiveQuantity: null,
      grnNumber: '',
      orderNumber: '',
      incidentLocation: null,
      category: null,
      subcategory: null,
      furtherSubcategory: null,
      description: '',
    };
    expect(validateIncidentForm(empty, ctx).map((i) => i.path)).toEqual([
      'incidentDate',
      'partNumber',
      'defectiveQuantity',
      'grnNumber',
      'orderNumber',
      'incidentLocation',
      'description',
    ]);
  });
});

describe('GRN pattern (loosely anchored)', () => {
  it.each(['S12345', 'S123456', 'S12345/1', 'GRN12345678', 'X-GRN12345678'])('accepts %s', (v) => {
    expect(isValidGrn(v)).toBe(true);
  });
  it.each(['S1234', 'xS12345', 'GRN1234567', 'GRN12345678x', 'GRN123456789', 's12345', '', 'grn12345678'])(
    'refuses %s',
    (v) => {
      expect(GRN_PATTERN.test(v)).toBe(false);
    },
  );
});

describe('incident form helpers', () => {
  it('grnOrderRequired only for a real product', () => {
    expect(grnOrderRequired('Widget')).toBe(true);
    expect(grnOrderRequired('')).toBe(false);
    expect(grnOrderRequired('  ')).toBe(false);
    expect(grnOrderRequired(null)).toBe(false);
    expect(grnOrderRequired('Not Product Related')).toBe(false);
  });
  it('partNumberOptions adds N/A without a real product', () => {
    expect(partNumberOptions('', ['A', 'B'])).toEqual(['N/A', 'A', 'B']);
    expect(partNumberOptions('Not Product Related', ['A'])).toEqual(['N/A', 'A']);
    expect(partNumberOptions('Widget', ['A', 'N/A'])).toEqual(['A']);
  });
  it('clears N/A when a real product is chosen', () => {
    expect(partNumberAfterProductChange('Widget', 'N/A')).toBe('');
    expect(partNumberAfterProductChange('Widget', 'A')).toBe('A');
    expect(partNumberAfterProductChange('Not Product Related', 'N/A')).toBe('N/A');
  });
  it('strips minus signs', () => {
    expect(stripMinusSigns('-12')).toBe('12');
    expect(stripMinusSigns('1-2−3')).toBe('123');
  });
  it('parses quantities', () => {
    expect(parseDefectiveQuantity(' 4 ')).toBe(4);
    expect(parseDefectiveQuantity(-1)).toBeNull();
    expect(parseDefectiveQuantity(undefined)).toBeNull();
  });
  it('resets dependent dropdowns', () => {
    expect(dependentFieldsOf('incidentLocation')).toEqual(['category', 'subcategory', 'furtherSubcategory']);
    expect(dependentFieldsOf('category')).toEqual(['subcategory', 'furtherSubcategory']);
    expect(dependentFieldsOf('subcategory')).toEqual(['furtherSubcategory']);
  });
});

describe('makeIncidentFormSchema', () => {
  it('gives the same messages as zod issues, by path', () => {
    const schema = makeIncidentFormSchema(ctx);
    const result = schema.safeParse({ ...valid(), grnNumber: 'bad', description: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['grnNumber', 'GRN number does not have the correct format'],
      ['description', 'Description is required'],
    ]);
  });
  it('outputs trimmed values and a numeric quantity', () => {
    const out = makeIncidentFormSchema(ctx).parse({
      ...valid(),
      grnNumber: ' S12345 ',
      defectiveQuantity: '5',
    });
    expect(out.grnNumber).toBe('S12345');
    expect(out.defectiveQuantity).toBe(5);
  });
  it('treats missing values as empty', () => {
    const result = makeIncidentFormSchema(ctx).safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toContain('Incident date is required');
  });
});
