import { GRN_PATTERN } from './incident-form';
import {
  emptyImportMapping,
  headerKey,
  IMPORT_TARGET_SYNONYMS,
  IMPORT_TARGETS,
  type ImportMapping,
  type ImportTarget,
  isOwnExport,
  ownExportMapping,
} from './incident-import-fields';
import {
  parseImportNumber,
  parseImportTimestamp,
  parseMoney,
  parseSeverityLabel,
  parseStatusLabel,
  parseYesNo,
} from './incident-import-values';

/** What a column's sample values look like (the mapping proposal weighs them with the header's name). */
export type ValueKind =
  | 'empty'
  | 'date'
  | 'timestamp'
  | 'whole'
  | 'money'
  | 'number'
  | 'status'
  | 'severity'
  | 'yes-no'
  | 'grn'
  | 'long-text'
  | 'text';

const DATE_SHAPE = /^(\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{4}[-/]\d{1,2}[-/]\d{1,2})([ T]|$)/;

/** The kind most (60%) of a column's non-empty samples share ('empty' when it has none). */
export function sampleKind(samples: readonly string[]): ValueKind {
  const values = samples.map((s) => s.trim()).filter((s) => s !== '');
  if (values.length === 0) return 'empty';
  // Most, not all: one mistyped date among the samples must not hide that the column holds dates.
  const all = (test: (value: string) => boolean) =>
    values.filter(test).length >= Math.ceil(values.length * 0.6);
  // Money first: '£12.50' is no quantity; a bare number is checked as a number below.
  if (values.some((v) => /[£]/.test(v)) && all((v) => parseMoney(v) !== null)) return 'money';
  if (all((v) => parseStatusLabel(v) !== null)) return 'status';
  if (all((v) => parseSeverityLabel(v) !== null)) return 'severity';
  if (all((v) => parseYesNo(v) !== undefined) && values.some((v) => /[a-z]/i.test(v))) return 'yes-no';
  if (all((v) => GRN_PATTERN.test(v))) return 'grn';
  const number = (v: string) => parseImportNumber(v);
  // By their shape: a mistyped date ('31-02-2024') still says the column holds dates.
  if (all((v) => DATE_SHAPE.test(v))) {
    return values.some((v) => /\d:\d/.test(v)) ? 'timestamp' : 'date';
  }
  if (all((v) => Number.isInteger(number(v)))) return 'whole';
  if (all((v) => number(v) !== null)) return 'number';
  if (all((v) => parseImportTimestamp(v) !== null)) return 'timestamp';
  return values.some((v) => v.length > 60) ? 'long-text' : 'text';
}

/** How well a kind of values fits a target: added to the header's score; -100 rules the column out. */
const KIND_FIT: Partial<Record<ImportTarget, Partial<Record<ValueKind, number>>>> = {
  incidentNumber: { whole: 30, money: -100, date: -100, text: -100, 'long-text': -100 },
  status: { status: 60, money: -100, date: -100, whole: -100, 'long-text': -100 },
  incidentDate: { date: 50, timestamp: 20, money: -100, status: -100, 'long-text': -100, text: -100 },
  defectiveQuantity: { whole: 30, number: 20, money: -100, date: -100, text: -100, 'long-text': -100 },
  grnNumber: { grn: 60, money: -100, date: -100 },
  incidentJustified: { 'yes-no': 40, money: -100, date: -100, 'long-text': -100 },
  severity: { severity: 60, money: -100, date: -100, 'long-text': -100 },
  description: { 'long-text': 30, money: -100, date: -100, status: -100 },
  createdAt: { timestamp: 30, date: 20, money: -100, text: -100, 'long-text': -100 },
  updatedAt: { timestamp: 30, date: 20, money: -100, text: -100, 'long-text': -100 },
  product: { money: -100, date: -100, status: -100 },
  partNumber: { money: -100, date: -100, status: -100, 'long-text': -100 },
  externalReference: { money: -100, date: -100, status: -100, 'long-text': -100 },
};

/** How well a header's name fits a target: whole synonym 100 (less for later synonyms), part of it 50. */
function nameScore(target: ImportTarget, header: string): number {
  const key = headerKey(header);
  const synonyms = IMPORT_TARGET_SYNONYMS[target];
  const whole = synonyms.indexOf(key);
  if (whole >= 0) return 100 - whole;
  const padded = ` ${key} `;
  const part = synonyms.findIndex((s) => s.length > 3 && padded.includes(` ${s} `));
  return part >= 0 ? 50 - part : 0;
}

/** Below this a column is not proposed for a target: an admin maps it by hand instead. */
const PROPOSAL_THRESHOLD = 50;

export interface ProposedMapping {
  mapping: ImportMapping;
  /** The headers are this product's own export (its mapping is taken as it is). */
  ownExport: boolean;
}

/**
 * A proposed mapping for a file: this product's export is recognised by its headers; for any other file each
 * target takes the column whose header and sample values fit it best, each column used once (the external
 * reference may share its column with the incident number). `samples[i]` are the first rows' cells.
 */
export function proposeImportMapping(
  headers: readonly string[],
  samples: readonly (readonly string[])[],
): ProposedMapping {
  if (isOwnExport(headers)) return { mapping: ownExportMapping(), ownExport: true };
  const kinds = headers.map((_, column) => sampleKind(samples.map((row) => row[column] ?? '')));
  const candidates: { target: ImportTarget; column: number; score: number }[] = [];
  for (const target of IMPORT_TARGETS) {
    headers.forEach((header, column) => {
      const name = nameScore(target, header);
      if (name === 0) return;
      const fit = KIND_FIT[target]?.[kinds[column] ?? 'empty'] ?? 0;
      candidates.push({ target, column, score: name + fit });
    });
  }
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const mapping = emptyImportMapping();
  const used = new Map<number, ImportTarget>();
  for (const { target, column, score } of candidates) {
    if (score < PROPOSAL_THRESHOLD || mapping[target] !== null) continue;
    const holder = used.get(column);
    const shareable =
      holder === undefined ||
      (holder === 'incidentNumber' && target === 'externalReference') ||
      (holder === 'externalReference' && target === 'incidentNumber');
    if (!shareable) continue;
    mapping[target] = headers[column] ?? null;
    used.set(column, target);
  }
  // Without a reference column of its own, a file's incident numbers are what tells its rows apart.
  if (mapping.externalReference === null) mapping.externalReference = mapping.incidentNumber;
  return { mapping, ownExport: false };
}
