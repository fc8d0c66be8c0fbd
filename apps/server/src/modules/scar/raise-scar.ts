import { randomUUID } from 'node:crypto';
import { AppError, type AppErrorIssue } from '@qi/domain/app-error';
import { SCAR_MSG, scarMayInclude, type TRaiseScarRequest, type TScarItem } from '@qi/domain/scar';
import {
  DEFAULT_SCAR_MILESTONE_DAYS,
  scheduleFor,
  type TScarMilestoneDefaults,
  ZScarMilestoneDefaults,
} from '@qi/domain/scar-milestones';
import { stagesOf } from '@qi/domain/scar-stages';
import type { TScar } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { ClientInfo } from '../../http/types';
import type { IncidentRecord } from '../incidents/incident-record';
import { findIncidentById } from '../incidents/incident-repository';
import { findSupplierById } from '../suppliers/supplier-repository';
import { audit, userActor } from './scar-audit';
import { replaceSharedAttachments } from './scar-file-repository';
import { issueLink } from './scar-link-service';
import type { ScarParties } from './scar-parties';
import { readScar } from './scar-queries';
import type { ScarRecord } from './scar-record';
import { insertScar, nextScarNumber, readMilestoneDefaults } from './scar-repository';
import { insertStages } from './scar-stage-repository';
import { findContact } from './supplier-contact-repository';

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/** The days from raising to each milestone: the admin's, any unreadable one at its default. */
export async function milestoneDefaults(db: Db): Promise<TScarMilestoneDefaults> {
  const stored = { ...DEFAULT_SCAR_MILESTONE_DAYS, ...(await readMilestoneDefaults(db)) };
  const parsed = ZScarMilestoneDefaults.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SCAR_MILESTONE_DAYS;
}

/** The incidents named, each submitted and naming the supplier (422 naming the first that is not). */
async function requireIncidents(
  trx: Db,
  ids: readonly string[],
  supplierId: string,
): Promise<IncidentRecord[]> {
  const incidents: IncidentRecord[] = [];
  for (const [index, id] of ids.entries()) {
    const path = `incidentIds.${index}`;
    const incident = await findIncidentById(trx, id);
    if (!incident) throw invalid(path, SCAR_MSG.incidentUnknown);
    const label = incident.incidentNumber === null ? id : String(incident.incidentNumber);
    if (!scarMayInclude(incident.status)) throw invalid(path, SCAR_MSG.incidentNotSubmitted(label));
    if (incident.supplierId !== supplierId) throw invalid(path, SCAR_MSG.incidentOtherSupplier(label));
    incidents.push(incident);
  }
  return incidents;
}

/** The lines given (each naming one of the incidents, or none), or one line per incident. */
function itemsOf(input: TRaiseScarRequest, incidents: readonly IncidentRecord[]): TScarItem[] {
  if (input.items === undefined) {
    return incidents.map((i) => ({
      incidentId: i.id,
      partNumber: i.partNumber,
      lot: '',
      grnNumber: i.grnNumber,
      quantity: i.defectiveQuantity,
    }));
  }
  const ids = new Set(incidents.map((i) => i.id));
  const issues: AppErrorIssue[] = input.items.flatMap((item, index) =>
    item.incidentId !== null && !ids.has(item.incidentId)
      ? [{ path: `items.${index}.incidentId`, message: SCAR_MSG.itemIncident }]
      : [],
  );
  if (issues[0]) throw new AppError('VALIDATION', issues[0].message, issues);
  return input.items;
}

/** The incidents' attachments to share, each found on one of them (422 otherwise). */
function sharedOf(ids: readonly string[], incidents: readonly IncidentRecord[]) {
  const owner = new Map<string, string>();
  for (const incident of incidents) for (const a of incident.attachments) owner.set(a.id, incident.id);
  return [...new Set(ids)].map((attachmentId, index) => {
    const incidentId = owner.get(attachmentId);
    if (!incidentId) throw invalid(`sharedAttachmentIds.${index}`, SCAR_MSG.sharedUnknown);
    return { attachmentId, incidentId };
  });
}

/**
 * `POST /v1/scars`: a request to the supplier the incidents name, in one transaction: its number (the counter
 * row), its stages, due dates from the admin's defaults (or those given), what is shared, the audit lines, and
 * the link emailed to the contact through the outbox.
 */
export async function raiseScar(
  ctx: AppContext,
  auth: AuthContext,
  client: ClientInfo,
  input: TRaiseScarRequest,
): Promise<TScar> {
  const now = nowIso();
  const today = ctx.today();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const supplier = await findSupplierById(trx, input.supplierId);
    if (!supplier) throw invalid('supplierId', SCAR_MSG.supplierRequired);
    if (!supplier.active) throw invalid('supplierId', SCAR_MSG.supplierRetired);
    const contact = await findContact(trx, input.contactId);
    if (!contact || contact.supplierId !== supplier.id || !contact.active) {
      throw invalid('contactId', SCAR_MSG.contactUnknown);
    }
    const parties: ScarParties = { supplier, contact, buyer: auth.user };
    const incidents = await requireIncidents(trx, [...new Set(input.incidentIds)], input.supplierId);
    const items = itemsOf(input, incidents);
    const shared = sharedOf(input.sharedAttachmentIds, incidents);
    const { schedule, issues } = scheduleFor(input.form, today, await milestoneDefaults(trx), input.dueDates);
    if (issues[0]) throw new AppError('VALIDATION', issues[0].message, issues);
    const scar: ScarRecord = {
      id: randomUUID(),
      number: await nextScarNumber(trx),
      supplierId: input.supplierId,
      contactId: input.contactId,
      buyerId: auth.user.user_id,
      form: input.form,
      status: 'open',
      request: input.request,
      items,
      schedule,
      acknowledgedAt: null,
      closedAt: null,
      closedBy: null,
      revokedAt: null,
      reason: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await insertScar(
      trx,
      scar,
      incidents.map((i) => i.id),
    );
    await insertStages(trx, scar.id, stagesOf(scar.form));
    await replaceSharedAttachments(trx, scar.id, shared, auth.user.user_id, now);
    const actor = userActor(auth, client);
    await audit(trx, scar.id, actor, 'raised', now, {
      details: { form: scar.form, incidents: incidents.map((i) => i.incidentNumber), schedule },
    });
    await issueLink(ctx, trx, scar, parties, actor, now);
    return scar.id;
  });
  return readScar(ctx, id);
}
