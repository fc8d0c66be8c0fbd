import { randomUUID } from 'node:crypto';
import { defaultProfile } from '@qi/domain/profile';
import type { Role } from '@qi/domain/roles';
import type { Db } from '../db/database';
import { nowIso } from '../db/values';
import { hashPassword } from '../modules/auth/passwords';
import { saveProfile } from '../modules/profile/repository';
import { insertPartNumber, insertProduct, saveReferenceDocument } from '../modules/reference/repository';
import { insertReport } from '../modules/reports/repository';
import { insertUser } from '../modules/users/repository';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  password: string;
}

export const DEMO_USERS: { email: string; name: string; role: Role }[] = [
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
  { email: 'quality@example.com', name: 'Quinn Quality', role: 'quality' },
  { email: 'investigator@example.com', name: 'Ivan Investigator', role: 'investigator' },
  { email: 'user@example.com', name: 'Uma User', role: 'user' },
];

const DEMO_PRODUCTS = ['Widget A', 'Widget B', 'Gearbox 200'];
const DEMO_PART_NUMBERS = [
  { id: 'PN-1001', description: 'Housing' },
  { id: 'PN-1002', description: 'Drive shaft' },
  { id: 'PN-1003', description: 'Seal kit' },
];
const DEMO_LOCATIONS = [
  {
    id: 'Factory_1',
    title: 'Factory 1',
    categories: [
      {
        id: 'Assembly',
        title: 'Assembly',
        subcategories: [
          { id: 'Line_1', title: 'Line 1', furtherSubcategories: [{ id: 'Station_A', title: 'Station A' }] },
        ],
      },
      { id: 'Goods_In', title: 'Goods In', subcategories: [] },
    ],
  },
  { id: 'Warehouse', title: 'Warehouse', categories: [] },
];

/** Fills an empty database with the four demo accounts (one per role), their profiles and starter data. */
export async function seedDemoData(db: Db, password: string): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const demo of DEMO_USERS) {
      const userId = randomUUID();
      await insertUser(trx, {
        user_id: userId,
        email: demo.email,
        name: demo.name,
        role: demo.role,
        active: true,
        passwordHash,
        mustChangePassword: false,
        now,
      });
      await saveProfile(trx, userId, defaultProfile(), now);
    }
    await insertReport(trx, { id: randomUUID(), charts: [], now });
    for (const name of DEMO_PRODUCTS) await insertProduct(trx, { id: randomUUID(), name, now });
    for (const part of DEMO_PART_NUMBERS) await insertPartNumber(trx, { ...part, now });
    await saveReferenceDocument(trx, 'locations', DEMO_LOCATIONS, now);
    await saveReferenceDocument(trx, 'templates', [], now);
  });
  return DEMO_USERS.map((u) => ({ ...u, password }));
}
