import { describe, expect, it } from 'vitest';
import { partProductSource, reportPath, scanOutcome } from './scan-outcome';

const context = {
  origin: 'https://qi.example.com',
  partNumbers: [
    { id: 'PN-1001', product: 'Gearbox 200' },
    { id: 'PN-1002', product: null },
    { id: 'PN-1003' },
  ],
};

describe('scanOutcome', () => {
  it("opens the incident a red tag's QR points to", () => {
    expect(scanOutcome('https://qi.example.com/incident/abc-123', context)).toEqual({
      kind: 'open',
      path: '/incident/abc-123',
    });
    expect(scanOutcome(' https://qi.example.com/investigation/i-9/edit\n', context)).toEqual({
      kind: 'open',
      path: '/investigation/i-9/edit',
    });
  });

  it('does not follow addresses of other sites or other pages of this app', () => {
    expect(scanOutcome('https://evil.example.org/incident/abc', context)).toEqual({
      kind: 'text',
      text: 'https://evil.example.org/incident/abc',
    });
    expect(scanOutcome('https://qi.example.com/logout', context).kind).toBe('text');
    expect(scanOutcome('https://qi.example.com/incident/a/b/c', context).kind).toBe('text');
  });

  it('starts a report for a known part number, matching without case, with the product it names', () => {
    expect(scanOutcome('PN-1002', context)).toEqual({
      kind: 'part-number',
      partNumber: 'PN-1002',
      product: null,
    });
    expect(scanOutcome(' pn-1001 ', context)).toEqual({
      kind: 'part-number',
      partNumber: 'PN-1001',
      product: 'Gearbox 200',
    });
    // Reference data cached before part numbers named products.
    expect(scanOutcome('PN-1003', context)).toEqual({
      kind: 'part-number',
      partNumber: 'PN-1003',
      product: null,
    });
  });

  it('shows anything else as it was read', () => {
    expect(scanOutcome('4006381333931', context)).toEqual({ kind: 'text', text: '4006381333931' });
    expect(scanOutcome('PN-10', context)).toEqual({ kind: 'text', text: 'PN-10' });
    expect(scanOutcome('', { ...context, partNumbers: [{ id: '' }] })).toEqual({ kind: 'text', text: '' });
  });
});

describe('reportPath', () => {
  it('carries the part number and its product to the report form', () => {
    expect(reportPath('PN-1001', 'Widget A')).toBe('/incident/new?product=Widget+A&partNumber=PN-1001');
    expect(reportPath('PN 7&8', null)).toBe('/incident/new?partNumber=PN+7%268');
  });
});

describe('partProductSource', () => {
  const offered = ['Gearbox 200', 'Widget A'];
  it("uses the part number's own product, and guesses from incidents only when it names none", () => {
    expect(partProductSource('Gearbox 200', offered)).toEqual({ product: 'Gearbox 200' });
    expect(partProductSource(null, offered)).toBe('guess');
  });
  it('leaves the product empty, without guessing, when its own product is no longer offered', () => {
    expect(partProductSource('Retired pump', offered)).toEqual({ product: null });
  });
});
