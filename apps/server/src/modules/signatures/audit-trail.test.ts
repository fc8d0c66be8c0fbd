import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fetchPdf, pdfPages } from '../documents/pdf-test-tools';
import { AUDIT_CSV_HEADERS } from './audit-trail';
import { signatureKit } from './signature-test-kit';

describe('the print and the audit trail with signatures (docs/product.md §4 Signatures)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  let incident: { id: string; incidentNumber: number | null };
  let quality: string;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
    await k.setSignatures('password');
    quality = (await t.login('quality')).user.name;
    const started = await k.started();
    incident = started.incident;
    const id = started.investigation.id;
    await k.completeSigned(k.callers.quality, id);
    const reopened = await t.request('POST', `/v1/investigations/${id}/reopen`, {
      token: k.callers.quality.token,
      body: { reason: 'Batch 7 failed again.', ...k.withPassword },
    });
    if (reopened.status !== 200) throw new Error(reopened.text);
    await k.completeSigned(k.callers.quality, id);
    await k.disposeAll(k.callers.quality, incident.id);
    const closed = await k.act(k.callers.quality, incident.id, { action: 'close', ...k.withPassword });
    if (closed.status !== 200) throw new Error(closed.text);
  });
  afterAll(() => t.close());

  it('the A4 print carries a Signatures block: meaning, what, printed name, date and time', async () => {
    const pdf = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incident.id}/print.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.bytes)).join('\n');
    const block = text.slice(text.lastIndexOf('Signatures'));
    expect(block).toContain('Completed — Root cause');
    expect(block).toContain('Withdrawn — Investigation');
    expect(block).toContain('Reason: Batch 7 failed again.');
    expect(block).toContain(`Closed — Incident ${incident.incidentNumber}`);
    expect(block).toMatch(new RegExp(`${quality} · \\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d UTC`));
  });

  it('the print of an incident without signatures has no Signatures block (as before)', async () => {
    const plain = await k.acknowledgedIncident();
    const pdf = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${plain.id}/print.pdf`);
    expect((await pdfPages(pdf.bytes)).join('\n')).not.toContain('Signatures');
  });

  it('downloads the audit trail as CSV: history of both and every signature, oldest first', async () => {
    const res = await t.request('GET', `/v1/incidents/${incident.id}/audit-trail.csv`, {
      token: k.callers.user.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(
      `filename="Incident-${incident.incidentNumber}-audit-trail.csv"`,
    );
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADERS.join(','));
    const rows = lines.slice(1);
    expect(rows.some((r) => r.includes(',Incident,') && r.includes('Acknowledged'))).toBe(true);
    expect(rows.some((r) => r.includes(',Investigation,') && r.includes('Batch 7 failed again.'))).toBe(true);
    const signatures = rows.filter((r) => r.includes(',Signature,'));
    // Six sign-offs, the completion withdrawn on reopening, completed again (the sections stay signed), closed.
    expect(signatures).toHaveLength(6 + 1 + 1 + 1);
    expect(signatures.at(-1)).toMatch(
      new RegExp(`Closed: Incident ${incident.incidentNumber},,,[0-9a-f]{64}$`),
    );
    const times = rows.map((r) => Date.parse(r.slice(0, r.indexOf(','))));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('downloads the audit trail as PDF with the same entries', async () => {
    const pdf = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/audit-trail.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `Incident-${incident.incidentNumber}-audit-trail.pdf`,
    );
    const text = (await pdfPages(pdf.bytes)).join('\n');
    expect(text).toContain('Audit Trail');
    expect(text).toContain('Withdrawn: Investigation');
    expect(text).toContain('Reason: Batch 7 failed again.');
    expect(text).toContain(`Closed: Incident ${incident.incidentNumber}`);
    expect(text).toContain('Investigation completed');
  });

  it('answers 404 for an incident the caller may not see', async () => {
    const draft = await k.create(k.callers.user, 'save-draft');
    for (const ext of ['csv', 'pdf']) {
      const res = await t.request('GET', `/v1/incidents/${draft.id}/audit-trail.${ext}`, {
        token: k.callers.quality.token,
      });
      expect(res.status).toBe(404);
    }
  });
});
