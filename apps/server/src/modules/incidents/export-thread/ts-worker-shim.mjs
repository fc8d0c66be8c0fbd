// Runs a worker thread's TypeScript source (tests and `npm run dev`, which run the server from source): tsx
// compiles it as it loads. The built server starts the bundled JavaScript instead (build.mjs).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
