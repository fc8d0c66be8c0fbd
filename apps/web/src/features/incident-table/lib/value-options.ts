import { type ColumnFilterType, emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';
import type { TDistinctValue } from '@qi/domain/incident-list-query';

type FilterValue = string | number | boolean | null;

export interface ValueOption {
  key: string;
  value: FilterValue;
  label: string;
  count: number;
}

export const valueKey = (value: FilterValue): string => JSON.stringify(value);

const isEmptyValue = (value: FilterValue) => value === null || value === '';

const STATUS_LABELS: Record<string, string> = { opened: 'Opened', completed: 'Completed' };

/** How a value is shown in the list: Yes/No for booleans, Opened/Completed for investigations (docs/product.md §9). */
export function valueLabel(type: ColumnFilterType, value: TDistinctValue): string {
  if (type === 'boolean' && typeof value.value === 'boolean') return value.value ? 'Yes' : 'No';
  if (type === 'status' && typeof value.value === 'string') {
    return STATUS_LABELS[value.value] ?? value.label;
  }
  return value.label || String(value.value);
}

/** The label of the empty choice: 'None' for the investigation column, '(Empty)' otherwise. */
export const emptyLabel = (type: ColumnFilterType) => (type === 'status' ? 'None' : '(Empty)');

/** Splits the server's distinct values into the listed values and the count of empty ones. */
export function valueOptions(
  type: ColumnFilterType,
  values: readonly TDistinctValue[],
): { options: ValueOption[]; emptyCount: number } {
  const options: ValueOption[] = [];
  let emptyCount = 0;
  for (const value of values) {
    if (isEmptyValue(value.value)) emptyCount += value.count;
    else
      options.push({
        key: valueKey(value.value),
        value: value.value,
        label: valueLabel(type, value),
        count: value.count,
      });
  }
  return { options, emptyCount };
}

/** The checked values of a filter (every value when the filter lets all through). */
export function selectedKeys(filter: TColumnFilter, options: readonly ValueOption[]): Set<string> {
  if (filter.filter === null) return new Set(options.map((o) => o.key));
  return new Set(filter.filter.map((v) => valueKey(v)));
}

/** The filter for the checked values; every value plus the empty one means no filter at all. */
export function valueFilter(
  key: string,
  type: ColumnFilterType,
  options: readonly ValueOption[],
  checked: ReadonlySet<string>,
  allowEmpty: boolean,
): TColumnFilter {
  const all = options.every((o) => checked.has(o.key));
  const base = emptyColumnFilter(key, type);
  if (all) return { ...base, allowEmpty };
  return {
    ...base,
    allowAll: false,
    allowEmpty,
    filter: options.filter((o) => checked.has(o.key)).map((o) => o.value),
  };
}
