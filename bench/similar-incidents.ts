/**
 * Similar incidents while reporting (POST /v1/incidents/similar): ranking quality and latency at scale.
 *   npx tsx bench/similar-incidents.ts [DATA_DIR] [--count=100000] [--queries=240]
 *   DATABASE_URL=postgres://… npx tsx bench/similar-incidents.ts [--count=100000]   (an empty database)
 *   … --reuse   (the database this script filled before, with the same --count: only the queries run)
 *
 * Builds the app in this process on a fresh database (demo users and reference data), inserts `count`
 * incidents whose descriptions combine a component, a defect, where on the part and a common sentence, then
 * asks the route (app.inject, signed in as a reporter) with a labelled set of drafts, each written from one
 * earlier incident by a realistic variation:
 *   paraphrase   the defect in other words (synonyms), sentences reordered, another common sentence
 *   typos        one or two letters dropped, doubled or swapped in the significant words
 *   rewording    only the component, the defect's synonym and the place, plus the same part number
 *   short        what a person types first: component and defect
 *   hard negative the same part number and component, another defect (the labelled incident is not the same)
 * Prints recall@5 (the labelled incident among the five shown, positives only), the precision of the "Likely
 * the same" band (a likely candidate is right when it has the draft's component and defect: the same
 * problem by construction; hard negatives' likely candidates of the labelled incident are wrong), and the
 * latency's p50/p95/max. Writes bench/results/similar-<date>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { insertIncidentRows } from '../apps/server/src/modules/incidents/incident-repository';
import { machineLoad, numberOption, resultFile } from './lib/bench-paths';
import { seededRandom } from './lib/description-text';
import { generate, item, makeQuery, type Query, VARIATIONS, type Variation } from './lib/similar-dataset';

const MARKER = '.qi-bench-similar';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  const count = Math.floor(numberOption('count', 'INCIDENTS', 100_000));
  const queryCount = Math.floor(numberOption('queries', 'QUERIES', 250));
  const postgres = Boolean(process.env.DATABASE_URL);
  // --reuse: the database already holds this script's incidents (same count and seed): only ask.
  const reuse = process.argv.includes('--reuse');
  const dataDir =
    process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(os.tmpdir(), 'qi-bench-similar');
  if (!postgres) {
    if (
      fs.existsSync(dataDir) &&
      fs.readdirSync(dataDir).length > 0 &&
      !fs.existsSync(path.join(dataDir, MARKER))
    ) {
      throw new Error(`${dataDir} is not empty and was not made by this script`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, MARKER), 'made by bench/similar-incidents.ts\n');
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: process.env.DATABASE_SCHEMA,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  console.log(
    `Database: ${postgres ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dataDir}`}; ${count} incidents`,
  );
  console.log(`Machine load before: ${JSON.stringify(machineLoad())}`);
  const app = await buildApp(config);
  try {
    if (app.demoAccounts.length === 0 && !reuse) {
      throw new Error(
        'The database was not empty; use a fresh database (or --reuse a database this script filled)',
      );
    }
    const { db, dbKind } = app.appContext;
    const users = await db.selectFrom('users').select(['user_id', 'email', 'role']).execute();
    const reporters = users.map((u) => u.user_id);
    const products = (await db.selectFrom('products').select('id').execute()).map((p) => String(p.id));
    const random = seededRandom(20_261_128);
    const rows = generate(random, count, reporters, products);
    const started = performance.now();
    for (let at = 0; !reuse && at < rows.length; at += 5000) {
      const batch = rows.slice(at, at + 5000).map((row) => row.record);
      await db.transaction().execute((trx) => insertIncidentRows(trx, batch));
    }
    if (dbKind === 'sqlite' && !reuse) {
      await sql`insert into incident_search (incident_search) values ('optimize')`.execute(db);
    }
    await sql.raw(dbKind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    console.log(`Inserted in ${round((performance.now() - started) / 1000)} s`);

    const reporter = users.find((u) => u.role === 'user') ?? item(users, 0);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: reporter.email, password: 'Passw0rd!' },
    });
    const token = (login.json() as { idToken: string }).idToken;
    if (!token) throw new Error(`Sign-in failed: ${login.body.slice(0, 200)}`);

    // The labelled set: earlier incidents picked at random, each with one variation in turn.
    const queries: Query[] = [];
    for (let i = 0; i < queryCount; i++) {
      const target = item(rows, Math.floor(random() * rows.length));
      queries.push(makeQuery(random, target, item(VARIATIONS, i % VARIATIONS.length)));
    }
    // Warm-up (statement caches, the first FTS pages).
    for (const query of queries.slice(0, 10)) {
      await app.inject({
        method: 'POST',
        url: '/v1/incidents/similar',
        headers: { authorization: `Bearer ${token}` },
        payload: query.body,
      });
    }
    const ms: number[] = [];
    const perVariation = new Map<Variation, { queries: number; found: number }>();
    let likelyShown = 0;
    let likelyRight = 0;
    let hardNegativeLikely = 0;
    const wrongLikely: { variation: Variation; draft: unknown; shown: string }[] = [];
    for (const query of queries) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/incidents/similar',
        headers: { authorization: `Bearer ${token}` },
        payload: query.body,
      });
      ms.push(performance.now() - t0);
      if (res.statusCode !== 200)
        throw new Error(`similar answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const items = (res.json() as { items: { id: string; band: string }[] }).items;
      const stats = perVariation.get(query.variation) ?? { queries: 0, found: 0 };
      stats.queries += 1;
      if (items.some((item) => item.id === query.target.record.id)) stats.found += 1;
      perVariation.set(query.variation, stats);
      for (const item of items.filter((i) => i.band === 'likely')) {
        likelyShown += 1;
        const index = Number(item.id.replace('bench-similar-', ''));
        const shown = rows[index];
        const right = shown && shown.component === query.component && shown.defect === query.defect;
        if (right) likelyRight += 1;
        else if (wrongLikely.length < 8) {
          wrongLikely.push({
            variation: query.variation,
            draft: query.body.description,
            shown: shown?.record.description ?? item.id,
          });
        }
        if (query.variation === 'hard-negative' && item.id === query.target.record.id)
          hardNegativeLikely += 1;
      }
    }
    const positives = [...perVariation.entries()].filter(([v]) => v !== 'hard-negative');
    const found = positives.reduce((sum, [, s]) => sum + s.found, 0);
    const asked = positives.reduce((sum, [, s]) => sum + s.queries, 0);
    const sorted = [...ms].sort((a, b) => a - b);
    const result = {
      database: dbKind,
      incidents: count,
      queries: queries.length,
      positivePairs: asked,
      recallAt5: round((found / asked) * 1000) / 1000,
      perVariation: Object.fromEntries(
        [...perVariation.entries()].map(([v, s]) => [v, { queries: s.queries, labelledShown: s.found }]),
      ),
      likelyShown,
      likelyPrecision: likelyShown === 0 ? null : round((likelyRight / likelyShown) * 1000) / 1000,
      hardNegativesShownAsLikely: hardNegativeLikely,
      wrongLikelyExamples: wrongLikely,
      ms: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        max: round(sorted.at(-1) ?? 0),
      },
      machine: machineLoad(),
    };
    console.log(JSON.stringify(result, null, 2));
    const file = resultFile('similar');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Written to ${file}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
