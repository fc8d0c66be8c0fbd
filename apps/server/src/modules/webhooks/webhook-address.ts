import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { AppError } from '@qi/domain/app-error';
import { WEBHOOK_MSG } from '@qi/domain/webhooks';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (decision 050, the SSRF rule): https only, and never to a private, loopback,
 * link-local, unique-local, multicast or otherwise reserved address, unless the configuration allows them
 * (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: tests, a closed network). The rule is applied when an endpoint is saved
 * (422) and again to the address each delivery connects to (webhook-sender.ts), so a name that later resolves
 * inside the network is refused too.
 */

/** Whether an IP address is on the public internet (ipaddr.js's 'unicast' range, IPv4-mapped unwrapped). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The address refusal as the API answers it. */
const refused = (message: string) => new AppError('VALIDATION', message, [{ path: 'url', message }]);

/** Checks the URL's form (https, no credentials): a 422 names the problem. */
export function checkWebhookUrlForm(url: string, allowPrivate: boolean): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refused(WEBHOOK_MSG.urlInvalid);
  }
  const protocols = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(parsed.protocol)) throw refused(WEBHOOK_MSG.urlHttps);
  if (parsed.username || parsed.password) throw refused(WEBHOOK_MSG.urlCredentials);
  return parsed;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves a host name (or takes an address as it is) to every address it has. */
export async function resolveHost(host: string): Promise<LookupAddress[]> {
  if (ipaddr.isValid(host)) return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  return lookup(host, { all: true, verbatim: true });
}

/**
 * The check when an endpoint is saved: the form, then every address the host resolves to must be public
 * (unless allowed). A host that does not resolve is refused.
 */
export async function assertWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  const parsed = checkWebhookUrlForm(url, allowPrivate);
  if (allowPrivate) return;
  let addresses: LookupAddress[];
  try {
    addresses = await resolveHost(hostOf(parsed));
  } catch {
    throw refused(WEBHOOK_MSG.urlUnresolved);
  }
  if (addresses.length === 0) throw refused(WEBHOOK_MSG.urlUnresolved);
  if (addresses.some((a) => !isPublicAddress(a.address))) throw refused(WEBHOOK_MSG.urlPrivate);
}
