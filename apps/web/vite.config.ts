import { execSync } from 'node:child_process';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { muiWithoutCssVariables } from './build-plugins/mui-without-css-variables.ts';
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

/** The theme's primary colour (src/app/theme.ts), for the installed app's title bar and splash screen. */
const THEME_COLOUR = '#0d47a1';

/**
 * The installable app (docs/decisions/041-offline-report-queue.md): the service worker precaches the
 * built shell and every page chunk, so the app opens and the report form works without a connection.
 * Navigations fall back to index.html, never the API, the health check or the API docs, and no API answer is cached:
 * what the server says is never replayed from a cache. The page registers the worker itself
 * (src/features/incidents/offline/register-service-worker.ts), after the first page has shown.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['logo.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Quality Incidents',
    short_name: 'Incidents',
    description:
      'Report incidents about products and part numbers, triage them and run quality investigations.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The precompressed copies are the server's business (it picks one by Accept-Encoding).
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/v1(\/|$)/, /^\/health(\/|$)/, /^\/docs(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [],
  },
});

/**
 * `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build: the server sends
 * them as they are (@fastify/static `preCompressed`), so the browser gets the smallest encoding it accepts
 * without the server compressing on each request. Below 1 KB compression saves less than its header costs.
 */
const precompress = compression({
  include: /\.(js|mjs|css|html|svg|json|txt)$/,
  exclude: /^\.vite\//,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

export default defineConfig({
  plugins: [muiWithoutCssVariables(), react(), precompress, pwa],
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
    // The bundle budgets (.size-limit.cjs, test/bundle-budget.test.ts) read which chunks each page loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
