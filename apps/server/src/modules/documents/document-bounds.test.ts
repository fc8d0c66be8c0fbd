import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import { documentKit } from './document-test-kit';
import renderInThread, { type DocumentTask } from './document-worker';
import { fetchPdf, pdfInfo, pdfPages } from './pdf-test-tools';
import { NOT_ALL_PRINTED } from './print-markdown';

/** The longest description the API accepts. */
const MAX = 20_000;

/**
 * Descriptions that used to freeze the server (a word wider than a line is split letter by letter, measuring the
 * rest of the word each time) or overflow the call stack (markdown nested thousands of levels deep).
 */
const WORST: Record<string, string> = {
  'one unbroken word': 'x'.repeat(MAX),
  'a word of wide letters': 'W'.repeat(MAX),
  'words joined by no-break spaces': 'ab\u00a0'.repeat(MAX / 3),
  'a word of combining accents': 'e\u0301'.repeat(MAX / 2),
  'emoji joined by zero-width joiners': '\ud83d\udc68\u200d'.repeat(Math.floor(MAX / 3)),
  'nested block quotes': `${'>'.repeat(MAX - 1)}a`,
  'nested lists': `${'- '.repeat(MAX / 2 - 1)}a`,
  'nested emphasis': `${'*'.repeat(MAX / 2 - 1)}a${'*'.repeat(MAX / 2 - 1)}`,
  'alternating emphasis': '*a* **b** '.repeat(MAX / 10),
  'empty list items': '-\n'.repeat(MAX / 2),
  'open brackets': '['.repeat(MAX),
  'unmatched emphasis closers': 'a* '.repeat(MAX / 3),
  'setext headings': 'a\n=\n'.repeat(MAX / 4),
  'lazy lines of a quote': `> a\n${'b\n'.repeat(MAX / 2 - 2)}`,
  'lists of nested lists': '- - a\n'.repeat(MAX / 6),
  'a code block of one word': `\`\`\`\n${'y'.repeat(MAX - 8)}\n\`\`\``,
};

/**
 * Characters a document may measure for its layout. A word split letter by letter, measuring the rest of the word
 * each time, measures about MAX² / 2 (200,000,000); a bounded layout measures a few thousand.
 */
const MEASURED_CHARS_MAX = 5 * MAX;

const strip = (text: string) => text.replace(/[\u200b\s]/g, '');

/**
 * The characters pdfkit measures while laying out `task`, rendered here in the test's thread: the work of the
 * layout counted, so the bound holds on any machine, however busy (its timings: bench/document-load.ts).
 */
async function measuredChars(task: DocumentTask): Promise<number> {
  let chars = 0;
  const prototype = PDFDocument.prototype as {
    widthOfString(this: PDFKit.PDFDocument, text: string, ...rest: unknown[]): number;
  };
  const measure = prototype.widthOfString;
  prototype.widthOfString = function (text, ...rest) {
    chars += text.length;
    return measure.call(this, text, ...rest);
  };
  try {
    await renderInThread(task);
  } finally {
    prototype.widthOfString = measure;
  }
  return chars;
}

// No time limits here (their figures: bench/document-load.ts); a busy machine may take long over the worst ones.
describe('documents of pathological descriptions (bounded layout)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let d: ReturnType<typeof documentKit>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
    d = documentKit(t, k);
  });
  afterAll(() => t.close());

  /**
   * Fetches a document and, while it renders, /health; then counts the layout's work on the task the request
   * handed to the pool of rendering threads (which is what keeps /health answered: document-pool.test.ts).
   */
  async function withHealth(token: string, path: string) {
    const tasks: DocumentTask[] = [];
    const pool = t.app.appContext.documents;
    const render = pool.render;
    pool.render = (task) => {
      tasks.push(task as DocumentTask);
      return render.call(pool, task);
    };
    try {
      const [res, healthStatus] = await Promise.all([
        fetchPdf(t, token, path),
        fetch(`${t.baseUrl}/health`).then(async (health) => {
          await health.arrayBuffer();
          return health.status;
        }),
      ]);
      expect(tasks).toHaveLength(1);
      const [task] = tasks as [DocumentTask];
      return { res, healthStatus, measured: await measuredChars(task) };
    } finally {
      pool.render = render;
    }
  }

  it.each(Object.entries(WORST))(
    'prints and tags %s, measuring a bounded amount of text, while /health is answered',
    async (_what, description) => {
      expect(description.length).toBeLessThanOrEqual(MAX);
      const incident = await k.create(k.callers.user, 'submit', { description });
      const token = k.callers.user.token;
      for (const document of ['print.pdf', 'tag.pdf']) {
        const { res, healthStatus, measured } = await withHealth(
          token,
          `/v1/incidents/${incident.id}/${document}`,
        );
        expect(res.status, res.bytes.toString('utf8', 0, 300)).toBe(200);
        expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(healthStatus).toBe(200);
        expect(measured).toBeLessThanOrEqual(MEASURED_CHARS_MAX);
      }
    },
  );

  it('prints the whole of a long word, broken over lines, and the tag shows its start', async () => {
    const word = 'Z'.repeat(1500);
    const incident = await k.create(k.callers.user, 'submit', { description: word });
    const print = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incident.id}/print.pdf`);
    const text = (await pdfPages(print.bytes)).join('\n');
    expect(strip(text)).toContain(word);
    const tag = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incident.id}/tag.pdf`);
    expect((await pdfInfo(tag.bytes)).pages).toBe(1);
    const [page = ''] = await pdfPages(tag.bytes);
    expect(page).toContain('ZZZZZZZZ');
    expect(page).toContain('…');
  });

  it('says so when a text has more blocks than a document prints', async () => {
    const incident = await k.create(k.callers.user, 'submit', { description: '- a\n'.repeat(MAX / 4) });
    const print = await fetchPdf(t, k.callers.user.token, `/v1/incidents/${incident.id}/print.pdf`);
    expect(print.status).toBe(200);
    const text = (await pdfPages(print.bytes)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(NOT_ALL_PRINTED);
  });

  it('prints an investigation whose every text is at its longest and worst', async () => {
    const { incident, investigation } = await d.started(WORST['nested lists']);
    const sections = {
      incidentJustified: false,
      incidentDescription: WORST['nested block quotes'],
      containmentAction: WORST['one unbroken word'],
      rootCause: WORST['a word of wide letters'],
      correctiveAction: WORST['words joined by no-break spaces'],
      verificationOfEffectiveness: WORST['a word of combining accents'],
      preventiveAction: WORST['open brackets'],
      additionalNotes: WORST['alternating emphasis'],
    };
    const saved = await k.put(k.callers.quality, investigation.id, sections);
    expect(saved.status, saved.text).toBe(200);
    const { res, healthStatus, measured } = await withHealth(
      k.callers.quality.token,
      `/v1/incidents/${incident.id}/print.pdf`,
    );
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(healthStatus).toBe(200);
    expect(measured).toBeLessThanOrEqual(MEASURED_CHARS_MAX);
  });

  it('prints a disposition of 50 lines whose notes are at their longest and worst', async () => {
    const incident = await d.acknowledged({ defectiveQuantity: 50 });
    const notes = Object.values(WORST).map((text) => text.slice(0, 2000));
    const note = (i: number) => notes[i % notes.length] ?? '';
    await d.propose(
      incident.id,
      Array.from({ length: 50 }, (_, i) => ({
        decision: 'scrap',
        quantity: 1,
        note: note(i),
      })),
    );
    const { res, healthStatus, measured } = await withHealth(
      k.callers.quality.token,
      `/v1/incidents/${incident.id}/print.pdf`,
    );
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(healthStatus).toBe(200);
    expect(measured).toBeLessThanOrEqual(MEASURED_CHARS_MAX);
    const tag = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/tag.pdf`);
    const [page = ''] = await pdfPages(tag.bytes);
    expect(page).toMatch(/Material\s+Scrap 50/);
  });
});
