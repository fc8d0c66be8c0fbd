import { existsSync, mkdirSync } from 'node:fs';
import { artifactsDir } from './artifacts';
import { serverEntry } from './e2e-server';

/** Fails once, before any worker starts, when there is no production build to test. */
export default function globalSetup() {
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before the browser tests.');
  mkdirSync(artifactsDir, { recursive: true });
}
