/** Every validation message of SPEC §5, word for word. */
export const MSG = {
  emailInvalid: 'Enter a valid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordMinLength: 'Password should be of minimum 8 characters length',
  newPasswordRequired: 'The new password is required.',
  newPasswordPattern:
    'The new password must have at least 8 characters, with at least one lowercase letter, one uppercase letter and one digit.',
  confirmPasswordRequired: 'The confirm password is required.',
  passwordsMustMatch: 'The passwords should match.',
  codeRequired: 'The code is required.',
  oldPasswordRequired: 'The current password is required.',
  nameRequired: 'Name is required',
} as const;
