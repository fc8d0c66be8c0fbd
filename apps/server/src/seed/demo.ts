import { randomUUID } from 'node:crypto';
import { defaultProfile } from '@qi/domain/profile';
import type { Role } from '@qi/domain/roles';
import type { Db } from '../db/database';
import { nowIso } from '../db/values';
import { hashPassword } from '../modules/auth/passwords';
import { insertReport } from '../modules/intelligence/report-repository';
import { saveProfile } from '../modules/profile/profile-repository';
import { insertUser } from '../modules/users/user-repository';
import { seedDemoIncidents } from './demo-incidents';
import { seedDemoInvestigations } from './demo-investigations';
import { seedDemoReference } from './demo-reference';
import { seedDemoReport } from './demo-report';

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
    await seedDemoReference(trx, now);
    await seedDemoIncidents(trx, now);
    await seedDemoInvestigations(trx);
    await seedDemoReport(trx, now);
  });
  return DEMO_USERS.map((u) => ({ ...u, password }));
}
