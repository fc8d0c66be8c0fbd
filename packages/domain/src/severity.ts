import { z } from 'zod';

/** How serious a nonconformance is (docs/product.md §3 Severity): the serious ones get more scrutiny. */
export const SEVERITIES = ['critical', 'major', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const ZSeverity = z.enum(SEVERITIES, { error: 'Severity must be one of critical, major, minor.' });

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
};

/** The chip colour of each severity (MUI palette names): red, amber, blue. */
export const SEVERITY_COLOURS: Record<Severity, 'error' | 'warning' | 'info'> = {
  critical: 'error',
  major: 'warning',
  minor: 'info',
};

export const SEVERITY_MSG = {
  required: 'Please select a severity.',
  qualityOnly: 'Only the quality team may set the severity.',
} as const;

/** Major and critical nonconformances need a second person to approve their disposition. */
export function needsSecondApprover(severity: Severity | null): boolean {
  return severity !== 'minor';
}
