import { describe, expect, it } from 'vitest';
import { arrivalCheckSummary } from './similar-arrival';

describe('arrivalCheckSummary', () => {
  it('names what was found by band, the likely ones first', () => {
    expect(
      arrivalCheckSummary([
        { band: 'possible', incidentNumber: 15 },
        { band: 'likely', incidentNumber: 12 },
        { band: 'possible', incidentNumber: 16 },
      ]),
    ).toBe('Likely the same: #12; Possibly related: #15, #16');
  });
  it('leaves out a band with nothing in it', () => {
    expect(arrivalCheckSummary([{ band: 'possible', incidentNumber: 3 }])).toBe('Possibly related: #3');
    expect(arrivalCheckSummary([])).toBe('');
  });
});
