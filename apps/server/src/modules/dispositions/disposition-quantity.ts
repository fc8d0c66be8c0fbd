import { AppError } from '@qi/domain/app-error';
import {
  DISPOSITION_MSG,
  dispositionTotal,
  needsDisposition,
  proposedDispositionStatus,
} from '@qi/domain/disposition';
import type { Db } from '../../db/database';
import type { IncidentRecord } from '../incidents/incident-record';
import { readDispositionLines } from './disposition-repository';

/**
 * The disposition fields of an incident whose defective quantity changes: the quantity may not fall below what
 * the lines already dispose of (422), and the status follows the new quantity; a changed quantity withdraws an
 * approval (what was approved is no longer the whole of the held material).
 */
export async function dispositionAfterQuantityChange(
  trx: Db,
  next: IncidentRecord,
): Promise<Partial<IncidentRecord>> {
  const lines = await readDispositionLines(trx, next.id);
  if (lines.length === 0 && next.dispositionStatus === 'awaiting') return {};
  const total = dispositionTotal(lines);
  if (
    total > 0 &&
    (!needsDisposition(next.defectiveQuantity) || total > (next.defectiveQuantity as number))
  ) {
    const message = DISPOSITION_MSG.quantityBelowDisposition(total);
    throw new AppError('VALIDATION', message, [{ path: 'defectiveQuantity', message }]);
  }
  return {
    dispositionStatus: proposedDispositionStatus(lines, next.defectiveQuantity),
    dispositionApprovedBy: null,
    dispositionApprovedAt: null,
  };
}
