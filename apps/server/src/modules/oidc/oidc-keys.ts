import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { deriveKey, resolveJwtSecret } from '../../secrets';

/**
 * The keys of this module, each derived from the one server secret for its own purpose: one encrypts the
 * provider's client secret in the database (a copy of the database alone does not give it away), one the
 * pending sign-in the browser carries in its cookie. Kept per app (a test's apps each have their own).
 */
interface OidcKeys {
  clientSecret: Buffer;
  flowCookie: Uint8Array;
}

const cache = new WeakMap<Config, OidcKeys>();

export function oidcKeys(config: Config): OidcKeys {
  let keys = cache.get(config);
  if (!keys) {
    const secret = resolveJwtSecret(config);
    keys = {
      clientSecret: Buffer.from(deriveKey(secret, 'oidc-client-secret'), 'base64url'),
      flowCookie: new Uint8Array(Buffer.from(deriveKey(secret, 'oidc-flow-cookie'), 'base64url')),
    };
    cache.set(config, keys);
  }
  return keys;
}

/** AES-256-GCM: 'v1.' iv.tag.ciphertext, each base64url. */
export function sealSecret(config: Config, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', oidcKeys(config).clientSecret, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it cannot be opened (another server secret sealed it: the admin sets it again). */
export function openSecret(config: Config, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      oidcKeys(config).clientSecret,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
