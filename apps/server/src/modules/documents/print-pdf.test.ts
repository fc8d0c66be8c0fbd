import { formatDate, formatLongDate, todayIso } from '@qi/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { EXPORT_TIME_ZONE } from '../incidents/incident-export';
import { FILLED_SECTIONS, investigationKit } from '../investigations/investigation-test-kit';
import { documentKit } from './document-test-kit';
import { fetchPdf, pdfFonts, pdfInfo, pdfPages } from './pdf-test-tools';

const LONG_PARAGRAPH = Array.from(
  { length: 40 },
  (_, i) => `Sentence ${i + 1} of the inspection notes: the housing cracked under load near the clip.`,
).join(' ');

const DESCRIPTION = [
  '# Inspection Prüfung',
  '',
  'The **Größe** of the batch was *wrong*; rework costs about £120.',
  '',
  '- first bullet point',
  '- second bullet point',
  '',
  '1. numbered step one',
  '2. numbered step two',
  '',
  LONG_PARAGRAPH,
  '',
  LONG_PARAGRAPH,
].join('\n');

// The file's first document starts the rendering thread (through tsx in tests): seconds on a busy machine.
describe('GET /v1/incidents/:id/print.pdf', { timeout: 120_000 }, () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let d: ReturnType<typeof documentKit>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
    d = documentKit(t, k);
  });
  afterAll(() => t.close());

  it('prints every field, the markdown description, the history and the investigation on numbered A4 pages', async () => {
    const { incident, investigation } = await d.started(DESCRIPTION);
    const costs = await k.put(k.callers.quality, investigation.id, {
      costOfLabour: 1234.5,
      costOfMaterial: 10,
      costAdjustment: -0.25,
      incidentJustified: true,
      ...FILLED_SECTIONS,
    });
    expect(costs.status, costs.text).toBe(200);
    await k.complete(k.callers.quality, investigation.id);

    const res = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incident.id}/print.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const fileName = `Incident-${incident.incidentNumber}.pdf`;
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const info = await pdfInfo(res.bytes);
    expect(info.width).toBeCloseTo(595.28, 1);
    expect(info.height).toBeCloseTo(841.89, 1);
    expect(info.pages).toBeGreaterThanOrEqual(2);

    const pages = await pdfPages(res.bytes);
    expect(pages).toHaveLength(info.pages);
    const printed = `Printed on ${formatLongDate(todayIso(EXPORT_TIME_ZONE))}`;
    pages.forEach((page, index) => {
      expect(page).toContain(printed);
      expect(page).toContain(`Page ${index + 1} of ${info.pages}`);
    });

    const text = pages.join('\n');
    const line = (label: string, value: string) =>
      expect(text).toMatch(new RegExp(`${label}\\s+${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(text).toContain('Quality Incidents');
    expect(text).toContain('Incident Report');
    line('Incident Number', String(incident.incidentNumber));
    line('Status', 'Investigation Completed');
    line('Severity', 'Minor');
    line('Supplier', '—');
    line('Reported By', 'Quinn Quality');
    line('Incident Date', '15-06-2025');
    line('Product', k.form.product);
    line('Part Number', k.form.partNumber);
    line('Defective Quantity', '3');
    line('GRN Number', 'S12345');
    line('Order Number', 'WO-1001');
    line('Incident Location', k.form.incidentLocation?.title ?? '');
    line('Category', k.form.category?.title ?? '');
    line('Subcategory Level 1', k.form.subcategory?.title ?? '—');
    line('Investigation', 'Completed');
    expect(text).toMatch(/Created At\s+\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/Updated At\s+\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(text).not.toContain('Reject Reason');

    // Markdown rendered as text (no markup left), with non-Latin characters.
    expect(text).toContain('Inspection Prüfung');
    expect(text).toContain('The Größe of the batch was wrong; rework costs about £120.');
    expect(text).not.toMatch(/\*\*|^\s*#/m);
    expect(text).toMatch(/•\s+first bullet point/);
    expect(text).toMatch(/2\.\s+numbered step two/);
    expect(text).toContain('Sentence 40 of the inspection notes');
    const fonts = await pdfFonts(res.bytes);
    expect(fonts.some((f) => f.endsWith('DejaVuSans-Bold'))).toBe(true);
    expect(fonts.some((f) => f.endsWith('DejaVuSans-Oblique'))).toBe(true);
    expect(fonts.every((f) => f.includes('DejaVu'))).toBe(true);

    // History and investigation.
    expect(text).toContain('Acknowledged (Submitted → Acknowledged)');
    expect(text).toContain('Quinn Quality');
    expect(text).toContain('Stock quarantined.');
    expect(text).toContain(`Signed by Quinn Quality on ${formatDate(todayIso())}`);
    line('Root Cause Category', '3.3 Supplier/Manufacturer Error');
    line('Cost of Labour', '£1,234.50');
    line('Cost of Material', '£10.00');
    line('Cost Adjustment', '-£0.25');
    line('Total Cost', '£1,244.25');
    line('Incident Justified', 'Yes');
    line('Completed', 'Yes');
    expect(text).toMatch(/Completed By\s+Signed by Quinn Quality/);
    expect(text).toMatch(/Conclusion \/ Additional Notes\s+—\s+Open/);
    // Held material nobody has dispositioned yet.
    expect(text).toMatch(/Disposition\s+Status\s+Awaiting\s+No disposition lines yet\./);
  });

  it('prints the severity, the supplier and the disposition: lines, cost, who proposed and approved', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('suppliers')
      .values({
        id: 'sup-print',
        name: 'Acme Castings',
        code: 'T-ACM',
        active: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const incident = await d.acknowledged({ supplierId: 'sup-print', defectiveQuantity: 5 }, 'major');
    await d.propose(incident.id, [
      { decision: 'scrap', quantity: 2, cost: 10.1, dueDate: '2025-07-01', note: 'Crushed in the yard.' },
      { decision: 'return-to-supplier', quantity: 3, cost: null, responsible: k.callers.admin.id },
    ]);
    await d.approve(incident.id);
    const res = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/print.pdf`);
    expect(res.status).toBe(200);
    const text = (await pdfPages(res.bytes)).join('\n');
    expect(text).toMatch(/Severity\s+Major/);
    expect(text).toMatch(/Supplier\s+Acme Castings \(T-ACM\)/);
    const section = text.slice(text.indexOf('Disposition'), text.indexOf('Status History'));
    expect(section).toMatch(/Status\s+Approved/);
    expect(section).toContain('Scrap · 2 · £10.10');
    expect(section).toContain('Responsible: Quinn Quality · Due 01-07-2025');
    expect(section).toContain('Crushed in the yard.');
    expect(section).toMatch(/Return to supplier · 3\s*\n/);
    expect(section).toContain('Responsible: Ada Admin\n');
    expect(section).toMatch(/Disposition Cost\s+£10\.10/);
    expect(section).toMatch(/Proposed By\s+Quinn Quality on \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(section).toMatch(/Approved By\s+Ada Admin on \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  });

  it('prints no disposition section for an incident without defective material', async () => {
    const incident = await d.acknowledged({ defectiveQuantity: 0 });
    const res = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/print.pdf`);
    const text = (await pdfPages(res.bytes)).join('\n');
    expect(text).toContain('Status History');
    expect(text).not.toContain('Disposition');
  });

  it('shows the reject reason and the id in the file name of an incident without a number', async () => {
    const incident = await k.create(k.callers.quality, 'submit');
    const rejected = await k.act(k.callers.quality, incident.id, {
      action: 'reject',
      rejectReason: 'Duplicate',
    });
    expect(rejected.status).toBe(200);
    const res = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/print.pdf`);
    const text = (await pdfPages(res.bytes)).join('\n');
    expect(text).toMatch(/Reject Reason\s+Duplicate/);
    expect(text).toContain('Cracked housing found at goods in.');
    expect(text).toContain('Page 1 of 1');

    const draft = await k.create(k.callers.user, 'save-draft');
    const own = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${draft.id}/print.pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain(`filename="Incident-${draft.id}.pdf"`);
  });

  it("answers 401 signed out and 404 for another user's draft or an unknown id", async () => {
    const draft = await k.create(k.callers.investigator, 'save-draft');
    for (const document of ['print.pdf', 'tag.pdf']) {
      const path = `/v1/incidents/${draft.id}/${document}`;
      expect((await fetchPdf(t, undefined, path)).status).toBe(401);
      for (const caller of [k.callers.user, k.callers.quality]) {
        const hidden = await t.request('GET', path, { token: caller.token });
        expect(hidden.status).toBe(404);
        expect(hidden.body.message).toBe('Incident not found.');
      }
      expect((await fetchPdf(t, k.callers.investigator.token, path)).status).toBe(200);
      expect((await fetchPdf(t, k.callers.admin.token, path)).status).toBe(200);
      const unknown = await t.request('GET', `/v1/incidents/no-such-id/${document}`, {
        token: k.callers.admin.token,
      });
      expect(unknown.status).toBe(404);
    }
  });
});
