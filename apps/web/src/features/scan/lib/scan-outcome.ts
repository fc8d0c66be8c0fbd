/** What a scanned (or typed) code leads to. */
export type ScanOutcome =
  | { kind: 'open'; path: string }
  | { kind: 'part-number'; partNumber: string }
  | { kind: 'text'; text: string };

// The pages a printed code of this app may point to: the red tag's QR holds `PUBLIC_URL/incident/{id}`.
const APP_PATHS = [/^\/incident\/[^/]+(\/edit)?$/, /^\/investigation\/[^/]+(\/edit)?$/];

function appPath(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return APP_PATHS.some((pattern) => pattern.test(url.pathname)) ? url.pathname : null;
}

/**
 * Sorts a read code: an address of this app's incident (or investigation) opens it; a known part number
 * (ids compare without case, as the server does) starts a report; anything else is shown as it was read.
 * Addresses of other sites are never followed.
 */
export function scanOutcome(
  raw: string,
  context: { origin: string; partNumbers: readonly string[] },
): ScanOutcome {
  const text = raw.trim();
  const path = appPath(text, context.origin);
  if (path) return { kind: 'open', path };
  const lower = text.toLowerCase();
  const partNumber = context.partNumbers.find((p) => p.toLowerCase() === lower);
  if (partNumber && text !== '') return { kind: 'part-number', partNumber };
  return { kind: 'text', text };
}

/** The report form's address with the part number and, when known, its product filled in. */
export function reportPath(partNumber: string, product: string | null): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  params.set('partNumber', partNumber);
  return `/incident/new?${params.toString()}`;
}
