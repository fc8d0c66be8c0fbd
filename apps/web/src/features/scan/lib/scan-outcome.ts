/** What a scanned (or typed) code leads to. */
export type ScanOutcome =
  | { kind: 'open'; path: string }
  | { kind: 'part-number'; partNumber: string; product: string | null }
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
 * (ids compare without case, as the server does) starts a report, with the product the part number names
 * (null when none); anything else is shown as it was read. Addresses of other sites are never followed.
 */
export function scanOutcome(
  raw: string,
  context: { origin: string; partNumbers: readonly { id: string; product?: string | null }[] },
): ScanOutcome {
  const text = raw.trim();
  const path = appPath(text, context.origin);
  if (path) return { kind: 'open', path };
  const lower = text.toLowerCase();
  const part = context.partNumbers.find((p) => p.id.toLowerCase() === lower);
  if (part && text !== '') return { kind: 'part-number', partNumber: part.id, product: part.product ?? null };
  return { kind: 'text', text };
}

/**
 * Where a scanned part number's report gets its product. A part number that names a product gives it (or
 * none, when that product has since been retired: a new report may not name it). One that names none falls
 * back to a guess from the incidents naming it (get-part-product.ts), because part numbers added before they
 * could name a product would otherwise open the form with no product at all.
 */
export function partProductSource(
  own: string | null,
  offeredProducts: readonly string[],
): { product: string | null } | 'guess' {
  if (own === null) return 'guess';
  return { product: offeredProducts.includes(own) ? own : null };
}

/** The report form's address with the part number and, when known, its product filled in. */
export function reportPath(partNumber: string, product: string | null): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  params.set('partNumber', partNumber);
  return `/incident/new?${params.toString()}`;
}
