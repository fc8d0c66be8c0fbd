import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and extended names', () => {
    expect(fileNameFromDisposition('attachment; filename="IncidentLog20260305.csv"')).toBe(
      'IncidentLog20260305.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=IncidentLog.xlsx')).toBe('IncidentLog.xlsx');
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''Incident%20Log.csv`)).toBe(
      'Incident Log.csv',
    );
  });

  it('drops path parts and answers null without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
