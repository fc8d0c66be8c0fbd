import type { ScarAuditAction } from '@qi/domain/scar-views';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import type { ClientInfo } from '../../http/types';
import { appendScarAudit } from './scar-audit-repository';

/** Who did something to a request, and from where (every audit line keeps the address and browser). */
export type ScarActor =
  | { kind: 'user'; id: string; name: string; client: ClientInfo }
  | { kind: 'supplier'; name: string; client: ClientInfo }
  | { kind: 'system'; name: string };

export type UserActor = Extract<ScarActor, { kind: 'user' }>;

export const userActor = (auth: AuthContext, client: ClientInfo): UserActor => ({
  kind: 'user',
  id: auth.user.user_id,
  name: auth.user.name,
  client,
});

/** Writes one audit line for `actor` in the caller's transaction. */
export function audit(
  trx: Db,
  scarId: string,
  actor: ScarActor,
  action: ScarAuditAction,
  now: string,
  extra: { stage?: string | null; details?: Record<string, unknown> } = {},
): Promise<void> {
  const client = actor.kind === 'system' ? null : actor.client;
  return appendScarAudit(trx, {
    scarId,
    actorKind: actor.kind,
    actorId: actor.kind === 'user' ? actor.id : null,
    actorName: actor.name,
    action,
    stage: extra.stage ?? null,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent ?? null,
    details: extra.details ?? {},
    now,
  });
}
