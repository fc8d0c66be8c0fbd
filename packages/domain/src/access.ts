import type { Role } from './roles';

/**
 * Page- and feature-level permissions of docs/product.md §6 that do not depend on an incident.
 * The server calls these for every request; the web app calls them to show and hide.
 */
export const canAccessAdministration = (role: Role): boolean => role === 'admin';
export const canManageUsers = (role: Role): boolean => role === 'admin';
export const canEditCharts = (role: Role): boolean => role === 'admin' || role === 'quality';
/** Role 'user' cannot edit investigations (docs/product.md §6). */
export const canEditInvestigations = (role: Role): boolean => role !== 'user';
export const canSeeDraftsOfOthers = (role: Role): boolean => role === 'admin';

export type HomeTile = 'report-incident' | 'incidents' | 'intelligence' | 'users' | 'help' | 'administration';

/** docs/product.md §2 Home: Users and Administration tiles are admin only. */
export function homeTiles(role: Role): HomeTile[] {
  const tiles: HomeTile[] = ['report-incident', 'incidents', 'intelligence'];
  if (canManageUsers(role)) tiles.push('users');
  tiles.push('help');
  if (canAccessAdministration(role)) tiles.push('administration');
  return tiles;
}
