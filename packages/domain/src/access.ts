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
/**
 * The quality team (roles.ts `isQualityTeam`) defines trend-signal rules and acts on signals (the Signals inbox;
 * signal-rules.ts). Spelt out rather than imported: roles.ts brings zod, and the router, on /login, reads this.
 */
export const canManageSignals = (role: Role): boolean => role === 'admin' || role === 'quality';

/**
 * The quality team raises and reviews supplier corrective action requests (SCARs, scar.ts re-exports this). Spelt
 * out here for the same reason as `canManageSignals`.
 */
export const canManageScars = (role: Role): boolean => role === 'admin' || role === 'quality';

export type HomeTile =
  | 'report-incident'
  | 'incidents'
  | 'intelligence'
  | 'signals'
  | 'scars'
  | 'users'
  | 'help'
  | 'administration';

/** docs/product.md §2 Home: Users and Administration tiles are admin only; Signals and Supplier requests are the quality team's. */
export function homeTiles(role: Role): HomeTile[] {
  const tiles: HomeTile[] = ['report-incident', 'incidents', 'intelligence'];
  if (canManageSignals(role)) tiles.push('signals');
  if (canManageScars(role)) tiles.push('scars');
  if (canManageUsers(role)) tiles.push('users');
  tiles.push('help');
  if (canAccessAdministration(role)) tiles.push('administration');
  return tiles;
}
