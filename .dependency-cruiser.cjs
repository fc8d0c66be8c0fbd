// The import rules of the code (docs/architecture.md, "Modules and their directions"), checked by
// `npm run lint`. The allowed directions between server modules and between web features are declared next to
// each app (module-directions.cjs); everything else here is a layer rule that holds for the whole project.
const serverModules = require('./apps/server/module-directions.cjs');
const webFeatures = require('./apps/web/feature-directions.cjs');

/** Tests and their kits may reach into any module they test (but not form cycles). */
const TESTS = '(\\.test\\.tsx?|-test-kit\\.tsx?|-fixture\\.tsx?)$';

/** The declared directions must form no loop: two modules that may import each other are one module. */
function assertNoLoop(file, directions) {
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open')
      throw new Error(`${file}: the directions loop: ${[...path, name].join(' → ')}`);
    state.set(name, 'open');
    for (const next of directions[name] ?? []) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(directions)) visit(name, []);
}
assertNoLoop('apps/server/module-directions.cjs', serverModules);
assertNoLoop('apps/web/feature-directions.cjs', webFeatures);

/** One rule per module: it may import itself, the modules it declares, and nothing else of its kind. */
function directionRules(kind, root, directions) {
  return Object.entries(directions).map(([name, allowed]) => ({
    name: `${kind}-${name}-directions`,
    severity: 'error',
    comment: `${root}${name} may import only ${allowed.length ? allowed.join(', ') : `no other ${kind}`} (declared in its directions file)`,
    from: { path: `^${root}${name}/`, pathNot: TESTS },
    to: {
      path: `^${root}[^/]+/`,
      pathNot: [`^${root}(${[name, ...allowed].join('|')})/`],
    },
  }));
}

/** A module or feature folder that is not declared in its directions file fails, so the map stays whole. */
function undeclaredRule(kind, root, directions) {
  return {
    name: `${kind}-undeclared`,
    severity: 'error',
    comment: `every folder under ${root} is declared in its directions file`,
    from: { path: `^${root}(?!(${Object.keys(directions).join('|')})/)[^/]+/`, pathNot: TESTS },
    to: {},
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'files must not import each other in a loop, not even for types: a loop makes two modules one',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'packages/domain is plain TypeScript: no app, framework or database code (decision 003)',
      from: { path: '^packages/domain/src/' },
      to: { path: '^(apps/|node_modules/(?!zod/))' },
    },
    {
      name: 'server-foundations-below-modules',
      severity: 'error',
      comment: 'db/, storage/, mail/, limits/, http/ and events/ serve the modules and never import them',
      from: { path: '^apps/server/src/(db|storage|mail|limits|http|events)/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|app\\.ts|server\\.ts)' },
    },
    {
      name: 'server-modules-not-composition',
      severity: 'error',
      comment: 'only app.ts and server.ts wire the modules together; a module never imports them',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/(app|server|cli)\\.ts$' },
    },
    ...directionRules('server-module', 'apps/server/src/modules/', serverModules),
    undeclaredRule('server-module', 'apps/server/src/modules/', serverModules),
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature and never import a feature or the app',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'the app shell composes features; a feature never imports app/',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    ...directionRules('web-feature', 'apps/web/src/features/', webFeatures),
    undeclaredRule('web-feature', 'apps/web/src/features/', webFeatures),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|__golden__)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
