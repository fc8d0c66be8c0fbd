import { z } from 'zod';
import { pageOf, ZAdminPageQuery } from './admin-paging';
import { ZRole } from './roles';
import { hasLineBreakOrControl, hasVisibleText, NAME_MSG } from './visible-text';

const nonBlank = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(200, { error: `${message} (at most 200 characters)` })
    .refine(hasVisibleText, { error: message, abort: true })
    .refine((v) => !hasLineBreakOrControl(v), { error: NAME_MSG.oneLine });

/** docs/product.md §3 User. user_id is a server-generated UUID; dates are ISO timestamps. */
export const ZUser = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * What every signed-in user may know about other users (bulk load): id and name, and whether they may be given
 * work (work-owners.ts), so that owner and responsible pickers offer only them.
 */
export const ZUserName = ZUser.pick({ user_id: true, name: true }).extend({
  canOwnWork: z.boolean().optional(),
});
export type TUserName = z.infer<typeof ZUserName>;

/** The Update Name dialog: 'Save' waits for a non-blank name that differs from the current one. */
export function canRenameUser(name: string, current: string): boolean {
  return hasVisibleText(name) && name.trim() !== current;
}

/** `POST /v1/users` and the Add User dialog: both values non-empty after trimming. */
export const ZCreateUserRequest = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(254, { error: 'Enter a valid email', abort: true })
    .pipe(z.email({ error: 'Enter a valid email' })),
  name: nonBlank('Name is required'),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** `PUT /v1/users/{user_id}`: an admin changes the name, role and/or active status. */
export const ZUpdateUserRequest = z
  .strictObject({
    name: nonBlank('Name is required').optional(),
    role: ZRole.optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.active !== undefined, {
    error: 'Nothing to update: send name, role or active.',
  });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** The Add User dialog's confirm button rule (docs/product.md §5 Other). */
export function canAddUser(form: { name: string; email: string }): boolean {
  return hasVisibleText(form.name) && form.email.trim().length > 0;
}

/** docs/product.md §4 Users: the chip/list label of a user's active status. */
export function userStatusLabel(active: boolean): 'Active' | 'Disabled' {
  return active ? 'Active' : 'Disabled';
}

/** Sortable columns of the users list (docs/product.md §2 Users); the default sort is user id. */
export const USER_SORT_COLUMNS = ['user_id', 'name', 'email', 'role', 'active'] as const;
export const ZUserListQuery = ZAdminPageQuery.extend({
  sortBy: z.enum(USER_SORT_COLUMNS).default('user_id'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(200).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserList = pageOf(ZUser);
export type TUserList = z.infer<typeof ZUserList>;
