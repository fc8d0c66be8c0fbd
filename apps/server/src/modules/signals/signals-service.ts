import { AppError } from '@qi/domain/app-error';
import { SIGNAL_MSG, type TSignal, type TSignalList, type TSignalListQuery } from '@qi/domain/signal-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { presentSignal } from './signal-presenter';
import {
  findSignal,
  listSignals,
  type SignalWithRule,
  signalIncidents,
  updateSignalStatus,
} from './signals-repository';

export const signalNotFound = () => new AppError('NOT_FOUND', SIGNAL_MSG.signalNotFound);

/** GET /v1/signals: the inbox, open signals first, newest first. */
export async function findSignals(ctx: AppContext, query: TSignalListQuery): Promise<TSignalList> {
  const { rows, total } = await listSignals(ctx.db, {
    offset: query.page * query.rowsPerPage,
    limit: query.rowsPerPage,
    status: query.status,
  });
  const incidents = await signalIncidents(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentSignal(row, incidents.get(row.id) ?? [])),
    total,
    page: query.page,
    rowsPerPage: query.rowsPerPage,
  };
}

export async function readSignal(db: Db, id: string): Promise<TSignal> {
  const row = await findSignal(db, id, false);
  if (!row) throw signalNotFound();
  return presentSignal(row, (await signalIncidents(db, [id])).get(id) ?? []);
}

/** Reads a signal for a change, locked on PostgreSQL; refuses one already acted on (409). */
export async function requireOpenSignal(ctx: AppContext, trx: Db, id: string): Promise<SignalWithRule> {
  const row = await findSignal(trx, id, locksRows(ctx.dbKind));
  if (!row) throw signalNotFound();
  if (row.status !== 'open') throw new AppError('CONFLICT', SIGNAL_MSG.notOpen);
  return row;
}

/** POST /v1/signals/{id}/dismiss: closes an open signal with the reason. */
export async function dismissSignal(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  reason: string,
): Promise<TSignal> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireOpenSignal(ctx, trx, id);
    await updateSignalStatus(trx, id, {
      status: 'dismissed',
      dismissalReason: reason,
      actedBy: auth.user.user_id,
      now: nowIso(),
    });
    return readSignal(trx, id);
  });
}
