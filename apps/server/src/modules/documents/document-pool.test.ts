import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import { DOCUMENTS_BUSY_MESSAGE, DOCUMENTS_BUSY_RETRY_SECONDS } from './document-pool';
import { type FetchedPdf, fetchPdf } from './pdf-test-tools';

/** Markdown links opened and never closed, nested: slow to lay out (the slowest are 20,000 characters long). */
const NESTED_LINKS = `${'[['.repeat(1_000)}${']('.repeat(999)}`;
/** Prints take seconds each on a busy machine, and a refused one is followed by one more. */
const SLOW = 180_000;

describe('the pool of threads that renders documents', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let incidentId: string;
  beforeAll(async () => {
    // One thread and room for one waiting document: a handful of prints at once fills it.
    t = await startTestApp({ env: { DOCUMENT_THREADS: '1', DOCUMENT_QUEUE_MAX: '1' } });
    k = await investigationKit(t);
    incidentId = (await k.create(k.callers.user, 'submit', { description: NESTED_LINKS })).id;
  });
  afterAll(() => t.close());

  const print = () => fetchPdf(t, k.callers.user.token, `/v1/incidents/${incidentId}/print.pdf`);

  it(
    'refuses a document past its queue with 503, Retry-After and a clear message, then prints again',
    async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, print));
      const statuses = answers.map((res) => res.status);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const refused = answers.find((res) => res.status === 503) as FetchedPdf;
      expect(refused.headers.get('retry-after')).toBe(String(DOCUMENTS_BUSY_RETRY_SECONDS));
      expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual({
        statusCode: 503,
        code: 'UNAVAILABLE',
        message: DOCUMENTS_BUSY_MESSAGE,
      });
      for (const res of answers.filter((answer) => answer.status === 200)) {
        expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
      const again = await print();
      expect(again.status).toBe(200);
      expect(again.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    },
    SLOW,
  );

  it(
    'answers /health while its thread renders and its queue is full',
    async () => {
      const order: string[] = [];
      const prints = Array.from({ length: 4 }, () => print().then(() => order.push('print')));
      const health = fetch(`${t.baseUrl}/health`).then(async (res) => {
        await res.arrayBuffer();
        order.push('health');
        return res.status;
      });
      expect(await health).toBe(200);
      await Promise.all(prints);
      expect(order.indexOf('health')).toBeLessThan(order.lastIndexOf('print'));
    },
    SLOW,
  );

  it('renders the tag and the audit trail in the same pool', async () => {
    for (const document of ['tag.pdf', 'audit-trail.pdf']) {
      const res = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incidentId}/${document}`);
      expect(res.status, res.bytes.toString('utf8', 0, 300)).toBe(200);
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
