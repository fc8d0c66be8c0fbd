import type { InvestigationStatus, TInvestigation } from '@qi/domain/investigation';

// An incident's rows join its investigation's columns (the list, the export), so the reading of those columns
// sits here, below the investigations module that uses it too.

/** The stored status as the API names it. */
export const investigationStatus = (value: string): InvestigationStatus =>
  value === 'completed' ? 'completed' : 'opened';

/** The root cause category of the stored id and title (the id stands in for a missing title). */
export function rootCauseCategoryOf(
  id: string | null,
  title: string | null,
): TInvestigation['rootCauseCategory'] {
  return (id ? { id, title: title ?? id } : null) as TInvestigation['rootCauseCategory'];
}
