import { describe, expect, it } from 'vitest';
import {
  canAddUser,
  canRenameUser,
  userStatusLabel,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  ZUserListQuery,
} from './user';

describe('users', () => {
  it('validates the add user request with docs/product.md §5 messages', () => {
    expect(ZCreateUserRequest.parse({ email: ' a@b.co ', name: ' Ann ' })).toEqual({
      email: 'a@b.co',
      name: 'Ann',
    });
    const bad = ZCreateUserRequest.safeParse({ email: 'x', name: '  ' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Enter a valid email', 'Name is required']);
    expect(ZCreateUserRequest.safeParse({ email: '', name: 'A' }).error?.issues[0]?.message).toBe(
      'Email is required',
    );
  });
  it('needs name, role or active on update', () => {
    expect(ZUpdateUserRequest.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update: send name, role or active.',
    );
    expect(ZUpdateUserRequest.parse({ name: ' Ann Lee ' })).toEqual({ name: 'Ann Lee' });
    expect(ZUpdateUserRequest.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('Name is required');
    expect(canRenameUser(' Ann Lee ', 'Ann')).toBe(true);
    expect(canRenameUser('Ann', 'Ann')).toBe(false);
    expect(canRenameUser(' ', 'Ann')).toBe(false);
    expect(ZUpdateUserRequest.parse({ role: 'quality' })).toEqual({ role: 'quality' });
    expect(ZUpdateUserRequest.safeParse({ role: 'boss' }).error?.issues[0]?.message).toBe(
      'Role must be one of user, investigator, quality, admin.',
    );
  });
  it('enables Add User only with non-blank name and email', () => {
    expect(canAddUser({ name: 'A', email: 'a@b.co' })).toBe(true);
    expect(canAddUser({ name: ' ', email: 'a@b.co' })).toBe(false);
    expect(canAddUser({ name: 'A', email: '' })).toBe(false);
  });
  it('labels the active status', () => {
    expect(userStatusLabel(true)).toBe('Active');
    expect(userStatusLabel(false)).toBe('Disabled');
  });
  it('defaults and bounds the list query', () => {
    expect(ZUserListQuery.parse({})).toEqual({ page: 0, rowsPerPage: 25, sortBy: 'user_id', sortDir: 'asc' });
    expect(ZUserListQuery.parse({ page: '2', rowsPerPage: '100' })).toMatchObject({
      page: 2,
      rowsPerPage: 100,
    });
    expect(ZUserListQuery.safeParse({ rowsPerPage: '30' }).success).toBe(false);
  });
});
