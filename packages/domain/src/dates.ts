/**
 * Date helpers of docs/product.md §9 in plain TypeScript (no date library). Dates are stored as 'YYYY-MM-DD' and shown as
 * 'DD-MM-YYYY'; timestamps are ISO 8601 and shown as 'DD-MM-YYYY HH:mm'.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** '2026-03-05' → '05-03-2026'. Empty input gives ''; a value that is not an ISO date is returned unchanged. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_DATE.exec(iso.slice(0, 10));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (exports). */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone?: string): Parts {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  if (timeZone === 'UTC') {
    // Exports format tens of thousands of timestamps in UTC: the Date's own UTC fields give the same parts as
    // Intl without its per-call cost (~5 µs).
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
  };
}

/**
 * A timestamp as `Date.prototype.toISOString` writes it (how timestamps are stored) whose fields Date would
 * not change: a year from 1000 (Date writes the year without leading zeros), a day up to 28 (the 29th to
 * the 31st of a short month roll over into the next), hours 00–23, minutes and seconds 00–59.
 */
const PLAIN_UTC_TIMESTAMP =
  /^[1-9]\d{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * ISO timestamp → 'DD-MM-YYYY HH:mm'. Without `timeZone` it uses the runtime's local time (right in the browser);
 * the server passes a zone (e.g. 'UTC' or 'Europe/London') so that exports do not depend on the host.
 * An unparseable value gives ''.
 */
export function formatTimestamp(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  if (timeZone === 'UTC' && PLAIN_UTC_TIMESTAMP.test(iso)) {
    // What Date would give, read from the text: exports format two timestamps per row.
    return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsOf(date, timeZone);
  return `${pad(p.day)}-${pad(p.month)}-${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** A Date → 'YYYY-MM-DD', in local time or in the given IANA time zone. */
export function isoDate(date: Date, timeZone?: string): string {
  const p = partsOf(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today as 'YYYY-MM-DD' (local time, or the given zone). */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  return isoDate(now, timeZone);
}

/** Whether an ISO date lies after `today` (both 'YYYY-MM-DD'; ISO strings order like dates). */
export function isFutureDate(iso: string, today: string): boolean {
  return isValidIsoDate(iso) && iso > today;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (export file names: IncidentLog20260305). */
export function compactDate(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM-DD' → 'dd MMMM yyyy' (print date: '05 March 2026'). */
export function formatLongDate(iso: string): string {
  const match = ISO_DATE.exec(iso.slice(0, 10));
  if (!match) return iso;
  return `${match[3]} ${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

/** 'YYYY-MM-DD' → 'MM-YYYY': the month-and-year key that date filters and chart grouping use (docs/product.md §5, §9). */
export function monthYearKey(iso: string): string {
  const match = ISO_DATE.exec(iso.slice(0, 10));
  return match ? `${match[2]}-${match[1]}` : '';
}
