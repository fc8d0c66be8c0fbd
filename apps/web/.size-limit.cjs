// The bundle budgets (docs/performance.md, decision 046), checked by size-limit after `npm run build`: for every
// route of the router, the JavaScript it loads before it shows, and that with what its code may load later. The
// per-route chunk lists come from Vite's manifest, walked by the same code the route test uses.
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

const { readRouteTable } = requireTs('./test/bundle/route-table.ts', __filename);
const { onDemandFor, readManifest, scriptsFor } = requireTs('./test/bundle/route-scripts.ts', __filename);

// /login is where every visit without a session starts: what it loads before it shows stays light. 151 KiB: the
// identity provider's button (decision 053) adds about 0.2 kB before it shows (its code loads after).
const FIRST_LOAD = { '/login': '151 KiB' };
const DEFAULT_FIRST_LOAD = '350 KiB';
// The incident details page carries the disposition's done marks, the close reason, the re-plan offer, the
// history's field labels, the similar incidents, linked incidents, the compare view and the arrival notice of
// recurrence, the supplier requests' section and its raise dialog (issue 46: about 17 kB, the dialog loaded when
// it opens), and notistack's toasts among what it may load later (docs/performance.md: to be trimmed).
// The investigation pages sign through the identity provider too (decision 053: about 0.8 kB), and share
// chunks that grew by about 5 kB when the supplier pages were split out of the same modules.
const WHOLE = {
  '/incident/:id': '390 KiB',
  '/investigation/:id': '357 KiB',
  '/investigation/:id/edit': '357 KiB',
};
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
