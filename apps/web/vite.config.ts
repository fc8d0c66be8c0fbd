import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiWithoutCssVariables } from './build-plugins/mui-without-css-variables.ts';
import { precompressAssets } from './build-plugins/precompress-assets.ts';
import { zodJitlessAlias } from './build-plugins/zod-jitless-alias.ts';

/** The short commit hash shown in the footer; 'dev' outside a git checkout. */
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * React and the router, which every page needs, in one long-cached chunk. Everything else is left
 * to the bundler, which splits by what each page uses: grouping all of MUI or all of zod into one
 * chunk made /login load code only other pages need (docs/performance.md, Web performance).
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

export default defineConfig({
  plugins: [muiWithoutCssVariables(), react(), precompressAssets()],
  resolve: { alias: [zodJitlessAlias] },
  define: {
    __APP_VERSION__: JSON.stringify(appVersion()),
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/health': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget test (test/bundle-budget.test.ts) reads which chunks each page loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
