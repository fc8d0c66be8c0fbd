import { AppError } from '@qi/domain/app-error';
import { workOwnerIssue } from '@qi/domain/work-owners';
import type { Db } from '../../db/database';
import { workOwnerCandidates } from './user-repository';

/**
 * Refuses (422) owners who may not be given work (work-owners.ts): each issue names the person and why, at
 * its `path`. An unknown id gets `unknownMessage` (each form words its own 'select from the list').
 */
export async function assertWorkOwners(
  db: Db,
  owners: readonly { path: string; userId: string }[],
  unknownMessage: string,
): Promise<void> {
  if (owners.length === 0) return;
  const people = await workOwnerCandidates(
    db,
    owners.map((o) => o.userId),
  );
  const issues = owners.flatMap(({ path, userId }) => {
    const person = people.get(userId);
    const message = person ? workOwnerIssue(person) : unknownMessage;
    return message ? [{ path, message }] : [];
  });
  const first = issues[0];
  if (first) throw new AppError('VALIDATION', first.message, issues);
}

/** Whether the person (by id) may be given work now: known, active and of a role that can act on it. */
export async function mayOwnWork(db: Db, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const person = (await workOwnerCandidates(db, [userId])).get(userId);
  return !!person && workOwnerIssue(person) === null;
}
