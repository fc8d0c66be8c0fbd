import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { readManifest, scriptsFor } from './bundle/route-scripts';
import { readRouteTable } from './bundle/route-table';

// size-limit checks the budgets (.size-limit.cjs) over the route table read from src/app/routes.tsx. What it
// cannot check is that this table is the router's: a route the reader missed would go unmeasured.

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

describe('the route table the bundle budgets measure (production build in apps/web/dist)', () => {
  const manifest = readManifest(distDir);
  const table = readRouteTable(appRoot, 'src/app/routes.tsx');

  it('holds every route of the router', () => {
    expect(table.map((route) => route.path).sort()).toEqual(routerPaths(routes).sort());
    expect(table.map((route) => route.path)).toContain('/login');
    expect(table.map((route) => route.path)).toContain('/incident/:id');
  });

  it('counts the lazy chunks of a page (the signed-in layout and the page itself)', () => {
    const home = table.find((route) => route.path === '/home');
    const login = table.find((route) => route.path === '/login');
    expect(home?.lazyModules).toEqual([
      'src/app/layouts/main-layout.tsx',
      'src/features/home/components/home-page.tsx',
    ]);
    const homeFiles = scriptsFor(manifest, home?.lazyModules ?? []);
    const loginFiles = scriptsFor(manifest, login?.lazyModules ?? []);
    expect(homeFiles.length).toBeGreaterThan(loginFiles.length);
  });
});
