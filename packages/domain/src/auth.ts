import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { ZUser } from './user';
import { MSG } from './validation-messages';

/**
 * Letters, digits and @$!%*#?& only, at least 8, with at least one letter and one digit
 * (docs/product.md §5 reset form; we enforce the pattern: the stricter reading).
 */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,}$/;

export const ZEmail = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired, abort: true })
  .max(254, { error: MSG.emailInvalid, abort: true })
  .pipe(z.email({ error: MSG.emailInvalid }));

export const ZNewPassword = z
  .string({ error: MSG.newPasswordRequired })
  .min(1, { error: MSG.newPasswordRequired, abort: true })
  .max(256, { error: MSG.newPasswordPattern, abort: true })
  .regex(NEW_PASSWORD_PATTERN, { error: MSG.newPasswordPattern });

export const ZConfirmNewPassword = z
  .string({ error: MSG.confirmPasswordRequired })
  .min(1, { error: MSG.confirmPasswordRequired, abort: true })
  .max(256, { error: MSG.newPasswordPattern, abort: true })
  .regex(NEW_PASSWORD_PATTERN, { error: MSG.newPasswordPattern });

function passwordsMatch<T extends { newPassword: string; confirmNewPassword: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  if (value.newPassword !== value.confirmNewPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: MSG.passwordsMustMatch });
  }
}

/** Login form and `POST /v1/auth/login`. */
export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordMinLength })
    .max(256, { error: MSG.passwordMinLength }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Reset password step 1 and `POST /v1/auth/forgot-password`. */
export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetCode = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, { error: MSG.codeRequired, abort: true })
  .max(64, { error: 'The code is not valid.' });

/** Reset password step 2 (the form, with confirmation). */
export const ZResetPasswordForm = z
  .object({
    email: ZEmail,
    code: ZResetCode,
    newPassword: ZNewPassword,
    confirmNewPassword: ZConfirmNewPassword,
  })
  .superRefine(passwordsMatch);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** `POST /v1/auth/forgot-password/confirm`. */
export const ZConfirmForgotPasswordRequest = z.strictObject({
  email: ZEmail,
  code: ZResetCode,
  newPassword: ZNewPassword,
});
export type TConfirmForgotPasswordRequest = z.infer<typeof ZConfirmForgotPasswordRequest>;

/** The sign-in page's "choose a new password" step (see docs/decisions: temporary passwords). */
export const ZNewPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmNewPassword: ZConfirmNewPassword })
  .superRefine(passwordsMatch);
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** `POST /v1/auth/new-password`: completes the NEW_PASSWORD_REQUIRED challenge. */
export const ZCompleteNewPasswordRequest = z.strictObject({
  session: z
    .string({ error: 'The session is required.' })
    .min(1, { error: 'The session is required.' })
    .max(2048),
  newPassword: ZNewPassword,
});
export type TCompleteNewPasswordRequest = z.infer<typeof ZCompleteNewPasswordRequest>;

/** Profile password change form. */
export const ZChangePasswordForm = z
  .object({
    oldPassword: z
      .string({ error: MSG.oldPasswordRequired })
      .min(1, { error: MSG.oldPasswordRequired })
      .max(256),
    newPassword: ZNewPassword,
    confirmNewPassword: ZConfirmNewPassword,
  })
  .superRefine(passwordsMatch);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** `POST /v1/auth/change-password`. */
export const ZChangePasswordRequest = z.strictObject({
  oldPassword: z
    .string({ error: MSG.oldPasswordRequired })
    .min(1, { error: MSG.oldPasswordRequired })
    .max(256),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** docs/product.md §5: the Change Password button is enabled only when old and new are set and new equals confirm. */
export function canSubmitPasswordChange(form: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): boolean {
  return (
    form.oldPassword.length > 0 && form.newPassword.length > 0 && form.newPassword === form.confirmNewPassword
  );
}

export const REFRESH_TOKEN_REQUIRED = 'The refresh token is required.';

/** The token may instead come in the httpOnly cookie the server sets (the web app's way). */
export const ZRefreshRequest = z.strictObject({
  refreshToken: z.string({ error: REFRESH_TOKEN_REQUIRED }).min(1).max(2048).optional(),
});

/** Successful sign-in. */
export const ZAuthTokens = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
  user: ZUser,
});
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

export const ZNewPasswordChallenge = z.object({
  challenge: z.literal('NEW_PASSWORD_REQUIRED'),
  session: z.string(),
});
export type TNewPasswordChallenge = z.infer<typeof ZNewPasswordChallenge>;

export const ZLoginResponse = z.union([ZAuthTokens, ZNewPasswordChallenge]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZForgotPasswordResponse = z.object({
  CodeDeliveryDetails: z.object({ Destination: z.string() }),
});
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** 'jane.doe@example.com' → 'j***@e***.com' (what the reset step shows). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
