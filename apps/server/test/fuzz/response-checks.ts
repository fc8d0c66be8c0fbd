import { APP_ERROR_STATUS } from '@qi/domain/app-error';
import type { RawResponse } from './fuzz-client';
import type { FuzzRequest } from './fuzz-requests';

/**
 * What every answer must be, whatever was sent: 2xx or 4xx (never 5xx, never no answer), an error body
 * `{ statusCode, code, message }` for every 4xx, and nothing of the server's insides in any body.
 */

/** Wording that only a leaked stack, driver error or secret produces; checked in every text body. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at \S/,
  /\bat (?:async )?[\w$.<>]+ \(/,
  /[\w-]+\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /sqlite/i,
  /SQLITE_/,
  /syntax error/i,
  // Bodies are JSON text: a quote inside a message arrives escaped.
  /relation \\?"/,
  /\bviolates\b/,
  /constraint failed/i,
  /duplicate key/i,
  /no such (?:table|column)/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /invalid byte sequence/i,
  /column \\?"[^"\\]*\\?" (?:does not exist|of relation)/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError):/,
  /Cannot read propert/,
  /is not a function/,
  /\bkysely\b/i,
  /better-sqlite3/,
  /\$argon2/,
];

/** SQL text and database column names: checked in error bodies only (stored data may hold anything). */
export const ERROR_LEAK_PATTERNS: readonly RegExp[] = [
  /\bselect\s+(?:\*|\\?"|count\(|distinct\b)/i,
  /\bfrom\s+(?:\\?")?(?:users|incidents|investigations|sessions|history|reports|uploads|products|profiles|counters)\b(?:\\?")?\s+(?:where|as|order|limit|inner|left|join)\b/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+(?:\\?")?\w+(?:\\?")?\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\bwhere\b[\s\S]{0,80}(?:\$\d+|\?)/i,
  /\b(?:password_hash|refresh_token_hash|code_hash|must_change_password|reported_by|incident_number|defective_quantity|grn_number|order_number|part_number|location_id|category_id|subcategory_id|assigned_to|uploaded_by|auth_attempts|auth_codes|part_numbers|reference_documents)\b/,
];

const TEXT_TYPES = /json|text|csv|xml|javascript/;

/** Every string the request carried (path segments, query values, body strings and keys), decoded. */
export function sentStrings(request: Pick<FuzzRequest, 'path' | 'body'>): string[] {
  const out = new Set<string>();
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const [pathname = '', search = ''] = request.path.split('?', 2);
  for (const segment of pathname.split('/')) out.add(decode(segment));
  for (const pair of search.split('&'))
    for (const piece of pair.split('=')) out.add(decode(piece.replace(/\+/g, ' ')));
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      out.add(value);
      // Query values and filters carry JSON inside a string.
      if (/^[[{]/.test(value)) {
        try {
          walk(JSON.parse(value));
        } catch {}
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        out.add(key);
        walk(item);
      }
    }
  };
  for (const piece of [...out]) walk(piece);
  if (request.body) {
    const text = request.body.toString('utf8');
    out.add(text);
    try {
      walk(JSON.parse(text));
    } catch {}
  }
  return [...out].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
}

/** The text with every echo of what was sent cut out (an error may quote the caller's own input). */
function withoutEchoes(text: string, sent: string[]): string {
  let out = text;
  for (const s of sent) {
    out = out.split(s).join(' ');
    const escaped = JSON.stringify(s).slice(1, -1);
    if (escaped !== s) out = out.split(escaped).join(' ');
  }
  return out;
}

export function leaksIn(text: string, isError: boolean, sent: string[] = []): string[] {
  const cleaned = withoutEchoes(text, sent);
  const patterns = isError ? [...LEAK_PATTERNS, ...ERROR_LEAK_PATTERNS] : LEAK_PATTERNS;
  return patterns.filter((p) => p.test(cleaned)).map((p) => `leak ${p}: ${excerpt(cleaned, p)}`);
}

function excerpt(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) return '';
  return JSON.stringify(text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60));
}

/** Everything wrong with one answer (empty: fine). */
export function problemsWith(request: FuzzRequest, response: RawResponse): string[] {
  if (response.error) return [`no complete answer: ${response.error}`];
  const { status } = response;
  const problems: string[] = [];
  const conditional = 'if-none-match' in request.headers || 'if-modified-since' in request.headers;
  if (status >= 500) problems.push(`status ${status}`);
  else if (status === 304 && conditional) return problems;
  else if (status < 200 || (status >= 300 && status < 400)) problems.push(`unexpected status ${status}`);
  const type = String(response.headers['content-type'] ?? '');
  const text = TEXT_TYPES.test(type) || type === '' ? response.body.toString('utf8') : '';
  if (status >= 400) {
    let body: { statusCode?: unknown; code?: unknown; message?: unknown } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      problems.push(`error answer is not JSON (${type}): ${JSON.stringify(text.slice(0, 200))}`);
    }
    if (body) {
      if (!type.includes('application/json')) problems.push(`error answer content-type ${type}`);
      if (typeof body.message !== 'string' || body.message.trim() === '')
        problems.push('error answer has no message');
      if (body.statusCode !== status)
        problems.push(`error body statusCode ${String(body.statusCode)} ≠ ${status}`);
      if (typeof body.code !== 'string' || !(body.code in APP_ERROR_STATUS)) {
        problems.push(`error answer code ${JSON.stringify(body.code)} is not one of the API's error codes`);
      }
    }
  }
  if (text) problems.push(...leaksIn(text, status >= 400, sentStrings(request)));
  return problems;
}
