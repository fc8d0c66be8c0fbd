import { INCIDENT_STATUS_LABELS, type IncidentStatus } from './incident-status';

/**
 * The statuses an imported incident may have (decision 054). Under Investigation and Investigation Completed
 * need an investigation, which an import does not bring; a draft belongs to the person writing it.
 */
export const IMPORTABLE_STATUSES: readonly IncidentStatus[] = [
  'submitted',
  'pending-update',
  'acknowledged',
  'rejected',
  'cancelled',
  'closed',
];

/** The status of a row whose status cell is empty: an import brings history, mostly of closed incidents. */
export const DEFAULT_IMPORT_STATUS: IncidentStatus = 'closed';

const importableLabels = IMPORTABLE_STATUSES.map((s) => INCIDENT_STATUS_LABELS[s]).join(', ');

/** Why a row is refused, beyond the report form's own messages (validation-messages.ts). */
export const IMPORT_ROW_MSG = {
  externalReferenceRequired: 'External reference is required',
  externalReferenceTooLong: 'External reference is longer than 200 characters',
  externalReferenceRepeated: (line: number) => `External reference already used on line ${line} of this file`,
  incidentNumberFormat: 'Incident number must be a whole number above 0',
  incidentNumberTaken: (n: number) => `Incident number ${n} is already used by another incident`,
  incidentNumberRepeated: (n: number, line: number) =>
    `Incident number ${n} already used on line ${line} of this file`,
  statusUnknown: (text: string) => `Status "${text}" is not one of: ${importableLabels}`,
  statusNeedsInvestigation: (label: string) =>
    `${label} incidents cannot be imported: they need an investigation. Import them as Acknowledged or Closed`,
  statusDraft: 'Draft incidents cannot be imported: a draft belongs to the person writing it',
  rejectReasonRequired: 'Reject reason is required for a rejected incident',
  pendingUpdateReasonRequired: 'Pending update reason is required for an incident pending update',
  dateFormat: (text: string) => `Incident date "${text}" is not a date: use DD-MM-YYYY or YYYY-MM-DD`,
  timestampFormat: (label: string, text: string) => `${label} "${text}" is not a date and time`,
  severityUnknown: (text: string) => `Severity "${text}" is not one of: Critical, Major, Minor`,
  justifiedUnknown: (text: string) => `Incident justified "${text}" must be Yes or No`,
  tooLong: (label: string, max: number) =>
    `${label} is longer than ${max.toLocaleString('en-GB')} characters`,
  changedMeanwhile: 'The incident was changed while the import ran: run the import again',
} as const;

/** The API's refusals of an import as a whole (409 and 422 answers). */
export const IMPORT_MSG = {
  notFound: 'Import not found.',
  mappingNotFound: 'Saved mapping not found.',
  mappingNameTaken: 'A saved mapping with this name already exists.',
  wrongFileType: 'Please choose a CSV or XLSX file.',
  fileTooLarge: (mb: number) => `The file is too large. Please keep import files under ${mb} MB.`,
  noHeaders: 'The file has no header row: its first row must name the columns.',
  unreadable: 'The file could not be read as a CSV or XLSX file.',
  tooManyColumns: (max: number) => `The file has more than ${max} columns.`,
  referenceRequired: 'Please choose the column that holds the external reference.',
  unknownHeader: (header: string) => `The file has no column "${header}".`,
  dryRunFirst: 'Please run a dry run with this mapping first.',
  alreadyRunning: 'This import is already running.',
  alreadyDone: 'This import has already run.',
  notRun: 'This import has not run: there is nothing to undo.',
  stillRunning: 'This import is still running: wait for it to finish before undoing it.',
  alreadyUndone: 'This import has already been undone.',
  changedSince: (count: number, numbers: string) =>
    `This import cannot be undone: ${count === 1 ? '1 of its incidents has' : `${count} of its incidents have`} changed since it ran (${numbers}).`,
  notUndoable: 'Imports of reference data cannot be undone.',
  expired: (days: number) =>
    `This import expired: it was not started within ${days} days, so its file was deleted. Please upload the file again.`,
} as const;

/** The toasts of the Import tab (the specification's pattern: '… successfully.' / 'Failed to …'). */
export const IMPORT_TOAST = {
  uploadFailed: 'Failed to upload the file.',
  dryRunFailed: 'Failed to run the dry run.',
  started: 'Import started.',
  startFailed: 'Failed to start the import.',
  mappingSaved: 'Mapping saved successfully.',
  mappingSaveFailed: 'Failed to save the mapping.',
  undone: 'Import undone successfully.',
  undoFailed: 'Failed to undo the import.',
  applied: 'Reference data imported successfully.',
  applyFailed: 'Failed to import the reference data.',
} as const;
