// The bundle budgets (docs/performance.md, decision 046), checked by size-limit after `npm run build`: for every
// route of the router, the JavaScript it loads before it shows, and that with what its code may load later. The
// per-route chunk lists come from Vite's manifest, walked by the same code the route test uses.
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

const { readRouteTable } = requireTs('./test/bundle/route-table.ts', __filename);
const { onDemandFor, readManifest, scriptsFor } = requireTs('./test/bundle/route-scripts.ts', __filename);

// /login is where every visit without a session starts: what it loads before it shows stays light.
const FIRST_LOAD = { '/login': '150 KiB' };
const DEFAULT_FIRST_LOAD = '350 KiB';
// The incident details page carries the disposition's done marks, the close reason, the re-plan offer, the
// history's field labels, the similar incidents and linked incidents of recurrence, and notistack's toasts
// among what it may load later (docs/performance.md).
const WHOLE = { '/incident/:id': '363 KiB' };
const DEFAULT_WHOLE = '350 KiB';

const appRoot = __dirname;
const distDir = path.join(appRoot, 'dist');
const manifest = readManifest(distDir);
const table = readRouteTable(appRoot, 'src/app/routes.tsx');
const routeModules = new Set(table.flatMap((route) => route.lazyModules));
const inDist = (files) => files.map((file) => `dist/${file}`);

module.exports = table.flatMap((route) => {
  const first = scriptsFor(manifest, route.lazyModules);
  const later = onDemandFor(manifest, first, routeModules);
  return [
    {
      name: `${route.path} before it shows`,
      path: inDist(first),
      gzip: true,
      limit: FIRST_LOAD[route.path] ?? DEFAULT_FIRST_LOAD,
    },
    {
      name: `${route.path} with what it may load later`,
      path: inDist([...first, ...later]),
      gzip: true,
      limit: WHOLE[route.path] ?? DEFAULT_WHOLE,
    },
  ];
});
