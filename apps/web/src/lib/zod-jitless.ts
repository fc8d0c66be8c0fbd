/**
 * zod for the browser: every `import … from 'zod'` of the web app resolves here (the `zod` alias in
 * vite.config.ts and vitest.config.ts), so that zod is configured before any schema is made. With
 * `jitless`, zod parses without compiling its parsers through `new Function` and skips its probe for
 * that: the Content-Security-Policy (`script-src 'self'`, no `'unsafe-eval'`) refuses the probe, and
 * Chromium reported each refusal (Lighthouse best practices, docs/performance.md). The server keeps zod's
 * compiled parsers.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
