/**
 * The total a list page shows beside its rows. Counting every match of a search in a million incidents
 * costs seconds, far more than finding the page, so a list counts its matches up to a cap and says "10,000+"
 * beyond it. Past the cap the count reads one row further than the page asked for, so a capped total still
 * tells whether a next page exists.
 */
export const LIST_TOTAL_CAP = 10_000;

/** How many matching rows a page's count reads at most (one more tells that the total was cut). */
export function totalCountLimit(page: number, rowsPerPage: number): number {
  return Math.max(LIST_TOTAL_CAP, (page + 1) * rowsPerPage);
}

export interface ListTotal {
  /** The number of matches, or the count's limit when `totalCapped` (there are more). */
  total: number;
  totalCapped: boolean;
}

/** The total from a count that read at most `limit + 1` rows. */
export function listTotalOf(counted: number, limit: number): ListTotal {
  return counted > limit ? { total: limit, totalCapped: true } : { total: counted, totalCapped: false };
}

const COUNT_FORMAT = new Intl.NumberFormat('en-GB');

/** The total as the list writes it: "1,234", or "10,000+" when there are more. */
export function formatListTotal({ total, totalCapped }: ListTotal): string {
  return `${COUNT_FORMAT.format(total)}${totalCapped ? '+' : ''}`;
}
