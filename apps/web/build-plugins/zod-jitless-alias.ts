import { fileURLToPath } from 'node:url';

/**
 * Resolves every `import … from 'zod'` of the web app to src/lib/zod-jitless.ts, which configures zod before
 * any schema is made (vite.config.ts, vitest.config.ts).
 */
export const zodJitlessAlias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('../src/lib/zod-jitless.ts', import.meta.url)),
};
