import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import { invitationEmail } from '../../mail/templates';
import type { UserDeactivated, UserInvited } from '../users/user-events';
import { createInvitationCode } from './codes';
import { revokeUserSessions } from './session-repository';

/** An invited user's one-time code, emailed in the invitation's transaction. */
export async function sendInvitation(ctx: AppContext, trx: Db, event: UserInvited): Promise<void> {
  const code = await createInvitationCode(trx, ctx.tokens, event.userId, event.now);
  await queueEmails(trx, [
    invitationEmail({ to: event.email, name: event.name, code, publicUrl: ctx.config.publicUrl }),
  ]);
}

/** A deactivated user's sessions end with the change (their next request answers 401). */
export async function endSessionsOfDeactivated(trx: Db, event: UserDeactivated): Promise<void> {
  await revokeUserSessions(trx, event.userId, event.now);
}
