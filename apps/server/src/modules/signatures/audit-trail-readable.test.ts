import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fetchPdf, pdfPages } from '../documents/pdf-test-tools';
import { signatureKit } from './signature-test-kit';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Field keys as the database holds them (camelCase with a capital inside), e.g. containmentActionSignedBy. */
const FIELD_KEYS =
  /\b(assignedTo|supplierId|\w+SignedBy|\w+SignedDate|\w+DueDate|\w+Owner|dispositionStatus)\b/;

/**
 * The audit trail is read by auditors, not by the database: people by name, fields by the labels the screens
 * use, values in words (the same sentences as the details pages' history), and words not broken in the PDF.
 */
describe('a readable audit trail', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  let incidentId: string;
  let qualityName: string;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
    await k.setSignatures('password');
    qualityName = (await t.login('quality')).user.name;
    const admin = (await t.login('admin')).idToken;
    const supplier = await t.request('POST', '/v1/suppliers', {
      token: admin,
      body: { name: 'Acme Castings', code: 'ACME' },
    });
    if (supplier.status !== 201) throw new Error(supplier.text);
    const created = await k.create(k.callers.user, 'submit', { supplierId: supplier.body.id });
    const ack = await k.act(k.callers.quality, created.id, { action: 'acknowledge', severity: 'major' });
    if (ack.status !== 200) throw new Error(ack.text);
    const started = await k.start(k.callers.quality, created.id);
    if (started.status !== 201) throw new Error(started.text);
    const done = await k.completeSigned(k.callers.quality, started.body.id);
    if (done.status !== 200) throw new Error(done.text);
    incidentId = created.id;
  });
  afterAll(() => t.close());

  it('the CSV names people, suppliers and fields in words, with no ids nor field keys', async () => {
    const res = await t.request('GET', `/v1/incidents/${incidentId}/audit-trail.csv`, {
      token: k.callers.quality.token,
    });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(UUID);
    expect(res.text).not.toMatch(FIELD_KEYS);
    expect(res.text).toContain('Supplier set to Acme Castings');
    expect(res.text).toContain('Severity set to Major');
    expect(res.text).toContain(`Assigned to ${qualityName}`);
    expect(res.text).toContain(`Containment Action signed off by ${qualityName} on `);
    expect(res.text).toContain(`Containment Action owner set to ${qualityName}`);
  });

  it('the PDF tells the same sentences, without ids, keys or broken words', async () => {
    const pdf = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incidentId}/audit-trail.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.bytes)).join('\n');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).not.toMatch(UUID);
    expect(flat).not.toMatch(FIELD_KEYS);
    expect(flat).not.toMatch(/SignedD ate|Signed Date/);
    expect(flat).toContain('Supplier set to Acme Castings');
    expect(flat).toContain(`Root cause signed off by ${qualityName} on `);
  });
});
