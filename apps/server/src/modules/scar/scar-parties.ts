import { AppError } from '@qi/domain/app-error';
import type { TSupplierContact } from '@qi/domain/scar-supplier';
import type { TSupplier } from '@qi/domain/supplier';
import type { Db } from '../../db/database';
import { findSupplierById } from '../suppliers/supplier-repository';
import { findUserById, type UserRecord } from '../users/user-repository';
import type { ScarRecord } from './scar-record';
import { findContact } from './supplier-contact-repository';

/** The people a request names: the supplier, its contact and the buyer who raised it. */
export interface ScarParties {
  supplier: TSupplier;
  contact: TSupplierContact;
  buyer: UserRecord;
}

export async function partiesOf(db: Db, scar: Pick<ScarRecord, 'supplierId' | 'contactId' | 'buyerId'>) {
  const [supplier, contact, buyer] = await Promise.all([
    findSupplierById(db, scar.supplierId),
    findContact(db, scar.contactId),
    findUserById(db, scar.buyerId),
  ]);
  // Foreign keys keep all three: a missing one is a broken database, not the caller's fault.
  if (!supplier || !contact || !buyer) throw new AppError('INTERNAL', 'A request names a missing party.');
  return { supplier, contact, buyer } satisfies ScarParties;
}
