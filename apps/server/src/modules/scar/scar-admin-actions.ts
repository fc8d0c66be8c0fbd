import { AppError } from '@qi/domain/app-error';
import {
  SCAR_MSG,
  SCAR_TRANSITIONS,
  type TChangeScarContactRequest,
  type TScarReasonRequest,
} from '@qi/domain/scar';
import type { TScarMilestoneDefaults } from '@qi/domain/scar-milestones';
import type { TScar } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { ClientInfo } from '../../http/types';
import { insertHistory } from '../history/history-repository';
import { milestoneDefaults } from './raise-scar';
import { audit, userActor } from './scar-audit';
import { listSharedAttachments, replaceSharedAttachments } from './scar-file-repository';
import { revokeLinks } from './scar-link-repository';
import { issueLink } from './scar-link-service';
import { partiesOf } from './scar-parties';
import { incidentsOf, readScar, requireScar } from './scar-queries';
import type { ScarRecord } from './scar-record';
import { saveMilestoneDefaults, updateScarState } from './scar-repository';
import { findContact } from './supplier-contact-repository';

const stale = () => new AppError('CONFLICT', SCAR_MSG.stale, [{ path: 'version', message: SCAR_MSG.stale }]);

/** The open request, locked, read at `version` (409 when it has moved on or is no longer open). */
async function openScar(trx: Db, ctx: AppContext, id: string, version?: number): Promise<ScarRecord> {
  const scar = await requireScar(trx, id, locksRows(ctx.dbKind));
  if (version !== undefined && scar.version !== version) throw stale();
  if (scar.status !== 'open') throw new AppError('CONFLICT', SCAR_MSG.notOpen);
  return scar;
}

/**
 * `POST /v1/scars/{id}/revoke` and `/close`: revoking ends the supplier's link and sessions at once (410 from
 * then on); closing by hand (without accepting the last stage: the supplier stopped answering, the part was
 * dropped) leaves the request readable to the supplier. Neither signs nor schedules anything.
 */
export async function endScar(
  ctx: AppContext,
  auth: AuthContext,
  client: ClientInfo,
  id: string,
  action: 'revoke' | 'close',
  body: TScarReasonRequest,
): Promise<TScar> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await openScar(trx, ctx, id, body.version);
    const to = SCAR_TRANSITIONS[action].to;
    const next: ScarRecord = {
      ...scar,
      status: to,
      reason: body.reason,
      updatedAt: now,
      ...(action === 'revoke' ? { revokedAt: now } : { closedAt: now, closedBy: auth.user.user_id }),
    };
    if (!(await updateScarState(trx, next, scar.version))) throw stale();
    if (action === 'revoke') await revokeLinks(trx, id, now);
    await audit(trx, id, userActor(auth, client), action === 'revoke' ? 'revoked' : 'closed', now, {
      details: { reason: body.reason, byHand: action === 'close' },
    });
  });
  return readScar(ctx, id);
}

/** `POST /v1/scars/{id}/resend`: a new link to the contact; the old link stops working (410). */
export async function resendLink(
  ctx: AppContext,
  auth: AuthContext,
  client: ClientInfo,
  id: string,
): Promise<TScar> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await openScar(trx, ctx, id);
    const parties = await partiesOf(trx, scar);
    if (!parties.contact.active) throw new AppError('CONFLICT', SCAR_MSG.contactUnknown);
    await issueLink(ctx, trx, scar, parties, userActor(auth, client), now);
  });
  return readScar(ctx, id);
}

/**
 * `POST /v1/scars/{id}/contact`: another active contact of the supplier answers from now on (the first one left,
 * or the request belongs with someone else). They get a new link; the earlier link and its sessions end (410).
 */
export async function changeContact(
  ctx: AppContext,
  auth: AuthContext,
  client: ClientInfo,
  id: string,
  body: TChangeScarContactRequest,
): Promise<TScar> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await openScar(trx, ctx, id, body.version);
    const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'contactId', message }]);
    if (body.contactId === scar.contactId) throw refuse(SCAR_MSG.contactSame);
    const contact = await findContact(trx, body.contactId);
    if (!contact || contact.supplierId !== scar.supplierId || !contact.active) {
      throw refuse(SCAR_MSG.contactUnknown);
    }
    const before = await partiesOf(trx, scar);
    const next: ScarRecord = { ...scar, contactId: contact.id, updatedAt: now };
    if (!(await updateScarState(trx, next, scar.version))) throw stale();
    const actor = userActor(auth, client);
    await audit(trx, id, actor, 'contact-changed', now, {
      details: { from: before.contact.email, to: contact.email },
    });
    await issueLink(ctx, trx, next, { ...before, contact }, actor, now);
  });
  return readScar(ctx, id);
}

/** `PUT /v1/scars/{id}/shared-attachments`: exactly these attachments of the incidents are shared from now on. */
export async function shareAttachments(
  ctx: AppContext,
  auth: AuthContext,
  client: ClientInfo,
  id: string,
  body: { attachmentIds: string[]; version: number },
): Promise<TScar> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await openScar(trx, ctx, id, body.version);
    const owner = new Map<string, string>();
    for (const incident of await incidentsOf(trx, id))
      for (const a of incident.attachments) owner.set(a.id, incident.id);
    const shared = [...new Set(body.attachmentIds)].map((attachmentId, index) => {
      const incidentId = owner.get(attachmentId);
      if (!incidentId) {
        const path = `attachmentIds.${index}`;
        throw new AppError('VALIDATION', SCAR_MSG.sharedUnknown, [{ path, message: SCAR_MSG.sharedUnknown }]);
      }
      return { attachmentId, incidentId };
    });
    const before = (await listSharedAttachments(trx, id)).map((s) => s.attachmentId);
    await replaceSharedAttachments(trx, id, shared, auth.user.user_id, now);
    if (!(await updateScarState(trx, { ...scar, updatedAt: now }, scar.version))) throw stale();
    await audit(trx, id, userActor(auth, client), 'shared-attachments-changed', now, {
      details: { from: before, to: shared.map((s) => s.attachmentId) },
    });
  });
  return readScar(ctx, id);
}

/** `PUT /v1/scar-defaults` (admin): the days from raising to each milestone, with a history entry. */
export async function changeMilestoneDefaults(
  ctx: AppContext,
  auth: AuthContext,
  days: TScarMilestoneDefaults,
): Promise<TScarMilestoneDefaults> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await milestoneDefaults(trx);
    const changes = Object.fromEntries(
      (Object.keys(days) as (keyof TScarMilestoneDefaults)[])
        .filter((k) => before[k] !== days[k])
        .map((k) => [k, { from: before[k], to: days[k] }]),
    );
    if (Object.keys(changes).length === 0) return;
    await saveMilestoneDefaults(trx, days);
    await insertHistory(trx, {
      entityType: 'settings',
      entityId: 'scar-milestone-defaults',
      actorId: auth.user.user_id,
      action: 'update',
      changes,
      now,
    });
  });
  return milestoneDefaults(ctx.db);
}
