import { isValidIsoDate } from './dates';
import { INCIDENT_STATUS_LABELS, INCIDENT_STATUSES, type IncidentStatus } from './incident-status';
import { SEVERITIES, SEVERITY_LABELS, type Severity } from './severity';

/**
 * How an import reads the cells of a spreadsheet or CSV file (decision 054): dates in DD-MM-YYYY, YYYY-MM-DD
 * or as spreadsheet serial numbers, numbers and money with thousands separators, statuses and severities by
 * their labels. Every parser answers null for a value it cannot read (the caller words the refusal) and for an
 * empty cell. Plain TypeScript over dates.ts, like the rest of the domain (no date library).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'DD-MM-YYYY' (also with / or . and one-digit day or month), optionally followed by a time. */
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T].*)?$/;
/** 'YYYY-MM-DD' (also with /), optionally followed by a time ('2026-03-05T10:00:00Z'). */
const YEAR_FIRST = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T].*)?$/;
/** A spreadsheet serial: days since 30-12-1899 with an optional fraction of a day. */
const SERIAL = /^\d{1,7}(\.\d+)?$/;
/** The largest serial spreadsheets show as a date (31-12-9999). */
const SERIAL_MAX = 2_958_465;
const DAY_MS = 86_400_000;
/** 30-12-1899: serial 0 in the 1900 date system, counted so that serial 61 is 01-03-1900 (Lotus's leap day). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** A spreadsheet serial (1900 date system) as the instant it stands for, in UTC; null out of range. */
export function spreadsheetSerialToDate(serial: number): Date | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > SERIAL_MAX + 1) return null;
  // Serials below 61 count the 29-02-1900 that never was one day too many in the other direction.
  const days = serial < 61 ? serial + 1 : serial;
  return new Date(SERIAL_EPOCH_MS + Math.round(days * DAY_MS));
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** A cell as a calendar date 'YYYY-MM-DD'; null when empty or not a date. */
export function parseImportDate(value: string | number | null | undefined): string | null {
  const cell = text(value);
  if (cell === '') return null;
  const dayFirst = DAY_FIRST.exec(cell);
  if (dayFirst) return isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const yearFirst = YEAR_FIRST.exec(cell);
  if (yearFirst) return isoOf(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  if (SERIAL.test(cell)) {
    const date = spreadsheetSerialToDate(Number(cell));
    return date ? date.toISOString().slice(0, 10) : null;
  }
  return null;
}

const TIME = /(?:^|[ T])(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/**
 * A cell as an instant (ISO 8601, UTC): 'DD-MM-YYYY HH:mm' as the export writes it, an ISO timestamp, a date
 * alone (midnight UTC) or a serial with its fraction of a day. Null when empty or not readable.
 */
export function parseImportTimestamp(value: string | number | null | undefined): string | null {
  const cell = text(value);
  if (cell === '') return null;
  if (SERIAL.test(cell)) {
    const date = spreadsheetSerialToDate(Number(cell));
    return date ? date.toISOString() : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(cell)) {
    const instant = new Date(cell);
    return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
  }
  const day = parseImportDate(cell);
  if (!day) return null;
  const time = TIME.exec(cell.replace(/^\S+/, ''));
  const [hours, minutes, seconds] = time
    ? [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)]
    : [0, 0, 0];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${day}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.000Z`;
}

/** '1234.5', '1,234.5', '1 234' (a space or no-break space between thousands). */
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d+)?|\.\d+)$/;
const GROUPED_NUMBER = /^[-+]?\d{1,3}([, \u00a0\u202f]\d{3})+(\.\d+)?$/;

/** A cell as a number, with or without thousands separators; null when empty or not a number. */
export function parseImportNumber(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cell = text(value);
  if (PLAIN_NUMBER.test(cell)) return Number(cell);
  if (GROUPED_NUMBER.test(cell)) return Number(cell.replace(/[, \u00a0\u202f]/g, ''));
  return null;
}

/**
 * A cell as an amount in pounds: '£1,234.50', '1234.5', '-£5', '£-5', '(£5.00)' (accounting style for a
 * negative amount). At most 2 decimals, as the product keeps money in pence. Null when empty or not money.
 */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let cell = text(value);
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(cell);
  if (bracketed) {
    negative = true;
    cell = (bracketed[1] ?? '').trim();
  }
  if (cell.startsWith('-')) {
    negative = !negative;
    cell = cell.slice(1).trim();
  }
  if (cell.startsWith('£')) cell = cell.slice(1).trim();
  else if (cell.toUpperCase().startsWith('GBP')) cell = cell.slice(3).trim();
  if (cell.startsWith('-') && !negative) {
    negative = true;
    cell = cell.slice(1);
  }
  if (!/^\d/.test(cell) && !cell.startsWith('.')) return null;
  const amount = parseImportNumber(cell);
  if (amount === null || amount < 0 || !/^[^.]*(\.\d{1,2})?$/.test(cell)) return null;
  return negative && amount !== 0 ? -amount : amount;
}

/** Lower case with runs of spaces, hyphens and underscores as one space: labels and headers compare so. */
export function normaliseLabel(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const STATUS_BY_LABEL = new Map<string, IncidentStatus>(
  INCIDENT_STATUSES.flatMap((status) => [
    [normaliseLabel(INCIDENT_STATUS_LABELS[status]), status],
    [normaliseLabel(status), status],
  ]),
);

/** A status by its label ('Pending Update', 'closed') or its name ('pending-update'); null when unknown. */
export function parseStatusLabel(value: string | number | null | undefined): IncidentStatus | null {
  return STATUS_BY_LABEL.get(normaliseLabel(text(value))) ?? null;
}

/** A severity by its label ('Major'); null when empty or unknown. */
export function parseSeverityLabel(value: string | number | null | undefined): Severity | null {
  const cell = normaliseLabel(text(value));
  return SEVERITIES.find((s) => s === cell || normaliseLabel(SEVERITY_LABELS[s]) === cell) ?? null;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** 'Yes'/'No' (also Y/N, true/false, 1/0); null when empty; undefined when it is neither. */
export function parseYesNo(value: string | number | null | undefined): boolean | null | undefined {
  const cell = normaliseLabel(text(value));
  if (cell === '') return null;
  if (YES.has(cell)) return true;
  if (NO.has(cell)) return false;
  return undefined;
}
