import { randomUUID } from 'node:crypto';
import { formatDate } from '@qi/domain/dates';
import { formatScarNumber } from '@qi/domain/scar';
import { SCAR_MILESTONE_LABELS, type ScarMilestone } from '@qi/domain/scar-milestones';
import { SCAR_FORM_LABELS } from '@qi/domain/scar-stages';
import { SCAR_LINK_DAYS, supplierLinkUrl } from '@qi/domain/scar-supplier';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import { scarRequestEmail } from '../../mail/templates';
import { audit, type ScarActor } from './scar-audit';
import { insertLink } from './scar-link-repository';
import type { ScarParties } from './scar-parties';
import type { ScarRecord } from './scar-record';
import { newLinkToken } from './scar-secrets';

const DAY_MS = 86_400_000;

/**
 * Sends the supplier's contact a new link to the request, in the caller's transaction: a fresh token (only its
 * hash is stored), every earlier link ended, the email queued in the outbox and the audit line written.
 */
export async function issueLink(
  ctx: AppContext,
  trx: Db,
  scar: ScarRecord,
  parties: ScarParties,
  actor: ScarActor,
  now: string,
): Promise<void> {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.parse(now) + SCAR_LINK_DAYS * DAY_MS).toISOString();
  await insertLink(trx, { id: randomUUID(), scarId: scar.id, tokenHash: hash, now, expiresAt });
  const dueDates = (Object.entries(scar.schedule) as [ScarMilestone, string][]).map(([milestone, date]) => ({
    label: SCAR_MILESTONE_LABELS[milestone],
    date: formatDate(date),
  }));
  await queueEmails(trx, [
    scarRequestEmail({
      to: parties.contact.email,
      name: parties.contact.name,
      number: formatScarNumber(scar.number),
      supplierName: parties.supplier.name,
      buyer: { name: parties.buyer.name, email: parties.buyer.email },
      asks: scar.form === 'full-8d' ? 'a full 8D' : SCAR_FORM_LABELS.short.toLowerCase(),
      dueDates,
      link: supplierLinkUrl(ctx.config.publicUrl, token),
      linkDays: SCAR_LINK_DAYS,
    }),
  ]);
  await audit(trx, scar.id, actor, 'link-sent', now, { details: { to: parties.contact.email, expiresAt } });
}
