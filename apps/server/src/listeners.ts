import type { AppContext } from './context';
import { endSessionsOfDeactivated, sendInvitation } from './modules/auth/user-listeners';
import { userDeactivated, userInvited } from './modules/users/user-events';

/**
 * Who listens to which event, and who provides which hook (docs/architecture.md, "Modules and their
 * directions"): the one place that knows both sides, so that the module making a change imports none of the
 * modules its side effects belong to.
 */
export function registerListeners(ctx: AppContext): void {
  const { events } = ctx;
  events.on(userInvited, (trx, event) => sendInvitation(ctx, trx, event));
  events.on(userDeactivated, endSessionsOfDeactivated);
}
