import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { insertRule } from './signals-repository';

/** A watch: two incidents of the supplier and part within 30 days signal (then 30 days of cool-down). */
export const WATCH_METHOD = { method: 'count', atLeast: 2, days: 30 } as const;

/**
 * An enabled 'count' rule on one supplier and part number group, owned (emailed) by `ownerId`: what a closed
 * supplier corrective action request leaves behind (modules/scar, through the composition root). Answers the
 * rule's id. A count of at least 2 (the smallest a 'count' rule takes) within 30 days, so that the incidents the
 * request was raised for, usually older by the time it closes, do not set it off on their own.
 */
export async function addSupplierWatchRule(
  trx: Db,
  rule: { name: string; supplierId: string; partNumber: string; ownerId: string; now: string },
): Promise<string> {
  const id = randomUUID();
  await insertRule(trx, {
    id,
    name: rule.name.slice(0, 200),
    group: 'supplierPartNumber',
    method: JSON.stringify(WATCH_METHOD),
    coolDownDays: WATCH_METHOD.days,
    enabled: true,
    owners: JSON.stringify([rule.ownerId]),
    createdBy: rule.ownerId,
    now: rule.now,
    watchKey: `${rule.supplierId}|${rule.partNumber}`,
  });
  return id;
}
