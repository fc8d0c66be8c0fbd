/**
 * Lighthouse (desktop preset) on the built app: /login, then, signed in, /home, /incidents and
 * /intelligence. Targets: performance ≥ 90 and accessibility ≥ 95 on every page.
 *   npm run build            (the web app in apps/web/dist, the server in apps/server/dist)
 *   npm run lighthouse -w bench -- --runs=3
 * Starts the server with demo data on a temporary data folder (port 4300–4349) and Chromium
 * (CHROME_PATH, else the Debian package's; debugging port 4350–4399), runs each page `--runs` times
 * (default 3) with a cold HTTP cache and keeps the run with the median performance score. Prints
 * scores, LCP/TBT/CLS and the JavaScript each page loaded; writes bench/results/lighthouse-<date>.json;
 * exits non-zero when a target is missed. `--reports=<folder>` keeps each run's full report (HTML and JSON);
 * `--pages=/home,/incidents` measures only those.
 * See docs/performance.md, Web performance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLoad, numberOption, REPO_ROOT, resultFile } from '../lib/bench-paths';
import { startServer } from '../lib/server-process';
import { auditPage, LighthouseRuntimeError, type PageSummary } from './audit';
import { launchChrome } from './chrome';
import { firstFreePort } from './ports';
import { BrowserSession } from './session';

const TARGETS = { performance: 90, accessibility: 95 };
const SIGNED_IN_ROUTES = ['/home', '/incidents', '/intelligence'];
const DEMO_EMAIL = 'quality@example.com';
const DEMO_PASSWORD = 'Passw0rd!';
// WEB_DIST: another build to measure (e.g. an older one, for a before/after comparison).
const WEB_DIST = path.resolve(process.env.WEB_DIST || path.join(REPO_ROOT, 'apps', 'web', 'dist'));

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is run again. */
async function withRetry(audit: () => Promise<PageSummary>): Promise<PageSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.log(`  (Lighthouse: ${error.message}; running it again)`);
    }
  }
}

function median(runs: PageSummary[]): PageSummary {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse runs');
  return middle;
}

function printTable(pages: PageSummary[]): void {
  const header = [
    'route',
    'perf',
    'a11y',
    'b-p',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS files',
    'JS br KB',
    'JS gz KB',
  ];
  const rows = pages.map((page) => [
    page.route,
    page.scores.performance,
    page.scores.accessibility,
    page.scores.bestPractices,
    page.metrics.fcpMs,
    page.metrics.lcpMs,
    page.metrics.tbtMs,
    page.metrics.cls,
    page.scripts.count,
    page.scripts.transferKb,
    page.scripts.gzipKb,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function misses(page: PageSummary): string[] {
  const found: string[] = [];
  if (page.scores.performance < TARGETS.performance) {
    found.push(`${page.route}: performance ${page.scores.performance} < ${TARGETS.performance}`);
  }
  if (page.scores.accessibility < TARGETS.accessibility) {
    found.push(`${page.route}: accessibility ${page.scores.accessibility} < ${TARGETS.accessibility}`);
  }
  return found;
}

async function main(): Promise<number> {
  const runs = numberOption('runs', 'LIGHTHOUSE_RUNS', 3);
  // --pages=/home,/incidents: only these (for working on one page).
  const only = process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',');
  const wanted = (route: string) => !only || only.includes(route);
  // --reports=<folder>: also keep Lighthouse's full report of every run there.
  const reportsDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build\` first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-lighthouse-'));
  const serverPort = await firstFreePort(4300, 4349);
  const chromePort = await firstFreePort(4350, 4399);
  const loadBefore = machineLoad();
  console.log(
    `Lighthouse desktop preset, ${runs} run(s) per page; machine load ${loadBefore.loadAverage.join(', ')}`,
  );

  const server = await startServer(dataDir, {
    port: serverPort,
    env: { DEMO: 'true', DEMO_PASSWORD, WEB_DIST },
    quiet: true,
  });
  const chrome = await launchChrome(chromePort);
  const all: PageSummary[] = [];
  const chosen: PageSummary[] = [];
  try {
    const measure = async (route: string, keepStorage: boolean, beforeEach?: () => Promise<void>) => {
      const pageRuns: PageSummary[] = [];
      for (let run = 1; run <= runs; run++) {
        await beforeEach?.();
        const summary = await withRetry(() =>
          auditPage(route, `${server.url}${route}`, {
            chromePort: chrome.port,
            keepStorage,
            webDist: WEB_DIST,
            reportBase: reportsDir && path.join(reportsDir, `${route.slice(1)}-${run}`),
          }),
        );
        if (new URL(summary.finalUrl).pathname !== route) {
          throw new Error(
            `${route} ended on ${summary.finalUrl}: the session is missing or the page redirects`,
          );
        }
        console.log(
          `  ${route} run ${run}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, LCP ${summary.metrics.lcpMs} ms, TBT ${summary.metrics.tbtMs} ms`,
        );
        pageRuns.push(summary);
      }
      all.push(...pageRuns);
      chosen.push(median(pageRuns));
    };

    // Signed out first: Lighthouse clears storage and cache itself.
    if (wanted('/login')) await measure('/login', false);

    const session = await BrowserSession.connect(chrome.port);
    try {
      await session.signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD);
      await session.idle();
      for (const route of SIGNED_IN_ROUTES.filter(wanted)) {
        await measure(route, true, () => session.clearHttpCache());
      }
    } finally {
      await session.disconnect();
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nMedian run per page (desktop preset; JS = scripts the page loaded, brotli on the wire / gzip -9):`,
  );
  printTable(chosen);
  for (const page of chosen) {
    if (page.failedAudits.length > 0)
      console.log(`  ${page.route} lost points on: ${page.failedAudits.join(', ')}`);
  }
  const missed = chosen.flatMap(misses);
  const file = resultFile('lighthouse');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        preset: 'desktop',
        targets: TARGETS,
        runsPerPage: runs,
        signedInAs: DEMO_EMAIL,
        machine: { before: loadBefore, after: machineLoad() },
        pages: chosen,
        allRuns: all,
        missed,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${path.relative(REPO_ROOT, file)}`);
  if (missed.length > 0) {
    console.error(`Targets missed:\n  ${missed.join('\n  ')}`);
    return 1;
  }
  console.log(
    `All pages meet performance ≥ ${TARGETS.performance} and accessibility ≥ ${TARGETS.accessibility}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
