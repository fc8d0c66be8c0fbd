import { z } from 'zod';
import { hasLineBreakOrControl, hasVisibleText, NAME_MSG } from './visible-text';

/** docs/product.md §3 Supplier: reference data admins manage; incidents may name one. */
export const SUPPLIER_MSG = {
  nameRequired: 'A supplier name is required.',
  codeRequired: 'A supplier code is required.',
  codeTaken: 'A supplier with this code already exists.',
  notFound: 'Supplier not found.',
  unknown: 'Please select a supplier from the list.',
  retired: 'This supplier is retired: choose an active one.',
  qualityOnly: 'Only the quality team may change the supplier once the incident is submitted.',
} as const;

const name = z
  .string({ error: SUPPLIER_MSG.nameRequired })
  .trim()
  .min(1, { error: SUPPLIER_MSG.nameRequired, abort: true })
  .max(200)
  .refine(hasVisibleText, { error: SUPPLIER_MSG.nameRequired, abort: true })
  .refine((v) => !hasLineBreakOrControl(v), { error: NAME_MSG.oneLine });
const code = z
  .string({ error: SUPPLIER_MSG.codeRequired })
  .trim()
  .min(1, { error: SUPPLIER_MSG.codeRequired })
  .max(50);

export const ZSupplier = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
});
export type TSupplier = z.infer<typeof ZSupplier>;

/** `POST /v1/suppliers`. */
export const ZCreateSupplierRequest = z.strictObject({ name, code });
export type TCreateSupplierRequest = z.infer<typeof ZCreateSupplierRequest>;

/** `PUT /v1/suppliers/{id}`: rename, recode, retire (active false) or bring back. */
export const ZUpdateSupplierRequest = z.strictObject({
  name: name.optional(),
  code: code.optional(),
  active: z.boolean().optional(),
});
export type TUpdateSupplierRequest = z.infer<typeof ZUpdateSupplierRequest>;

/** Suppliers shown first by name, active before retired. */
export function sortSuppliers<T extends Pick<TSupplier, 'name' | 'active'>>(suppliers: readonly T[]): T[] {
  return [...suppliers].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'en-GB'),
  );
}

/** "Acme Castings (ACM)": how a supplier reads in lists and documents. */
export function supplierLabel(supplier: Pick<TSupplier, 'name' | 'code'> | null | undefined): string {
  if (!supplier) return '';
  return supplier.code ? `${supplier.name} (${supplier.code})` : supplier.name;
}

/** 'Add Supplier' and 'Save' wait for a name and a code that are non-blank. */
export function canSaveSupplier(form: { name: string; code: string }): boolean {
  return hasVisibleText(form.name) && form.code.trim().length > 0;
}

/** A supplier's status as the Suppliers tab shows it. */
export function supplierStatusLabel(active: boolean): 'Active' | 'Retired' {
  return active ? 'Active' : 'Retired';
}

/** The toasts of the Suppliers tab (the specification's pattern: 'Add … successfully.' / 'Failed to …'). */
export const SUPPLIER_TOAST = {
  added: 'Add supplier successfully.',
  addFailed: 'Failed to add supplier.',
  saved: 'Supplier saved successfully.',
  saveFailed: 'Failed to save the supplier.',
  retired: 'Supplier retired.',
  broughtBack: 'Supplier brought back.',
} as const;
