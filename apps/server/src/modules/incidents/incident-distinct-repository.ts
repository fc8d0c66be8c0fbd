import { formatDate } from '@qi/domain/dates';
import { type IncidentColumnId, incidentColumn } from '@qi/domain/incident-columns';
import type { TDistinctValue } from '@qi/domain/incident-list-query';
import { INCIDENT_STATUS_LABELS, isIncidentStatus } from '@qi/domain/incident-status';
import { INVESTIGATION_STATUS_LABELS } from '@qi/domain/investigation';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNullableBool, fromDbNumber } from '../../db/values';
import { COLUMN_SQL, columnRef } from './incident-columns-sql';
import type { Condition, DbKind } from './incident-list-conditions-sql';

export const DISTINCT_LIMIT = 500;

interface Grouping {
  key: RawBuilder<unknown>;
  label: RawBuilder<unknown>;
  value: (raw: unknown) => TDistinctValue['value'];
  labelOf: (value: TDistinctValue['value'], raw: unknown) => string;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function grouping(kind: DbKind, column: IncidentColumnId): Grouping {
  const map = COLUMN_SQL[column];
  // "Due" groups by its investigation's due date (joined below), not by the incident's investigation id.
  const ref = column === 'dueDate' ? columnRef('investigations.open_due_date') : columnRef(map.sort);
  const plain: Grouping = {
    key: ref,
    label: sql`''`,
    value: (v) => (v === null ? null : text(v)),
    labelOf: text,
  };
  switch (incidentColumn(column)?.filterType) {
    case 'object':
      return {
        key: columnRef(map.id!),
        label: sql`max(${ref})`,
        value: (v) => (v === null ? null : text(v)),
        labelOf: (_v, raw) => text(raw),
      };
    case 'numeric':
      return { ...plain, value: (v) => (v === null ? null : fromDbNumber(v)) };
    case 'boolean':
      return {
        ...plain,
        value: (v) => fromDbNullableBool(v),
        labelOf: (v) => (v === true ? 'Yes' : v === false ? 'No' : ''),
      };
    case 'status':
      return {
        key: columnRef('investigations.status'),
        label: sql`''`,
        value: (v) => (v === 'opened' || v === 'completed' ? v : null),
        labelOf: (v) => (v === 'opened' || v === 'completed' ? INVESTIGATION_STATUS_LABELS[v] : ''),
      };
    case 'date':
    case 'dateTime': {
      const key =
        kind === 'postgres' && incidentColumn(column)?.filterType === 'dateTime'
          ? sql`to_char(${ref} at time zone 'UTC', 'YYYY-MM')`
          : sql`substr(${ref}, 1, 7)`;
      return { ...plain, key, labelOf: (v) => formatDate(`${text(v)}-01`).slice(3) };
    }
    default:
      if (column === 'reportedBy') {
        return {
          ...plain,
          label: sql`max(${columnRef('users.name')})`,
          labelOf: (v, raw) => text(raw) || text(v),
        };
      }
      if (column === 'status') {
        return { ...plain, labelOf: (v) => (isIncidentStatus(v) ? INCIDENT_STATUS_LABELS[v] : text(v)) };
      }
      return plain;
  }
}

/** The distinct values of one column over the visible, searched list, with labels and counts (at most 500). */
export async function distinctValues(
  db: Db,
  kind: DbKind,
  column: IncidentColumnId,
  where: Condition,
): Promise<TDistinctValue[]> {
  // Days overdue change every day: its filter takes a range (from/to), not values.
  if (column === 'daysOverdue') return [];
  const g = grouping(kind, column);
  const result = await sql<{ value: unknown; label: unknown; count: unknown }>`
    select ${g.key} as value, ${g.label} as label, count(*) as count
    from incidents
    left join investigations on investigations.id = incidents.investigation_id
    left join users on users.user_id = incidents.reported_by
    where ${where}
    group by ${g.key}
    order by ${g.key}
    limit ${DISTINCT_LIMIT}`.execute(db);
  return result.rows.map((row) => {
    const value = g.value(row.value);
    return { value, label: g.labelOf(value, row.label), count: fromDbNumber(row.count) };
  });
}
