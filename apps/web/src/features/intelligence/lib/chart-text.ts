import { chartValueLabel } from '@qi/domain/chart-aggregation';

/**
 * A group as the chart names it. The server sends labels (domain chartGroupKey); a group that is still an id of
 * a listed value ('under-investigation', 'scrap') reads as its label all the same.
 */
export function groupLabel(groupBy: string | undefined, group: string): string {
  return groupBy ? chartValueLabel(groupBy, group) : group;
}

const plain = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/** A value as a tooltip or a pie's legend shows it: grouped thousands, at most two decimals. */
export function formatValue(value: number): string {
  return plain.format(value);
}

/** An axis tick: 12,500 as '12.5k' from ten thousand up, so that the labels fit the margin. */
export function formatTick(value: number): string {
  return Math.abs(value) >= 10_000 ? compact.format(value) : plain.format(value);
}

/** Average width of a character of the charts' 12 px sans-serif text, for fitting labels without a DOM. */
export const CHAR_WIDTH = 6.6;

/** `text` cut to at most `width` pixels (by CHAR_WIDTH), ending in '…' when cut. */
export function fitText(text: string, width: number): string {
  const chars = Math.floor(width / CHAR_WIDTH);
  if (text.length <= chars) return text;
  if (chars <= 1) return chars === 1 ? '…' : '';
  return `${text.slice(0, chars - 1)}…`;
}
