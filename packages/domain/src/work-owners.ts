import type { Role } from './roles';
import { WORK_OWNER_MSG } from './validation-messages';

/** The roles that may own work (a section of an investigation, a disposition line): the people who can act on it. */
export const WORK_OWNER_ROLES: readonly Role[] = ['investigator', 'quality', 'admin'];

export interface WorkOwnerCandidate {
  name: string;
  role: Role;
  active: boolean;
}

/** True when the person may be offered as an owner or a responsible person: active, and not role 'user'. */
export function canOwnWork(person: Pick<WorkOwnerCandidate, 'role' | 'active'>): boolean {
  return person.active && WORK_OWNER_ROLES.includes(person.role);
}

/**
 * Why a known person may not own work, or null when they may. Unknown ids are the caller's to word (each
 * form has its own 'select from the list' text).
 */
export function workOwnerIssue(person: WorkOwnerCandidate): string | null {
  if (!WORK_OWNER_ROLES.includes(person.role)) return WORK_OWNER_MSG.notAllowed(person.name);
  if (!person.active) return WORK_OWNER_MSG.deactivated(person.name);
  return null;
}
