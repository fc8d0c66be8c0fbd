import { build } from 'esbuild';

/**
 * Bundles the server, the CLI and the entry of the threads that render PDFs (which the server finds beside
 * itself: modules/documents/document-pool.ts) into dist/. npm packages stay external (installed beside it), except
 * @qi/domain, which is TypeScript source and must be compiled in.
 */
await build({
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    'document-worker': 'src/modules/documents/document-worker.ts',
  },
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
