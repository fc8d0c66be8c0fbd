import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fetchPdf, pdfInfo, pdfPages } from '../documents/pdf-test-tools';
import { type ScarKit, scarKit } from './scar-test-kit';

describe('the A4 print of a request', () => {
  let t: TestApp;
  let s: ScarKit;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
  });
  afterAll(() => t.close());

  it('prints the request, its milestones and each stage’s answer, with the buyer’s comment and flags', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    const session = await s.signIn(setup.contactEmail);
    expect((await s.submit(session, 'd4')).status).toBe(200);
    expect((await s.review(scar.id, 'd4', 'return', { comment: 'Add the whys.' })).status).toBe(200);
    const pdf = await fetchPdf(t, s.k.callers.quality.token, `/v1/scars/${scar.id}/print.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${scar.number}.pdf`);
    const info = await pdfInfo(pdf.bytes);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([595, 842]);
    const text = (await pdfPages(pdf.bytes)).join('\n');
    for (const expected of [
      'Supplier Corrective Action Request',
      scar.number,
      setup.supplierName,
      'D3 Containment',
      'Worn moulding insert left the boss thin',
      'Add the whys.',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await fetchPdf(t, s.k.callers.user.token, `/v1/scars/${scar.id}/print.pdf`)).status).toBe(403);
    expect((await fetchPdf(t, session, `/v1/scars/${scar.id}/print.pdf`)).status).toBe(401);
    expect((await fetchPdf(t, s.k.callers.quality.token, '/v1/scars/no-such/print.pdf')).status).toBe(404);
  });
});
