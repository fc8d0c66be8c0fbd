import { describe, expect, it } from 'vitest';
import {
  canSubmitPasswordChange,
  maskEmail,
  NEW_PASSWORD_PATTERN,
  ZChangePasswordForm,
  ZConfirmForgotPasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZNewPasswordForm,
  ZResetPasswordForm,
} from './auth';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const PATTERN_MSG =
  'The new password must have at least 8 characters, with at least one lowercase letter, one uppercase letter and one digit.';

describe('login (docs/product.md §5)', () => {
  it('accepts a valid login and trims the email', () => {
    expect(ZLoginRequest.parse({ email: ' a@b.co ', password: '12345678' })).toEqual({
      email: 'a@b.co',
      password: '12345678',
    });
  });
  it('gives each message', () => {
    expect(messages(ZLoginRequest.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
    expect(messages(ZLoginRequest.safeParse({ email: 'nope', password: 'short' }))).toEqual([
      ['email', 'Enter a valid email'],
      ['password', 'Password should be of minimum 8 characters length'],
    ]);
    expect(messages(ZLoginRequest.safeParse({}))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
  });
  it('forgot password needs a valid email', () => {
    expect(messages(ZForgotPasswordRequest.safeParse({ email: ' ' }))).toEqual([
      ['email', 'Email is required'],
    ]);
    expect(messages(ZForgotPasswordRequest.safeParse({ email: 'x@' }))).toEqual([
      ['email', 'Enter a valid email'],
    ]);
  });
});

describe('reset password (docs/product.md §5)', () => {
  const good = { email: 'a@b.co', code: '123456', newPassword: 'abcd1234', confirmNewPassword: 'abcd1234' };
  it('accepts a valid reset', () => {
    expect(ZResetPasswordForm.safeParse(good).success).toBe(true);
  });
  it('requires new and confirm passwords and the code', () => {
    expect(
      messages(ZResetPasswordForm.safeParse({ ...good, code: '', newPassword: '', confirmNewPassword: '' })),
    ).toEqual([
      ['code', 'The code is required.'],
      ['newPassword', 'The new password is required.'],
      ['confirmNewPassword', 'The confirm password is required.'],
    ]);
  });
  it('enforces the pattern on both', () => {
    expect(
      messages(
        ZResetPasswordForm.safeParse({ ...good, newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' }),
      ),
    ).toEqual([
      ['newPassword', PATTERN_MSG],
      ['confirmNewPassword', PATTERN_MSG],
    ]);
  });
  it('requires the passwords to match', () => {
    expect(messages(ZResetPasswordForm.safeParse({ ...good, confirmNewPassword: 'abcd12345' }))).toEqual([
      ['confirmNewPassword', 'The passwords should match.'],
    ]);
    expect(
      messages(ZNewPasswordForm.safeParse({ newPassword: 'abcd1234', confirmNewPassword: 'abcd1235' })),
    ).toEqual([['confirmNewPassword', 'The passwords should match.']]);
  });
  it.each([
    ['abcd1234', true],
    ['ABCD1234', true],
    ['a1@$!%*#?&', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc123', false],
    ['abcd 1234', false],
    ['abcd1234^', false],
  ])('pattern: %s → %s', (password, ok) => {
    expect(NEW_PASSWORD_PATTERN.test(password)).toBe(ok);
  });
  it('confirm request has no confirmation field', () => {
    expect(
      ZConfirmForgotPasswordRequest.safeParse({ email: 'a@b.co', code: '1', newPassword: 'abcd1234' })
        .success,
    ).toBe(true);
  });
});

describe('change password (docs/product.md §5)', () => {
  it('requires the current password and applies the new-password rules', () => {
    expect(
      messages(
        ZChangePasswordForm.safeParse({ oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abc' }),
      ),
    ).toEqual([
      ['oldPassword', 'The current password is required.'],
      ['newPassword', PATTERN_MSG],
      ['confirmNewPassword', PATTERN_MSG],
    ]);
  });
  it('enables the button only when old and new are set and new equals confirm', () => {
    expect(canSubmitPasswordChange({ oldPassword: 'x', newPassword: 'y', confirmNewPassword: 'y' })).toBe(
      true,
    );
    expect(canSubmitPasswordChange({ oldPassword: '', newPassword: 'y', confirmNewPassword: 'y' })).toBe(
      false,
    );
    expect(canSubmitPasswordChange({ oldPassword: 'x', newPassword: '', confirmNewPassword: '' })).toBe(
      false,
    );
    expect(canSubmitPasswordChange({ oldPassword: 'x', newPassword: 'y', confirmNewPassword: 'z' })).toBe(
      false,
    );
  });
});

describe('maskEmail', () => {
  it('masks the local part and host', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@e***.com');
    expect(maskEmail('a@localhost')).toBe('a***@l***');
  });
});
