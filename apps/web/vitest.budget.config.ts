import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The bundle budget test (`npm run test:budget`): reads the production build in dist/, so it runs
 * after `npm run build`, apart from the component tests.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
