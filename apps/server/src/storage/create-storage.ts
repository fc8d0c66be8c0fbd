import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Config, secret: string): Storage {
  if (config.storage.driver === 's3') return createS3Storage(config.storage);
  return createLocalStorage({ dir: config.storage.dir, baseUrl: `${config.publicUrl}/v1/files`, secret });
}
