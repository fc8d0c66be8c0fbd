/** Every validation message of docs/product.md §5, word for word. */
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

/** docs/product.md §5 incident form, word for word (the future-date message is ours: the spec gives none). */
export const INCIDENT_MSG = {
  incidentDateRequired: 'Incident date is required',
  incidentDateInFuture: 'Incident date cannot be in the future',
  productRequired: 'Please select a product from the list.',
  partNumberRequired: 'Please select a value from the list.',
  defectiveQuantity: 'Please insert a non-negative number.',
  defectiveQuantityWhole: 'Please insert a whole number.',
  defectiveQuantityTooLarge: 'Please insert a number no larger than 1,000,000,000.',
  grnFormat: 'GRN number does not have the correct format',
  grnRequired: 'GRN number is required',
  orderRequired: 'Order number is required',
  locationRequired: 'Please select an incident location from the list.',
  categoryRequired: 'Please select an category from the list.',
  subcategoryRequired: 'Please select an subcategory level 1 from the list.',
  furtherSubcategoryRequired: 'Please select an subcategory level 2 from the list.',
  descriptionRequired: 'Description is required',
  investigationRequired: 'Please select a value from the list.',
} as const;

/** docs/product.md §5 investigation form (the spec names the required fields but not the texts; these are ours). */
export const INVESTIGATION_MSG = {
  incidentDescriptionRequired: 'Incident description is required',
  defectiveProductRequired: 'Defective product quantity is required',
  justifiedRequired: 'Please select Yes or No.',
  containmentActionRequired: 'Containment action is required',
  rootCauseRequired: 'Root cause is required',
  rootCauseCategoryRequired: 'Please select a root cause category from the list.',
  correctiveActionRequired: 'Corrective action is required',
  verificationOfEffectivenessRequired: 'Verification of effectiveness is required',
  preventiveActionRequired: 'Preventive action is required',
  costNotANumber: 'Please insert a number.',
  costTooLarge: 'Please insert an amount between -£100,000,000 and £100,000,000.',
  costDecimals: 'Please insert an amount with at most 2 decimals.',
} as const;

/**
 * Who may be given work (an investigation section, a disposition line): only active investigators, quality and
 * admin users. The texts name the person and why, so that a stale choice is understood.
 */
export const WORK_OWNER_MSG = {
  notAllowed: (name: string) =>
    `${name} cannot own this work: only active investigators, quality and admin users can.`,
  deactivated: (name: string) =>
    `${name} cannot own this work: their account is deactivated. Only active investigators, quality and admin users can.`,
} as const;
