import { z } from 'zod';
import { DEFECTIVE_QUANTITY_MAX, DEFECTIVE_QUANTITY_MIN, MONEY_MAX } from './constants';
import { INCIDENT_MSG, INVESTIGATION_MSG } from './validation-messages';

/**
 * The bounds of every number a person types (quantities and money). Bounded inputs keep every sum the product
 * makes finite and exact: 100,000 incidents at the largest quantity add up to 1e14, well inside the integers a
 * double holds exactly, and money is added in whole pence.
 */

/** True when `n` has at most 2 decimals: its rounding to pence is the same number. */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Number.isFinite(n) && Number(n.toFixed(2)) === n;
}

/** The problem with a defective quantity that is a number ≥ 0, or null when it is within the bounds. */
export function quantityBoundIssue(n: number): string | null {
  if (!Number.isInteger(n)) return INCIDENT_MSG.defectiveQuantityWhole;
  if (n > DEFECTIVE_QUANTITY_MAX) return INCIDENT_MSG.defectiveQuantityTooLarge;
  return null;
}

/** The problem with an amount of money, or null when it is a finite amount within the bounds in pence. */
export function moneyIssue(n: number): string | null {
  if (!Number.isFinite(n)) return INVESTIGATION_MSG.costNotANumber;
  if (Math.abs(n) > MONEY_MAX) return INVESTIGATION_MSG.costTooLarge;
  if (!hasAtMostTwoDecimals(n)) return INVESTIGATION_MSG.costDecimals;
  return null;
}

/** A defective quantity as the API takes it: a whole number from 0 to DEFECTIVE_QUANTITY_MAX. */
export const ZDefectiveQuantity = z
  .number()
  .min(DEFECTIVE_QUANTITY_MIN, { error: INCIDENT_MSG.defectiveQuantity })
  .max(DEFECTIVE_QUANTITY_MAX, { error: INCIDENT_MSG.defectiveQuantityTooLarge })
  .int({ error: INCIDENT_MSG.defectiveQuantityWhole });

/** An amount of money as the API takes it: ±MONEY_MAX pounds with at most 2 decimals. */
export const ZMoney = z
  .number()
  .min(-MONEY_MAX, { error: INVESTIGATION_MSG.costTooLarge })
  .max(MONEY_MAX, { error: INVESTIGATION_MSG.costTooLarge })
  .refine(hasAtMostTwoDecimals, { error: INVESTIGATION_MSG.costDecimals });

/**
 * The investigation's defective product quantity is kept as text (docs/product.md §3): blank, or a whole
 * number within the bounds (minus signs are stripped as typed; the form says what is missing).
 */
export function quantityTextIssue(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return INCIDENT_MSG.defectiveQuantity;
  return quantityBoundIssue(n);
}
