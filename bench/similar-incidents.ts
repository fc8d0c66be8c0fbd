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
import { emptyIncidentFields } from '@qi/domain/incident';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { IncidentRecord } from '../apps/server/src/modules/incidents/incident-record';
import { NO_DISPOSITION } from '../apps/server/src/modules/incidents/incident-record';
import { insertIncidentRows } from '../apps/server/src/modules/incidents/incident-repository';
import { machineLoad, numberOption, resultFile } from './lib/bench-paths';
import { pickOne, type Random, seededRandom } from './lib/description-text';

const MARKER = '.qi-bench-similar';

/** Components, each with its product and three part numbers. */
const COMPONENTS = [
  'bracket',
  'housing',
  'gasket',
  'impeller',
  'shaft',
  'bearing',
  'flange',
  'cover',
  'hinge',
  'spring',
  'valve',
  'nozzle',
  'manifold',
  'sprocket',
  'pulley',
  'coupling',
  'bushing',
  'washer',
  'fastener',
  'rivet',
  'connector',
  'harness',
  'terminal',
  'relay',
  'sensor',
  'display',
  'keypad',
  'enclosure',
  'panel',
  'frame',
  'chassis',
  'lever',
  'handle',
  'knob',
  'bezel',
  'lens',
  'reflector',
  'heatsink',
  'fan',
  'motor',
  'gearbox',
  'piston',
  'cylinder',
  'hose',
  'clamp',
  'seal',
  'o-ring',
  'diaphragm',
  'membrane',
  'filter',
  'cartridge',
  'nozzle tip',
  'roller',
  'belt',
  'chain',
  'axle',
  'spindle',
  'collar',
  'spacer',
  'shim',
];

/** Defects: the words a first report uses, then synonyms another person would use for the same problem. */
const DEFECTS: { words: string; synonyms: string[] }[] = [
  { words: 'cracked', synonyms: ['hairline crack', 'fractured', 'crack visible'] },
  { words: 'corroded', synonyms: ['rust spots', 'corrosion', 'rusted'] },
  { words: 'scratched', synonyms: ['deep scratches', 'scratch marks', 'scuffed'] },
  { words: 'bent', synonyms: ['deformed', 'bent out of shape', 'warped'] },
  { words: 'leaking', synonyms: ['leaks', 'leakage', 'weeping fluid'] },
  { words: 'discoloured', synonyms: ['discolouration', 'wrong colour', 'yellowed'] },
  { words: 'oversized', synonyms: ['too large', 'dimension above tolerance', 'oversize'] },
  { words: 'undersized', synonyms: ['too small', 'dimension below tolerance', 'undersize'] },
  { words: 'missing', synonyms: ['not fitted', 'absent', 'left out'] },
  { words: 'loose', synonyms: ['not tightened', 'came loose', 'wobbly'] },
  { words: 'burr', synonyms: ['burrs', 'sharp edge', 'not deburred'] },
  { words: 'porosity', synonyms: ['porous', 'pinholes', 'blowholes'] },
  { words: 'delaminated', synonyms: ['delamination', 'layers separating', 'peeling layers'] },
  { words: 'blistering', synonyms: ['blisters', 'bubbled coating', 'paint bubbles'] },
  { words: 'contaminated', synonyms: ['contamination', 'dirty', 'foreign material'] },
  { words: 'mislabelled', synonyms: ['wrong label', 'label mismatch', 'incorrect labelling'] },
  { words: 'noisy', synonyms: ['noise', 'rattling', 'grinding sound'] },
  { words: 'overheating', synonyms: ['runs hot', 'overheats', 'excessive temperature'] },
  { words: 'seized', synonyms: ['stuck', 'jammed', 'will not turn'] },
  { words: 'chipped', synonyms: ['chips', 'chipping', 'broken edge'] },
  { words: 'dented', synonyms: ['dent', 'dents', 'impact damage'] },
  { words: 'misaligned', synonyms: ['misalignment', 'out of alignment', 'offset'] },
  { words: 'stripped thread', synonyms: ['thread stripped', 'damaged thread', 'threads worn'] },
  { words: 'intermittent fault', synonyms: ['fails intermittently', 'sporadic failure', 'intermittent'] },
  { words: 'short circuit', synonyms: ['shorted', 'short circuiting', 'electrical short'] },
  { words: 'brittle', synonyms: ['brittleness', 'breaks easily', 'snaps'] },
  { words: 'warped', synonyms: ['warping', 'twisted', 'distorted'] },
  { words: 'wrong material', synonyms: ['material mismatch', 'incorrect material', 'wrong grade'] },
  { words: 'flaking paint', synonyms: ['paint flaking', 'paint peeling', 'coating flakes'] },
  { words: 'worn', synonyms: ['wear', 'excessive wear', 'worn down'] },
];

/** Where on the part. */
const PLACES = [
  'near the weld seam',
  'at the mounting flange',
  'on the threaded end',
  'along the outer edge',
  'around the bolt holes',
  'on the inner bore',
  'at the locating pin',
  'under the label',
  'on the sealing face',
  'at the fillet radius',
  'next to the casting gate',
  'on the left mounting ear',
  'on the right mounting ear',
  'at the connector latch',
  'around the cable entry',
  'on the top surface',
  'on the bottom face',
  'at the keyway',
  'on the spline',
  'at the shoulder',
  'in the groove',
  'at the snap fit',
  'along the parting line',
  'near the ejector marks',
  'on the chamfer',
  'at the press fit',
  'on the bearing seat',
  'at the crimp',
  'on the solder joints',
  'near the vent',
  'around the gate mark',
  'at the tab',
  'on the rib',
  'at the boss',
  'on the flat',
  'at the hub',
  'at the rim',
  'on the web',
  'at the spoke',
  'on the lip',
];

/** Sentences every kind of report has (common words: low weight). */
const COMMON = [
  'Found at goods in inspection.',
  'The operator stopped the line and quarantined the stock.',
  'Seen on the first-off sample of the shift.',
  'Parts were labelled with the red tag and moved to the hold area.',
  'The supplier has been informed.',
  'Photos are in the shared folder.',
  'Checked a sample of ten from the same delivery.',
  'The customer reported it after installation.',
  'Found during final assembly.',
  'Noticed by the second shift during the routine check.',
  'Stock in the warehouse needs to be checked.',
  'Work order on hold until quality has reviewed the parts.',
];

interface Labelled {
  record: IncidentRecord;
  component: number;
  defect: number;
  place: number;
}

/** The item at `index` (every index here is within its list). */
function item<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`No item ${index}`);
  return found;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function partNumberOf(component: number, variant: number): string {
  return `PN-${String(component).padStart(3, '0')}-${variant}`;
}

function generate(random: Random, count: number, reporters: string[], products: string[]): Labelled[] {
  const rows: Labelled[] = [];
  const now = Date.now();
  const span = 3 * 365 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const component = Math.floor(random() * COMPONENTS.length);
    const defect = Math.floor(random() * DEFECTS.length);
    const place = Math.floor(random() * PLACES.length);
    const created = new Date(now - span + Math.floor((i / count) * span));
    const text = `${capitalise(item(COMPONENTS, component))} ${item(DEFECTS, defect).words} ${item(PLACES, place)}. ${pickOne(random, COMMON)}${random() < 0.4 ? ` ${pickOne(random, COMMON)}` : ''}`;
    rows.push({
      component,
      defect,
      place,
      record: {
        ...emptyIncidentFields(),
        id: `bench-similar-${i}`,
        incidentNumber: 1_000_000 + i,
        reportedBy: pickOne(random, reporters),
        incidentDate: created.toISOString().slice(0, 10),
        product: products[component % products.length] ?? 'Bench',
        partNumber: partNumberOf(component, Math.floor(random() * 3)),
        supplierId: null,
        grnNumber: `GRN-${Math.floor(random() * 50_000)}`,
        description: text,
        status: random() < 0.5 ? 'closed' : 'acknowledged',
        rejectReason: null,
        pendingUpdateReason: null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
        ...NO_DISPOSITION,
      },
    });
  }
  return rows;
}

/** One or two typos in the words of 5 letters or more: a letter dropped, doubled or two swapped. */
function withTypos(random: Random, text: string): string {
  let typos = 0;
  return text.replace(/[A-Za-z]{5,}/g, (word) => {
    if (typos >= 2 || random() < 0.5) return word;
    typos += 1;
    const at = 1 + Math.floor(random() * (word.length - 2));
    const kind = random();
    if (kind < 0.34) return word.slice(0, at) + word.slice(at + 1);
    if (kind < 0.67) return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
    return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  });
}

type Variation = 'paraphrase' | 'typos' | 'rewording' | 'short' | 'hard-negative';
const VARIATIONS: Variation[] = ['paraphrase', 'typos', 'rewording', 'short', 'hard-negative'];

interface Query {
  variation: Variation;
  target: Labelled;
  /** The draft's component and defect: a likely candidate with both is the same problem. */
  component: number;
  defect: number;
  body: Record<string, unknown>;
}

function makeQuery(random: Random, target: Labelled, variation: Variation): Query {
  const { component, defect, place, record } = target;
  const name = item(COMPONENTS, component);
  const synonym = pickOne(random, item(DEFECTS, defect).synonyms);
  const base = { product: record.product, partNumber: record.partNumber };
  switch (variation) {
    case 'paraphrase':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: `${pickOne(random, COMMON)} ${capitalise(synonym)} ${item(PLACES, place)} of the ${name}.`,
        },
      };
    case 'typos':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: withTypos(
            random,
            `${capitalise(name)} ${item(DEFECTS, defect).words} ${item(PLACES, place)}.`,
          ),
        },
      };
    case 'rewording':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: `${synonym} on ${name}, ${item(PLACES, place).split(' ').slice(-2).join(' ')}`,
        },
      };
    case 'short':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: `${name} ${item(DEFECTS, defect).words} ${item(PLACES, place).split(' ').slice(-1)[0]}`,
        },
      };
    case 'hard-negative': {
      const other = (defect + 1 + Math.floor(random() * (DEFECTS.length - 1))) % DEFECTS.length;
      return {
        variation,
        target,
        component,
        defect: other,
        body: {
          ...base,
          description: `${capitalise(name)} ${item(DEFECTS, other).words} ${item(PLACES, (place + 7) % PLACES.length)}.`,
        },
      };
    }
  }
}

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
