import { describe, expect, it } from 'vitest';
import { findRootCauseCategory, ROOT_CAUSE_CATEGORIES, ZRootCauseCategory } from './root-cause-categories';

describe('root cause categories (docs/product.md §3)', () => {
  it('holds the 13 categories in order', () => {
    expect(ROOT_CAUSE_CATEGORIES.map((c) => `${c.id} ${c.title}`)).toEqual([
      'operatorError 1.1 Operator Error',
      'trainingLevel 1.2 Training Level',
      'processError 2.1 Process Error',
      'wrongSetting 2.2 Wrong Setting',
      'documentation 2.3 Documentation',
      'communication 2.4 Communication',
      'wrongMaterial 3.1 Wrong Material',
      'substandardMaterial 3.2 Sub-standard Material',
      'supplierManufacturerError 3.3 Supplier/Manufacturer Error',
      'noEquipment 4.1 No equipment',
      'outOfSpecEquipment 4.2 Out of Spec Equipment',
      'inappropriateWorkEnvironment 5.1 Inappropriate Work Environment',
      'wrongSoftware 6.1 Wrong Software',
    ]);
  });
  it('finds by id and validates ids', () => {
    expect(findRootCauseCategory('noEquipment')).toEqual({ id: 'noEquipment', title: '4.1 No equipment' });
    expect(findRootCauseCategory('x')).toBeUndefined();
    expect(ZRootCauseCategory.safeParse({ id: 'x', title: 'y' }).success).toBe(false);
  });
});
