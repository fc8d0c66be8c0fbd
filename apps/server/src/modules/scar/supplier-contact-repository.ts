import type { TSupplierContact } from '@qi/domain/scar-supplier';
import type { Db } from '../../db/database';
import { fromDbBool, toDbBool } from '../../db/values';

type ContactRow = { id: string; supplier_id: string; name: string; email: string; active: unknown };
const COLUMNS = ['id', 'supplier_id', 'name', 'email', 'active'] as const;
const present = (row: ContactRow): TSupplierContact => ({
  id: row.id,
  supplierId: row.supplier_id,
  name: row.name,
  email: row.email,
  active: fromDbBool(row.active),
});

/** A supplier's contacts, active first, then by name (supplier_contacts_supplier_idx). */
export async function listContacts(db: Db, supplierId: string): Promise<TSupplierContact[]> {
  const rows = await db
    .selectFrom('supplier_contacts')
    .select(COLUMNS)
    .where('supplier_id', '=', supplierId)
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map(present).sort((a, b) => Number(b.active) - Number(a.active));
}

export async function findContact(db: Db, id: string): Promise<TSupplierContact | undefined> {
  const row = await db
    .selectFrom('supplier_contacts')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && present(row);
}

/** The supplier's contact with this email regardless of case, other than `exceptId`. */
export async function findContactByEmail(
  db: Db,
  supplierId: string,
  email: string,
  exceptId?: string,
): Promise<TSupplierContact | undefined> {
  let query = db
    .selectFrom('supplier_contacts')
    .select(COLUMNS)
    .where('supplier_id', '=', supplierId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row && present(row);
}

export async function insertContact(db: Db, contact: TSupplierContact, now: string): Promise<void> {
  await db
    .insertInto('supplier_contacts')
    .values({
      id: contact.id,
      supplier_id: contact.supplierId,
      name: contact.name,
      email: contact.email,
      active: toDbBool(contact.active),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateContact(db: Db, contact: TSupplierContact, now: string): Promise<void> {
  await db
    .updateTable('supplier_contacts')
    .set({ name: contact.name, email: contact.email, active: toDbBool(contact.active), updated_at: now })
    .where('id', '=', contact.id)
    .execute();
}
