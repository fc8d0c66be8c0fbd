import { z } from 'zod';

/** docs/product.md §3: the 13 root cause categories, in order. */
export const ROOT_CAUSE_CATEGORIES = [
  { id: 'operatorError', title: '1.1 Operator Error' },
  { id: 'trainingLevel', title: '1.2 Training Level' },
  { id: 'processError', title: '2.1 Process Error' },
  { id: 'wrongSetting', title: '2.2 Wrong Setting' },
  { id: 'documentation', title: '2.3 Documentation' },
  { id: 'communication', title: '2.4 Communication' },
  { id: 'wrongMaterial', title: '3.1 Wrong Material' },
  { id: 'substandardMaterial', title: '3.2 Sub-standard Material' },
  { id: 'supplierManufacturerError', title: '3.3 Supplier/Manufacturer Error' },
  { id: 'noEquipment', title: '4.1 No equipment' },
  { id: 'outOfSpecEquipment', title: '4.2 Out of Spec Equipment' },
  { id: 'inappropriateWorkEnvironment', title: '5.1 Inappropriate Work Environment' },
  { id: 'wrongSoftware', title: '6.1 Wrong Software' },
] as const;

export type RootCauseCategoryId = (typeof ROOT_CAUSE_CATEGORIES)[number]['id'];
export const ROOT_CAUSE_CATEGORY_IDS = ROOT_CAUSE_CATEGORIES.map((c) => c.id) as [
  RootCauseCategoryId,
  ...RootCauseCategoryId[],
];

/**
 * A root cause category as stored on an investigation: one of the 13 ids with a title. No transform (the schema
 * is also used for responses); the server stores the canonical title via findRootCauseCategory.
 */
export const ZRootCauseCategory = z.object({
  id: z.enum(ROOT_CAUSE_CATEGORY_IDS, { error: 'Please select a root cause category from the list.' }),
  title: z.string().max(200),
});
export type TRootCauseCategory = z.infer<typeof ZRootCauseCategory>;

export function rootCauseCategoryTitle(id: RootCauseCategoryId): string {
  return ROOT_CAUSE_CATEGORIES.find((c) => c.id === id)?.title ?? id;
}

export function findRootCauseCategory(id: string): TRootCauseCategory | undefined {
  const found = ROOT_CAUSE_CATEGORIES.find((c) => c.id === id);
  return found ? { id: found.id, title: found.title } : undefined;
}
