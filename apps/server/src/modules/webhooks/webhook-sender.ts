import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MSG } from '@qi/domain/webhooks';
import ipaddr from 'ipaddr.js';
import { APP_VERSION } from '../../version';
import { hostOf, isPublicAddress } from './webhook-address';

/** How long one attempt may take, from connecting to the end of the answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body the delivery log keeps. */
const EXCERPT_BYTES = 500;

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  /** Why it failed (a connection error, or the status and an excerpt of the answer); null on success. */
  error: string | null;
}

/**
 * The address check at connection time: the socket connects only to addresses this lookup returned, and it
 * refuses any that is not public (unless allowed), so a host name that resolves inside the network at
 * delivery time is refused too (not only when the endpoint was saved).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new Error(WEBHOOK_MSG.urlPrivate) as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(WEBHOOK_MSG.urlUnresolved) as NodeJS.ErrnoException, '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs one signed body (no redirect followed: a 3xx is a failure). A 2xx answer is a success; anything else,
 * a refused address, a connection error or the timeout is a failure with its reason.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
  signal?: AbortSignal,
): Promise<SendResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, statusCode: null, error: WEBHOOK_MSG.urlInvalid });
  }
  const secure = target.protocol === 'https:';
  if (!secure && !(allowPrivate && target.protocol === 'http:')) {
    return Promise.resolve({ ok: false, statusCode: null, error: WEBHOOK_MSG.urlHttps });
  }
  // An address in the URL is connected to without a lookup: check it here.
  const host = hostOf(target);
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, error: WEBHOOK_MSG.urlPrivate });
  }
  const timeout = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
  const requestSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate),
        signal: requestSignal,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': `QualityIncidents-Webhooks/${APP_VERSION}`,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('error', () => undefined);
        response.on('end', () => {
          const ok = status >= 200 && status < 300;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_BYTES).trim();
          resolve({
            ok,
            statusCode: status,
            error: ok ? null : `HTTP ${status}${excerpt ? `: ${excerpt}` : ''}`,
          });
        });
      },
    );
    request.on('error', (error: Error) => {
      const reason = timeout.aborted ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : error.message;
      resolve({ ok: false, statusCode: null, error: reason.slice(0, 1000) });
    });
    request.end(body);
  });
}
