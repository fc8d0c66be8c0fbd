import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from './incident-import-messages';
import {
  IMPORT_STATUS_LABELS,
  UNSTARTED_IMPORT_DAYS,
  UNSTARTED_IMPORT_STATUSES,
  unstartedImportCutoff,
} from './incident-import-schemas';

describe('imports never started expire (their file is deleted)', () => {
  it('after 7 days: the cutoff is 7 whole days before now', () => {
    expect(UNSTARTED_IMPORT_DAYS).toBe(7);
    expect(unstartedImportCutoff(new Date('2026-03-15T10:30:00.000Z'))).toBe('2026-03-08T10:30:00.000Z');
    // Across the end of a month and of a year.
    expect(unstartedImportCutoff(new Date('2027-01-03T00:00:00.000Z'))).toBe('2026-12-27T00:00:00.000Z');
  });

  it('only an upload and a dry run expire; a run, even a failed one, keeps its record', () => {
    expect([...UNSTARTED_IMPORT_STATUSES]).toEqual(['uploaded', 'checked']);
    expect(IMPORT_STATUS_LABELS.expired).toBe('Expired');
  });

  it('tells an admin who comes back to an expired import to upload the file again', () => {
    expect(IMPORT_MSG.expired(7)).toBe(
      'This import expired: it was not started within 7 days, so its file was deleted. Please upload the file again.',
    );
  });
});
