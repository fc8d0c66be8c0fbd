import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { zodJitlessAlias } from './build-plugins/zod-jitless-alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [zodJitlessAlias] },
  define: {
    __APP_VERSION__: JSON.stringify('test'),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
