import { AppError } from '@qi/domain/app-error';
import { formatScarNumber, SCAR_MSG } from '@qi/domain/scar';
import { filesOfAnswer, submitIssues } from '@qi/domain/scar-answers';
import {
  decideStageAction,
  SCAR_STAGE_LABELS,
  SCAR_STAGE_MSG,
  submitPrecondition,
} from '@qi/domain/scar-stages';
import type { TSaveStageRequest, TSubmitStageRequest } from '@qi/domain/scar-supplier';
import type { TSupplierScar } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { SupplierContext } from '../../http/access';
import type { ClientInfo } from '../../http/types';
import { queueEmails } from '../../mail/email-outbox-repository';
import { scarStageSubmittedEmail } from '../../mail/templates';
import { audit, type ScarActor } from './scar-audit';
import { listScarFiles } from './scar-file-repository';
import { partiesOf } from './scar-parties';
import { requireScar, scarFacts } from './scar-queries';
import type { ScarRecord } from './scar-record';
import { stageStates } from './scar-record';
import { updateScarState } from './scar-repository';
import { listStages, updateStage } from './scar-stage-repository';
import { presentSupplierScar } from './supplier-presenter';

const conflict = (message: string, path?: string) =>
  new AppError('CONFLICT', message, path ? [{ path, message }] : undefined);

/** `GET /v1/supplier/scar`: the request the session was started for, as the supplier sees it. */
export async function readSupplierScar(ctx: AppContext, supplier: SupplierContext): Promise<TSupplierScar> {
  const scar = await requireScar(ctx.db, supplier.scarId);
  return presentSupplierScar(ctx, await scarFacts(ctx.db, scar));
}

/** The request, locked for the change; a closed one is read-only (409), a revoked one gone (410). */
async function writableScar(trx: Db, ctx: AppContext, scarId: string): Promise<ScarRecord> {
  const scar = await requireScar(trx, scarId, locksRows(ctx.dbKind));
  if (scar.status === 'revoked') throw new AppError('GONE', SCAR_MSG.notOpen);
  if (scar.status !== 'open') throw conflict(SCAR_MSG.closedReadOnly);
  return scar;
}

/** Acknowledging (explicitly, or by a first save or submission): once, with its audit line. */
async function acknowledge(trx: Db, scar: ScarRecord, actor: ScarActor, now: string): Promise<void> {
  if (scar.acknowledgedAt !== null) return;
  const next = { ...scar, acknowledgedAt: now, updatedAt: now };
  if (!(await updateScarState(trx, next, scar.version))) throw conflict(SCAR_MSG.stale);
  await audit(trx, scar.id, actor, 'acknowledged', now);
}

async function supplierActor(db: Db, scar: ScarRecord, client: ClientInfo): Promise<ScarActor> {
  const { contact } = await partiesOf(db, scar);
  return { kind: 'supplier', name: contact.name, client };
}

/** `POST /v1/supplier/scar/acknowledge`: the supplier has the request in hand (meets the first milestone). */
export async function acknowledgeScar(ctx: AppContext, supplier: SupplierContext, client: ClientInfo) {
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await writableScar(trx, ctx, supplier.scarId);
    await acknowledge(trx, scar, await supplierActor(trx, scar, client), nowIso());
  });
  return readSupplierScar(ctx, supplier);
}

/**
 * `PUT /v1/supplier/scar/answer` (a draft) and `POST /v1/supplier/scar/answer/submit`: one stage's answer from
 * the stage version the supplier read (a stale one 409, nothing written). The stage must be one the request asks
 * for and the supplier may write on (not under review, not accepted); a submission meets what the discipline
 * needs, the closure comes last, and every file named is one of the request's. A submission emails the buyer.
 */
export async function writeStage(
  ctx: AppContext,
  supplier: SupplierContext,
  client: ClientInfo,
  body: TSaveStageRequest | TSubmitStageRequest,
  action: 'save' | 'submit',
): Promise<TSupplierScar> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await writableScar(trx, ctx, supplier.scarId);
    const stages = await listStages(trx, scar.id, { forUpdate: locksRows(ctx.dbKind) });
    const stage = stages.find((s) => s.stage === body.stage);
    if (!stage)
      throw new AppError('VALIDATION', SCAR_STAGE_MSG.notAsked, [
        { path: 'stage', message: SCAR_STAGE_MSG.notAsked },
      ]);
    if (stage.version !== body.version) throw conflict(SCAR_MSG.staleStage, 'version');
    const decision = decideStageAction(stage.status, action);
    if (!decision.ok) throw conflict(decision.message);
    if (action === 'submit') {
      const before = submitPrecondition(scar.form, stage.stage, stageStates(stages));
      if (before) throw conflict(before);
      const issues = submitIssues(scar.form, stage.stage, body.answer).map((i) => ({
        ...i,
        path: `answer.${i.path}`,
      }));
      if (issues[0]) throw new AppError('VALIDATION', issues[0].message, issues);
    }
    const known = new Set((await listScarFiles(trx, scar.id)).map((f) => f.id));
    const unknown = filesOfAnswer(body.answer).filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION', SCAR_MSG.fileUnknown, [
        { path: 'answer.attachments', message: SCAR_MSG.fileUnknown },
      ]);
    }
    const submitted = action === 'submit';
    const next = {
      ...stage,
      status: decision.to,
      answer: body.answer,
      submittedAt: submitted ? now : stage.submittedAt,
      firstSubmittedAt: submitted ? (stage.firstSubmittedAt ?? now) : stage.firstSubmittedAt,
    };
    if (!(await updateStage(trx, scar.id, next, body.version)))
      throw conflict(SCAR_MSG.staleStage, 'version');
    const actor = await supplierActor(trx, scar, client);
    await acknowledge(trx, scar, actor, now);
    await audit(trx, scar.id, actor, submitted ? 'submitted' : 'saved', now, {
      stage: stage.stage,
      details: submitted ? { version: body.version + 1, answer: body.answer } : { version: body.version + 1 },
    });
    if (submitted) {
      const parties = await partiesOf(trx, scar);
      await queueEmails(trx, [
        scarStageSubmittedEmail({
          to: parties.buyer.email,
          name: parties.buyer.name,
          number: formatScarNumber(scar.number),
          stage: SCAR_STAGE_LABELS[stage.stage],
          supplierName: parties.supplier.name,
          link: `${ctx.config.publicUrl}/scars/${scar.id}`,
        }),
      ]);
    }
  });
  return readSupplierScar(ctx, supplier);
}
