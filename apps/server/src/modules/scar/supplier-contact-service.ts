import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import {
  CONTACT_MSG,
  type TCreateContactRequest,
  type TSupplierContact,
  type TUpdateContactRequest,
} from '@qi/domain/scar-supplier';
import { SUPPLIER_MSG } from '@qi/domain/supplier';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { conflictAs } from '../reference/reference-service';
import { findSupplierById } from '../suppliers/supplier-repository';
import {
  findContact,
  findContactByEmail,
  insertContact,
  listContacts,
  updateContact,
} from './supplier-contact-repository';

async function requireSupplier(db: Db, supplierId: string): Promise<void> {
  if (!(await findSupplierById(db, supplierId))) throw new AppError('NOT_FOUND', SUPPLIER_MSG.notFound);
}

async function assertEmailFree(db: Db, supplierId: string, email: string, exceptId?: string): Promise<void> {
  if (await findContactByEmail(db, supplierId, email, exceptId)) {
    throw new AppError('CONFLICT', CONTACT_MSG.emailTaken);
  }
}

export async function getContacts(ctx: AppContext, supplierId: string): Promise<TSupplierContact[]> {
  await requireSupplier(ctx.db, supplierId);
  return listContacts(ctx.db, supplierId);
}

/** A new active contact of the supplier; emails compare without case (409 when the supplier has it). */
export async function addContact(
  ctx: AppContext,
  actor: AuthContext,
  supplierId: string,
  input: TCreateContactRequest,
): Promise<TSupplierContact> {
  const contact: TSupplierContact = {
    id: randomUUID(),
    supplierId,
    name: input.name,
    email: input.email,
    active: true,
  };
  const now = nowIso();
  await conflictAs(CONTACT_MSG.emailTaken, () =>
    ctx.db.transaction().execute(async (trx) => {
      await requireSupplier(trx, supplierId);
      await assertEmailFree(trx, supplierId, contact.email);
      await insertContact(trx, contact, now);
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `suppliers/${supplierId}/contacts/${contact.id}`,
        actorId: actor.user.user_id,
        action: 'supplier-contact-added',
        changes: { name: contact.name, email: contact.email },
        now,
      });
    }),
  );
  return contact;
}

/** Renames a contact, changes the email, retires it or brings it back; requests sent keep their contact. */
export async function changeContact(
  ctx: AppContext,
  actor: AuthContext,
  supplierId: string,
  contactId: string,
  input: TUpdateContactRequest,
): Promise<TSupplierContact> {
  const now = nowIso();
  return conflictAs(CONTACT_MSG.emailTaken, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findContact(trx, contactId);
      if (!before || before.supplierId !== supplierId) throw new AppError('NOT_FOUND', CONTACT_MSG.notFound);
      const after: TSupplierContact = {
        ...before,
        name: input.name ?? before.name,
        email: input.email ?? before.email,
        active: input.active ?? before.active,
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of ['name', 'email', 'active'] as const) {
        if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
      }
      if (Object.keys(changes).length === 0) return before;
      if (changes.email) await assertEmailFree(trx, supplierId, after.email, contactId);
      await updateContact(trx, after, now);
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `suppliers/${supplierId}/contacts/${contactId}`,
        actorId: actor.user.user_id,
        action: 'supplier-contact-updated',
        changes,
        now,
      });
      return after;
    }),
  );
}
