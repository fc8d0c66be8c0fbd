import { resolve } from 'node:path';

/** Screenshots the tests take on purpose (support/browser.ts `screenshot`); traces of failures go to test-results/. */
export const artifactsDir = resolve(import.meta.dirname, '../artifacts');
