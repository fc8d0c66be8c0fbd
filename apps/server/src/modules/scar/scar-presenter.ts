import type { TAttachment } from '@qi/domain/attachments';
import { formatScarNumber } from '@qi/domain/scar';
import type { TScarAnswers } from '@qi/domain/scar-answers';
import { reviewFlags } from '@qi/domain/scar-checklist';
import { milestoneMetAt, milestoneState, SCAR_MILESTONES } from '@qi/domain/scar-milestones';
import { stagesOf } from '@qi/domain/scar-stages';
import type { TScar, TScarStageView } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import { presentAttachments } from '../../storage/present-attachments';
import type { IncidentRecord } from '../incidents/incident-record';
import type { ScarFileRecord } from './scar-file-repository';
import type { LinkRecord } from './scar-link-repository';
import type { ScarParties } from './scar-parties';
import type { ScarRecord, StageRecord } from './scar-record';

/** Everything one request's answers are made of, read by scar-queries.ts. */
export interface ScarFacts {
  scar: ScarRecord;
  stages: StageRecord[];
  parties: ScarParties;
  incidents: IncidentRecord[];
  shared: { attachmentId: string; incidentId: string }[];
  files: ScarFileRecord[];
  link: LinkRecord | undefined;
  /** Names of the users the request names (reviewers, who closed it). */
  names: Map<string, string>;
}

/** The request's milestones in order, each with its state on `today`. */
export function milestoneViews(scar: ScarRecord, stages: readonly StageRecord[], today: string) {
  const byStage = Object.fromEntries(stages.map((s) => [s.stage, s]));
  return SCAR_MILESTONES.flatMap((milestone) => {
    const dueDate = scar.schedule[milestone];
    if (!dueDate) return [];
    const metAt = milestoneMetAt(milestone, scar.acknowledgedAt, byStage);
    return [{ milestone, dueDate, metAt, state: milestoneState({ dueDate, metAt }, today) }];
  });
}

/** The stages in the form's order. */
export function orderedStages(scar: ScarRecord, stages: readonly StageRecord[]): StageRecord[] {
  return stagesOf(scar.form).flatMap((name) => stages.filter((s) => s.stage === name));
}

/** The incidents' attachments that are shared and still on their incident, with their incident's number. */
export function sharedAttachmentsOf(facts: Pick<ScarFacts, 'incidents' | 'shared'>) {
  const byId = new Map<string, { attachment: TAttachment; incidentNumber: number | null }>();
  for (const incident of facts.incidents) {
    for (const attachment of incident.attachments) {
      byId.set(attachment.id, { attachment, incidentNumber: incident.incidentNumber });
    }
  }
  return facts.shared.flatMap((s) => {
    const found = byId.get(s.attachmentId);
    return found ? [found] : [];
  });
}

/** Whitelists the buyer's view of a request (attachment and file urls signed afresh). */
export async function presentScar(ctx: AppContext, facts: ScarFacts): Promise<TScar> {
  const { scar, parties, names } = facts;
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  const shared = sharedAttachmentsOf(facts);
  const sharedShown = await presentAttachments(
    ctx,
    shared.map((s) => s.attachment),
  );
  const files = await presentAttachments(
    ctx,
    facts.files.map((f) => ({ ...f, url: '' })),
  );
  const stages = orderedStages(scar, facts.stages).map(
    (s) =>
      ({
        stage: s.stage,
        answer: s.answer,
        status: s.status,
        version: s.version,
        submittedAt: s.submittedAt,
        firstSubmittedAt: s.firstSubmittedAt,
        reviewedAt: s.reviewedAt,
        reviewComment: s.reviewComment,
        reviewedBy: person(s.reviewedBy),
        flags: reviewFlags(scar.form, s.stage, s.answer as TScarAnswers[typeof s.stage] | null),
      }) as TScarStageView,
  );
  return {
    id: scar.id,
    number: formatScarNumber(scar.number),
    status: scar.status,
    form: scar.form,
    supplier: { id: parties.supplier.id, name: parties.supplier.name, code: parties.supplier.code },
    contact: { id: parties.contact.id, name: parties.contact.name, email: parties.contact.email },
    buyer: { id: parties.buyer.user_id, name: parties.buyer.name, email: parties.buyer.email },
    request: scar.request,
    incidents: facts.incidents.map((i) => ({
      id: i.id,
      incidentNumber: i.incidentNumber,
      partNumber: i.partNumber,
    })),
    items: scar.items,
    milestones: milestoneViews(scar, facts.stages, ctx.today()),
    acknowledgedAt: scar.acknowledgedAt,
    stages,
    sharedAttachments: sharedShown.map((a, i) => ({
      ...a,
      incidentNumber: shared[i]?.incidentNumber ?? null,
    })),
    files: files.map((a, i) => ({ ...a, uploadedAt: facts.files[i]?.uploadedAt ?? '' })),
    link: facts.link
      ? { sentAt: facts.link.createdAt, expiresAt: facts.link.expiresAt, openedAt: facts.link.openedAt }
      : null,
    closedAt: scar.closedAt,
    closedBy: person(scar.closedBy),
    revokedAt: scar.revokedAt,
    reason: scar.reason,
    version: scar.version,
    createdAt: scar.createdAt,
    updatedAt: scar.updatedAt,
  };
}
