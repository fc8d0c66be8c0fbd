import { build } from 'esbuild';

/**
 * Bundles the server and the CLI into dist/. npm packages stay external (installed beside it), except
 * @qi/domain, which is TypeScript source and must be compiled in.
 */
await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@qi\/domain\// }, async (args) => {
          const subpath = args.path.slice('@qi/domain/'.length);
          const resolved = await b.resolve(`../../packages/domain/src/${subpath}.ts`, {
            kind: args.kind,
            resolveDir: import.meta.dirname,
          });
          return { path: resolved.path };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
