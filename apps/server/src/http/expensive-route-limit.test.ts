import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { type Caller, incidentKit } from '../modules/incidents/incident-test-kit';
import { TINY_PNG, uploadFile } from '../modules/uploads/test-multipart';
import { LIMIT_EVENT } from './expensive-route-limit';

const LIMIT = 10;
const env = {
  EXPENSIVE_REQUESTS_PER_MINUTE: String(LIMIT),
  CHART_REQUESTS_PER_MINUTE: String(LIMIT),
  UNATTACHED_UPLOADS_PER_USER: '1000',
};

/** The app's clock (the limits read Date.now), frozen at `ms`: a burst then takes no time at all. */
function clockAt(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

describe('per-user limit on expensive routes, shared by two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let k: Awaited<ReturnType<typeof incidentKit>>;
  const lines: string[] = [];
  beforeAll(async () => {
    a = await startTestApp({
      env: { ...env, LOG_LEVEL: 'warn' },
      deps: { logStream: { write: (line: string) => lines.push(line) } },
    });
    b = await startTestApp({ shareDatabaseWith: a, env });
    k = await incidentKit(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (t: TestApp, caller: Caller, path: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${caller.token}` } }).then(
      async (res) => ({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer(),
      }),
    );

  it('lets one user have exactly the limit of 60 documents asked at once over both instances', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    clockAt(Date.now());
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        get(i % 2 ? b : a, k.callers.user, `/v1/incidents/${incident.id}/${i % 3 ? 'tag' : 'print'}.pdf`),
      ),
    );
    const ok = answers.filter((r) => r.status === 200);
    const limited = answers.filter((r) => r.status === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(limited).toHaveLength(60 - LIMIT);
    for (const answer of limited) {
      const wait = Number(answer.retryAfter);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(answer.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many documents (prints and tags) in a minute. Please wait ${wait === 1 ? '1 second' : `${wait} seconds`} and try again.`,
      });
    }
    // Logged with the account, for the operators.
    const logged = lines.filter((line) => line.includes(LIMIT_EVENT)).map((line) => JSON.parse(line));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({ group: 'documents', userId: k.callers.user.id, limit: LIMIT });

    // Another user, and the same user's other groups, are not held up.
    expect((await get(b, k.callers.quality, `/v1/incidents/${incident.id}/tag.pdf`)).status).toBe(200);
    expect((await get(a, k.callers.user, '/v1/incidents/export.csv')).status).toBe(200);
  });

  it('counts a HEAD like its GET: the server does the same work and only drops the body', async () => {
    const caller = k.callers.admin;
    const incident = await k.create(caller, 'submit');
    clockAt(Date.now());
    const head = (path: string) =>
      fetch(`${a.baseUrl}${path}`, { method: 'HEAD', headers: { authorization: `Bearer ${caller.token}` } });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        head(i % 2 ? '/v1/incidents/export.csv' : `/v1/incidents/${incident.id}/print.pdf`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 * LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - 2 * LIMIT);
    // The GETs of the same groups are refused as well: the HEADs spent the minute's allowance.
    expect((await get(a, caller, '/v1/incidents/export.csv')).status).toBe(429);
  });

  it('limits exports, uploads and charts the same way', async () => {
    const caller = k.callers.investigator;
    clockAt(Date.now());
    const exports = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        get(i % 2 ? a : b, caller, `/v1/incidents/export.${i % 2 ? 'csv' : 'xlsx'}`),
      ),
    );
    expect(exports.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    expect(exports.filter((r) => r.status === 429)).toHaveLength(50 - LIMIT);

    // Uploads on one instance: two SQLite connections of one process must not hold write transactions at once.
    const uploads = await Promise.all(
      Array.from({ length: 50 }, () => uploadFile(a, caller.token, { name: 'photo.png', content: TINY_PNG })),
    );
    expect(uploads.filter((r) => r.status === 201)).toHaveLength(LIMIT);
    const refused = uploads.filter((r) => r.status === 429);
    expect(refused).toHaveLength(50 - LIMIT);
    expect(refused[0]?.body.message).toMatch(
      /^Too many uploads in a minute\. Please wait \d+ seconds? and try again\.$/,
    );

    const chart = { groupBy: 'product', value1: 'defectiveQuantity', value2: 'defectiveQuantity' };
    const charts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b).request('POST', '/v1/charts/series', { token: caller.token, body: chart }),
      ),
    );
    expect(charts.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    expect(charts.filter((r) => r.status === 429)).toHaveLength(50 - LIMIT);
    expect(charts.find((r) => r.status === 429)?.body.message).toMatch(
      /^Too many chart requests in a minute\./,
    );
  });

  it('no double burst around the end of a minute: the limit just before it, nothing just after, then one every 6 seconds', async () => {
    const caller = k.callers.admin;
    const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    const exportsAt = async (ms: number, n: number) => {
      clockAt(ms);
      return Promise.all(Array.from({ length: n }, () => get(a, caller, '/v1/incidents/export.csv')));
    };
    const before = await exportsAt(minute - 1000, LIMIT + 5);
    expect(before.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    const after = await exportsAt(minute + 1000, LIMIT);
    expect(after.filter((r) => r.status === 429)).toHaveLength(LIMIT);
    expect(Number(after[0]?.retryAfter)).toBe(4);
    const later = await exportsAt(minute + 5000, 3);
    expect(later.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
