import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import { documentKit } from './document-test-kit';
import { decodeQr, fetchPdf, pdfInfo, pdfPages } from './pdf-test-tools';

const WORDS = ['amber', 'bolt', 'crate', 'dowel', 'edge', 'flange', 'gasket', 'hinge'];
/** Many lines' worth of words that appear nowhere else on the tag. */
const LONG_DESCRIPTION = `**Größe** check: ${Array.from({ length: 120 }, (_, i) => WORDS[i % WORDS.length]).join(' ')}`;
const isDescriptionLine = (line: string) =>
  WORDS.some((word) => line.includes(word)) || line.includes('Größe');

// The file's first document starts the rendering thread (through tsx in tests): seconds on a busy machine.
describe('GET /v1/incidents/:id/tag.pdf', { timeout: 120_000 }, () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let d: ReturnType<typeof documentKit>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
    d = documentKit(t, k);
  });
  const tagText = async (id: string) => {
    const res = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${id}/tag.pdf`);
    expect(res.status).toBe(200);
    expect((await pdfInfo(res.bytes)).pages).toBe(1);
    const [page = ''] = await pdfPages(res.bytes);
    return page;
  };
  afterAll(() => t.close());

  it('is a 76 × 48 mm one-page tag with the fields, the description cut to 7 lines and a QR code to the incident', async () => {
    const incident = await k.create(k.callers.user, 'submit', { description: LONG_DESCRIPTION });
    const res = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incident.id}/tag.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const fileName = `Tag-${incident.incidentNumber}.pdf`;
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );

    const info = await pdfInfo(res.bytes);
    expect(info.pages).toBe(1);
    expect(Math.abs(info.width - 215.43)).toBeLessThan(0.5);
    expect(Math.abs(info.height - 136.06)).toBeLessThan(0.5);

    const [page = ''] = await pdfPages(res.bytes);
    expect(page).toContain('RED LABEL');
    expect(page).toContain(`Incident ${incident.incidentNumber}`);
    expect(page).toMatch(new RegExp(`Product\\s+${k.form.product}`));
    expect(page).toMatch(new RegExp(`Part No\\.\\s+${k.form.partNumber}`));
    expect(page).toMatch(/Date\s+15-06-2025/);
    expect(page).toMatch(/Quantity\s+3/);
    const lines = page.split('\n').filter(isDescriptionLine);
    expect(lines, page).toHaveLength(7);
    expect(lines[0]).toContain('Größe check:');
    expect(lines[0]).not.toContain('**');
    expect(lines[6]?.trimEnd().endsWith('…')).toBe(true);

    expect(await decodeQr(res.bytes)).toBe(`${t.config.publicUrl}/incident/${incident.id}`);
  });

  it('keeps a short description whole and names a draft tag after its id', async () => {
    const draft = await k.create(k.callers.user, 'save-draft', {
      description: '- Cracked housing\n- Price £4.20',
    });
    const res = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${draft.id}/tag.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="Tag-${draft.id}.pdf"`);
    const [page = ''] = await pdfPages(res.bytes);
    expect(page).toContain('• Cracked housing');
    expect(page).toContain('• Price £4.20');
    expect(page).not.toContain('…');
    expect(await decodeQr(res.bytes)).toBe(`${t.config.publicUrl}/incident/${draft.id}`);
  });

  it('says the held material awaits its disposition until it is decided, then the decisions', async () => {
    const incident = await d.acknowledged({ defectiveQuantity: 5, description: 'Held material.' });
    expect(await tagText(incident.id)).toMatch(/Material\s+HOLD — awaiting disposition/);
    // Lines short of the defective quantity: still awaiting.
    await d.propose(incident.id, [{ decision: 'scrap', quantity: 3 }]);
    expect(await tagText(incident.id)).toMatch(/Material\s+HOLD — awaiting disposition/);
    await d.propose(incident.id, [
      { decision: 'scrap', quantity: 3 },
      { decision: 'rework', quantity: 1 },
      { decision: 'scrap', quantity: 1 },
    ]);
    const decided = await tagText(incident.id);
    expect(decided).toMatch(/Material\s+Rework 1, Scrap 4/);
    expect(decided).not.toContain('HOLD');
    expect(decided).toMatch(/Quantity\s+5/);
    expect(decided).toContain('Held material.');
  });

  it('has no disposition line for an incident without defective material', async () => {
    const incident = await d.acknowledged({ defectiveQuantity: 0 });
    const page = await tagText(incident.id);
    expect(page).toMatch(/Quantity\s+0/);
    expect(page).not.toContain('Material');
    expect(page).not.toContain('HOLD');
  });
});
