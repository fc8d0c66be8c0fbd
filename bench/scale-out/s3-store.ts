import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Child, startChild, waitUntil } from './processes';

/** s3rver's fixed account: any other key is refused with InvalidAccessKeyId. */
export const S3RVER_KEY = 'S3RVER';

export interface S3Store {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps its buckets in (one sub-folder per bucket). */
  directory: string;
  child: Child;
}

/**
 * s3rver (a real S3 protocol server writing to a folder) as a child process, the bucket created at start.
 * Caveat: s3rver accepts V4 signatures without checking them (its docs: "V4 signatures have incomplete
 * support"), so this run proves the protocol and the URLs, not the signature checks of a real store.
 */
export async function startS3Store(options: {
  port: number;
  bucket: string;
  directory: string;
  logFile: string;
}): Promise<S3Store> {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  fs.mkdirSync(options.directory, { recursive: true });
  const args = [bin, '-d', options.directory, '-a', '127.0.0.1', '-p', String(options.port)];
  args.push('--no-vhost-buckets', '--configure-bucket', options.bucket);
  const child = startChild('s3rver', process.execPath, args, {
    cwd: options.directory,
    env: { PATH: process.env.PATH },
    logFile: options.logFile,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  // Any answer means it listens; the bucket folder means the bucket exists.
  await waitUntil(child, 's3rver', async () => {
    await fetch(endpoint);
    return fs.existsSync(path.join(options.directory, options.bucket));
  });
  return { endpoint, bucket: options.bucket, directory: options.directory, child };
}

/** Every object key in the bucket, read from s3rver's folder (`<key>._S3rver_object` files). */
export function listStoredKeys(store: S3Store): string[] {
  const root = path.join(store.directory, store.bucket);
  const suffix = '._S3rver_object';
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(suffix)) {
        keys.push(path.relative(root, full).slice(0, -suffix.length).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return keys.sort();
}
