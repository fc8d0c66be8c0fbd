import type { ScarStatus, TScarItem } from '@qi/domain/scar';
import type { ScarMilestone, ScarSchedule } from '@qi/domain/scar-milestones';
import type { ScarForm, ScarStage, ScarStageStatus } from '@qi/domain/scar-stages';
import type { Selectable } from 'kysely';
import type { ScarStagesTable, ScarsTable } from '../../db/types-scar';
import { fromDbJson, fromDbNullableTimestamp, fromDbTimestamp } from '../../db/values';

/** A request as the server sees it (normalised; the row types stay in the repositories). */
export interface ScarRecord {
  id: string;
  number: number;
  supplierId: string;
  contactId: string;
  buyerId: string;
  form: ScarForm;
  status: ScarStatus;
  request: string;
  items: TScarItem[];
  schedule: ScarSchedule;
  acknowledgedAt: string | null;
  closedAt: string | null;
  closedBy: string | null;
  revokedAt: string | null;
  reason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface StageRecord {
  stage: ScarStage;
  status: ScarStageStatus;
  /** The answer as the domain's draft schema shaped it; null before the first save. */
  answer: unknown | null;
  version: number;
  submittedAt: string | null;
  firstSubmittedAt: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewComment: string;
}

/** Each milestone's due-date column. */
export const DUE_COLUMNS = {
  acknowledge: 'acknowledge_due',
  containment: 'containment_due',
  rootCause: 'root_cause_due',
  actions: 'actions_due',
  closure: 'closure_due',
} as const satisfies Record<ScarMilestone, keyof ScarsTable>;

export function toScarRecord(row: Selectable<ScarsTable>): ScarRecord {
  const schedule: ScarSchedule = {};
  for (const [milestone, column] of Object.entries(DUE_COLUMNS) as [ScarMilestone, keyof ScarsTable][]) {
    const value = row[column];
    if (typeof value === 'string') schedule[milestone] = value;
  }
  return {
    id: row.id,
    number: Number(row.number),
    supplierId: row.supplier_id,
    contactId: row.contact_id,
    buyerId: row.buyer_id,
    form: row.form as ScarForm,
    status: row.status as ScarStatus,
    request: row.request,
    items: fromDbJson<TScarItem[]>(row.items, []),
    schedule,
    acknowledgedAt: fromDbNullableTimestamp(row.acknowledged_at),
    closedAt: fromDbNullableTimestamp(row.closed_at),
    closedBy: row.closed_by,
    revokedAt: fromDbNullableTimestamp(row.revoked_at),
    reason: row.reason,
    version: Number(row.version),
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
  };
}

export function toStageRecord(row: Selectable<ScarStagesTable>): StageRecord {
  return {
    stage: row.stage as ScarStage,
    status: row.status as ScarStageStatus,
    answer: row.answer === null ? null : fromDbJson<unknown>(row.answer, null),
    version: Number(row.version),
    submittedAt: fromDbNullableTimestamp(row.submitted_at),
    firstSubmittedAt: fromDbNullableTimestamp(row.first_submitted_at),
    reviewedAt: fromDbNullableTimestamp(row.reviewed_at),
    reviewedBy: row.reviewed_by,
    reviewComment: row.review_comment,
  };
}

/** The stages by name, for the domain's rules. */
export const stageStates = (stages: readonly StageRecord[]) =>
  Object.fromEntries(stages.map((s) => [s.stage, s.status])) as Partial<Record<ScarStage, ScarStageStatus>>;
