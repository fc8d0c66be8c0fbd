import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import { documentKit } from './document-test-kit';
import { fetchPdf, pdfInfo, pdfPages } from './pdf-test-tools';

const WORDS = ['amber', 'bolt', 'crate', 'dowel', 'edge', 'flange', 'gasket', 'hinge'];
const LONG_DESCRIPTION = Array.from({ length: 120 }, (_, i) => WORDS[i % WORDS.length]).join(' ');

/** What the red tag and the A4 print tell about the incident beyond its form (issue: where the features meet). */
describe('the tag and the print carry what the floor and the auditors need', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let d: ReturnType<typeof documentKit>;
  let supplierId: string;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
    d = documentKit(t, k);
    const admin = (await t.login('admin')).idToken;
    const supplier = await t.request('POST', '/v1/suppliers', {
      token: admin,
      body: { name: 'Acme Castings', code: 'ACME' },
    });
    if (supplier.status !== 201) throw new Error(supplier.text);
    supplierId = supplier.body.id;
  });
  afterAll(() => t.close());

  async function pdfText(path: string) {
    const res = await fetchPdf(t, k.callers.quality.token, path);
    expect(res.status).toBe(200);
    return { pages: (await pdfInfo(res.bytes)).pages, text: (await pdfPages(res.bytes)).join('\n') };
  }

  it('the red tag names the severity, the supplier and the GRN, and still shows 7 lines of description', async () => {
    const incident = await d.acknowledged(
      { supplierId, grnNumber: 'S77777', defectiveQuantity: 4, description: LONG_DESCRIPTION },
      'critical',
    );
    const { pages, text } = await pdfText(`/v1/incidents/${incident.id}/tag.pdf`);
    expect(pages).toBe(1);
    expect(text).toMatch(/Severity\s+Critical/);
    expect(text).toMatch(/Supplier\s+Acme Castings/);
    expect(text).toMatch(/GRN\s+S77777/);
    expect(text).toMatch(/Material\s+HOLD — awaiting disposition/);
    expect(text).toMatch(/Quantity\s+4/);
    const lines = text.split('\n').filter((line) => WORDS.some((word) => line.includes(word)));
    expect(lines, text).toHaveLength(7);
  });

  it('a tag without severity or supplier says so with a dash', async () => {
    const incident = await k.create(k.callers.user, 'submit', { defectiveQuantity: 0 });
    const { text } = await pdfText(`/v1/incidents/${incident.id}/tag.pdf`);
    expect(text).toMatch(/Severity\s+—/);
    expect(text).toMatch(/Supplier\s+—/);
    expect(text).toMatch(/GRN\s+S12345/);
  });

  it("the A4 print shows each section's owner by name and its due date", async () => {
    const { incident, investigation } = await d.started();
    const assignee = await t.buildUser({ role: 'investigator', name: 'Olga Owner' });
    const read = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`)).body as {
      schedule: Record<string, { owner: string; dueDate: string }>;
    };
    const saved = await k.put(k.callers.quality, investigation.id, {
      incidentJustified: false,
      defectiveProductQuantity: '2',
      schedule: { rootCause: { owner: assignee.user_id } },
    });
    expect(saved.status, saved.text).toBe(200);
    const quality = (await t.login('quality')).user.name;
    const { text } = await pdfText(`/v1/incidents/${incident.id}/print.pdf`);
    const flat = text.replace(/\s+/g, ' ');
    const due = (section: string) => read.schedule[section]!.dueDate.split('-').reverse().join('-');
    expect(flat).toContain(`Containment Action Owner: ${quality} · Due ${due('containmentAction')}`);
    expect(flat).toContain(`Root cause Owner: Olga Owner · Due ${due('rootCause')}`);
    expect(flat).toContain(`Preventive Action Owner: ${quality} · Due ${due('preventiveAction')}`);
    expect(flat).not.toContain(assignee.user_id);
  });

  it('a description holding raw HTML prints what the screen shows: no tags, no HTML blocks', async () => {
    const description =
      'Seal <b>cracked</b> at goods in.\n\n<div style="color:red">Ignore this block</div>\n\n<script>alert(1)</script>';
    const incident = await k.create(k.callers.quality, 'submit', { description });
    for (const document of ['tag.pdf', 'print.pdf']) {
      const { text } = await pdfText(`/v1/incidents/${incident.id}/${document}`);
      expect(text, document).toContain('Seal cracked at goods in.');
      expect(text, document).not.toMatch(/<\/?(b|div|script)\b/);
      expect(text, document).not.toContain('Ignore this block');
      expect(text, document).not.toContain('alert(1)');
    }
  });
});
