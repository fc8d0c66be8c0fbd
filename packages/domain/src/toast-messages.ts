import { LOGIN_FAILURE } from './login-messages';

/** The toast texts of docs/product.md §8, word for word. */
export const TOAST = {
  loginFailure: LOGIN_FAILURE,
  resetSuccess: 'The password has been reset successfully.',
  resetFailure: 'Failed to reset the password.',
  productAdded: 'Add product successfully.',
  productFailed: 'Failed to add product.',
  partNumberAdded: 'Add part number successfully.',
  partNumberFailed: 'Failed to add part number.',
  locationAdded: 'Added location successfully.',
  locationFailed: 'Failed to add location.',
  categoryAdded: 'Added category successfully.',
  categoryFailed: 'Failed to add category.',
  subcategoryAdded: 'Added subcategory level 1 successfully.',
  subcategoryFailed: 'Failed to add subcategory level 1.',
  furtherSubcategoryAdded: 'Added subcategory level 2 successfully.',
  furtherSubcategoryFailed: 'Failed to add subcategory level 2.',
  templatesUpdated: 'Updated templates successfully.',
  draftSaved: 'Saved incident draft successfully.',
  submitted: 'Submitted incident successfully.',
  updated: 'Updated incident successfully.',
  rejected: 'The incident has been rejected successfully.',
  acknowledged: 'The incident has been acknowledged successfully.',
  moreInformationRequested: 'Requested more information successfully.',
  closed: 'The incident has been closed successfully.',
  statusChangeFailed: 'Failed to update incident.',
  investigationAssigned: 'Updated investigation assigned to the incident.',
  investigationAssignFailed: 'Failed to assign investigation to the incident.',
  chartsVisibilityUpdated: 'Updated intelligence charts successfully.',
  chartsVisibilityFailed: 'Failed to update intelligence charts.',
  chartUpdated: 'Updated chart successfully.',
  chartUpdateFailed: 'Failed to update the chart.',
  chartAdded: 'Added chart successfully.',
  chartAddFailed: 'Failed to add the chart.',
  passwordChanged: 'The password has been changed successfully.',
  passwordChangeFailed: 'Failed to change the password.',
  userUpdated: 'User updated successfully.',
  userUpdateFailed: 'Failed to update the user.',
  userAdded: 'Added user successfully.',
  userAddFailed: 'Failed to add user.',
} as const;

export const OFFLINE_BANNER = 'No Internet — please check your internet connection!';
export const NOT_FOUND_TEXT = 'Uh oh. Page not found.';

export const CONFIRM = {
  discard: 'Are you sure you want to discard the changes?',
  save: 'Are you sure you want to save the changes?',
  addChart: 'Are you sure you want to add the chart?',
  submitIncident: 'Are you sure you want to submit the incident?',
  saveDraft: 'Are you sure you want to save the incident as a draft?',
} as const;
