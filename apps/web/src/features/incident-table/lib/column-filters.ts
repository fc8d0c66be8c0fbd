import { type ColumnFilterType, emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';

/** Whether a filter lets anything less than everything through. */
export function isFilterActive(filter: TColumnFilter | undefined): boolean {
  if (!filter) return false;
  return (
    filter.filter !== null ||
    filter.contains.trim() !== '' ||
    (filter.from !== null && filter.from !== '') ||
    (filter.to !== null && filter.to !== '') ||
    !filter.allowEmpty
  );
}

/** The column's current filter, or one that lets everything through. */
export function filterFor(
  filters: readonly TColumnFilter[],
  key: string,
  type: ColumnFilterType,
): TColumnFilter {
  return filters.find((f) => f.key === key) ?? emptyColumnFilter(key, type);
}

/** Replaces the column's filter; a filter that lets everything through is dropped. */
export function withFilter(filters: readonly TColumnFilter[], filter: TColumnFilter): TColumnFilter[] {
  const others = filters.filter((f) => f.key !== filter.key);
  return isFilterActive(filter) ? [...others, filter] : others;
}
