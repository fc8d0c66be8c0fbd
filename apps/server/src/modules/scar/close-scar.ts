import { formatScarNumber } from '@qi/domain/scar';
import type { TScarAnswers } from '@qi/domain/scar-answers';
import { scarClosureSignedContent } from '@qi/domain/scar-closure';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { Signing } from '../../events/signing';
import { queueEmails } from '../../mail/email-outbox-repository';
import { scarClosedEmail } from '../../mail/templates';
import { audit, type UserActor } from './scar-audit';
import { scarClosure, scarSigning } from './scar-hooks';
import { partiesOf } from './scar-parties';
import { incidentsOf } from './scar-queries';
import type { ScarRecord, StageRecord } from './scar-record';
import { updateScarState } from './scar-repository';

/**
 * Accepting the closing stage closes the request, in the review's transaction: the Closed signature on each of
 * its incidents (when signatures are on), an effectiveness check on each investigation of its incidents (owned by
 * the buyer, due by the effectiveness module's default), and a trend-signal 'count' rule watching the supplier
 * with each part number of the request. The audit line names them; the supplier is told by email.
 */
export async function closeOnAcceptance(
  ctx: AppContext,
  trx: Db,
  scar: ScarRecord,
  stages: readonly StageRecord[],
  signing: Signing,
  actor: UserActor,
  now: string,
): Promise<boolean> {
  const next: ScarRecord = { ...scar, status: 'closed', closedAt: now, closedBy: actor.id, updatedAt: now };
  if (!(await updateScarState(trx, next, scar.version))) return false;
  const number = formatScarNumber(scar.number);
  const incidents = await incidentsOf(trx, scar.id);
  const answers = Object.fromEntries(stages.map((s) => [s.stage, s.answer])) as Partial<TScarAnswers>;
  const content = scarClosureSignedContent({ id: scar.id, number, supplierId: scar.supplierId, answers });
  await ctx.events.hook(scarSigning).record(
    trx,
    signing,
    incidents.map((i) => ({
      subject: 'scar',
      subjectLabel: number,
      incidentId: i.id,
      investigationId: null,
      content,
    })),
    now,
  );
  const today = ctx.today();
  const port = ctx.events.hook(scarClosure);
  const checks: { investigationId: string; dueDate: unknown }[] = [];
  for (const investigationId of new Set(
    incidents.map((i) => i.investigationId).filter((id) => id !== null),
  )) {
    const changes = await port.scheduleCheck(
      trx,
      { id: investigationId, assignedTo: scar.buyerId, completedSignedDate: today },
      actor.id,
      today,
      now,
    );
    checks.push({ investigationId, dueDate: changes.effectivenessCheckDueDate?.to ?? null });
  }
  const parties = await partiesOf(trx, scar);
  const parts = [
    ...new Set([...scar.items.map((i) => i.partNumber), ...incidents.map((i) => i.partNumber)]),
  ].filter((p) => p !== '' && p !== 'N/A');
  const watchRules: string[] = [];
  for (const partNumber of parts) {
    watchRules.push(
      await port.addWatchRule(trx, {
        name: `${number} watch: ${parties.supplier.name} / ${partNumber}`,
        supplierId: scar.supplierId,
        partNumber,
        ownerId: scar.buyerId,
        now,
      }),
    );
  }
  await audit(trx, scar.id, actor, 'closed', now, {
    details: { signed: signing.on, effectivenessChecks: checks, watchRules },
  });
  await queueEmails(trx, [
    scarClosedEmail({
      to: parties.contact.email,
      name: parties.contact.name,
      number,
      buyerName: parties.buyer.name,
    }),
  ]);
  return true;
}
