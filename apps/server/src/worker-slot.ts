import cluster from 'node:cluster';

/** The environment variable that tells a worker of the cluster its place (cluster-primary.ts sets it). */
export const WORKER_SLOT = 'QI_WORKER_SLOT';

/**
 * Whether this process runs the jobs that one process of a server should run, not each of its workers (the
 * email outbox): a server of one process, or the first worker of a cluster.
 */
export function isFirstWorker(env: NodeJS.ProcessEnv = process.env): boolean {
  return !cluster.isWorker || env[WORKER_SLOT] === '0';
}
