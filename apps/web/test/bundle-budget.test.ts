import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { measure, onDemandFor, type RouteScripts, readManifest, scriptsFor } from './bundle/route-scripts';
import { readRouteTable } from './bundle/route-table';

// Budgets for the JavaScript a page loads, gzipped (level 9). /login is where every visit without a session
// starts: what it loads before it shows must stay light. Every route, with everything its code may load
// afterwards (the charts, a dialog, the schema a form needs once the user types), stays under 350 KB.
const KB = 1024;
const BUDGETS: Record<string, number> = { '/login': 150 * KB };
const DEFAULT_BUDGET = 350 * KB;
const WHOLE_ROUTE_BUDGET = 350 * KB;
// The incident details page carries the disposition's done marks, the close reason, the re-plan offer and the
// history's field labels; its trim belongs to the web boundaries work (docs/performance.md).
const WHOLE_BUDGETS: Record<string, number> = { '/incident/:id': 355 * KB };
const wholeBudgetOf = (route: string): number => WHOLE_BUDGETS[route] ?? WHOLE_ROUTE_BUDGET;

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appRoot, 'dist');

/** Every address of the router, as `routes` holds it at run time (redirects left out). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.children) return routerPaths(route.children, own);
    const element = route.element as { type?: unknown } | undefined;
    const isRedirect = element?.type === Navigate;
    return (route.path !== undefined || route.index) && !isRedirect ? [own || '/'] : [];
  });
}

function joinPath(parent: string, own: string): string {
  return own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

interface Row {
  path: string;
  scripts: RouteScripts;
  onDemand: RouteScripts;
  budget: number;
}

function printTable(rows: Row[]): void {
  const lines = [
    `${'route'.padEnd(24)} ${'files'.padStart(5)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(6)} ${'budget'.padStart(6)} ${'+later gz'.padStart(10)} ${'whole gz'.padStart(9)}`,
    ...rows.map(
      ({ path: route, scripts, onDemand, budget }) =>
        `${route.padEnd(24)} ${String(scripts.files.length).padStart(5)} ${kb(scripts.raw).padStart(7)} ${kb(scripts.gzip).padStart(8)} ${kb(scripts.brotli).padStart(6)} ${kb(budget).padStart(6)} ${kb(onDemand.gzip).padStart(10)} ${kb(scripts.gzip + onDemand.gzip).padStart(9)}${scripts.gzip > budget || scripts.gzip + onDemand.gzip > wholeBudgetOf(route) ? '  OVER' : ''}`,
    ),
  ];
  console.log(
    'JavaScript each route loads before it shows (gzip level 9 is what the budget counts; br = brotli\n' +
      'quality 11, what Chromium gets). +later: chunks its code may import afterwards, on demand; whole: both,\n' +
      `at most ${kb(WHOLE_ROUTE_BUDGET)} KB for every route.\n` +
      lines.join('\n'),
  );
}

describe('bundle budgets (production build in apps/web/dist)', () => {
  const manifest = readManifest(distDir);
  const table = readRouteTable(appRoot, 'src/app/routes.tsx');
  const routeModules = new Set(table.flatMap((route) => route.lazyModules));
  const rows: Row[] = table.map((route) => {
    const files = scriptsFor(manifest, route.lazyModules);
    return {
      path: route.path,
      scripts: measure(distDir, files),
      onDemand: measure(distDir, onDemandFor(manifest, files, routeModules)),
      budget: BUDGETS[route.path] ?? DEFAULT_BUDGET,
    };
  });
  printTable(rows);

  it('measures every route of the router', () => {
    expect(table.map((route) => route.path).sort()).toEqual(routerPaths(routes).sort());
    expect(table.map((route) => route.path)).toContain('/login');
    for (const budgeted of Object.keys(BUDGETS)) expect(table.map((route) => route.path)).toContain(budgeted);
  });

  it('counts the lazy chunks of a page (the signed-in layout and the page itself)', () => {
    const home = table.find((route) => route.path === '/home');
    expect(home?.lazyModules).toEqual([
      'src/app/layouts/main-layout.tsx',
      'src/features/home/components/home-page.tsx',
    ]);
    const login = rows.find((row) => row.path === '/login');
    const homeRow = rows.find((row) => row.path === '/home');
    expect(homeRow?.scripts.files.length).toBeGreaterThan(login?.scripts.files.length ?? 0);
  });

  it.each(rows)('$path loads at most its budget before it shows', ({ path: route, scripts, budget }) => {
    const detail = scripts.files
      .map((file) => `${file.file} ${kb(file.gzip)} KB`)
      .sort()
      .join(', ');
    expect(
      scripts.gzip,
      `${route} loads ${kb(scripts.gzip)} KB gzipped, over its ${kb(budget)} KB budget: ${detail}`,
    ).toBeLessThanOrEqual(budget);
  });

  it.each(rows)(
    '$path loads at most 350 KB with what it may load later',
    ({ path: route, scripts, onDemand }) => {
      const whole = scripts.gzip + onDemand.gzip;
      const later = onDemand.files
        .map((file) => `${file.file} ${kb(file.gzip)} KB`)
        .sort()
        .join(', ');
      expect(
        whole,
        `${route} loads ${kb(whole)} KB gzipped with what it may load later, over ${kb(wholeBudgetOf(route))} KB (later: ${later})`,
      ).toBeLessThanOrEqual(wholeBudgetOf(route));
    },
  );
});
