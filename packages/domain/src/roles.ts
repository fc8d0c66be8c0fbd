import { z } from 'zod';

/** The four roles of docs/product.md §6, from least to most privileged. */
export const ROLES = ['user', 'investigator', 'quality', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ZRole = z.enum(ROLES, { error: 'Role must be one of user, investigator, quality, admin.' });

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  investigator: 'Investigator',
  quality: 'Quality',
  admin: 'Admin',
};

/** The quality team: receives submitted-incident notifications and triages incidents. */
export const QUALITY_TEAM_ROLES: readonly Role[] = ['quality', 'admin'];

export function isQualityTeam(role: Role): boolean {
  return QUALITY_TEAM_ROLES.includes(role);
}
