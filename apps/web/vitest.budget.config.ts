import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The route table behind the bundle budgets (`npm run test:budget`, after size-limit): reads the production
 * build in dist/, so it runs after `npm run build`, apart from the component tests.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
