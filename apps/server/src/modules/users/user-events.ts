import { defineEvent } from '../../events/event-bus';

/** A user was invited (created with role 'user'); the invitation code and its email follow in the transaction. */
export interface UserInvited {
  userId: string;
  email: string;
  name: string;
  now: string;
}

/** An active user was deactivated: their sessions end with the change. */
export interface UserDeactivated {
  userId: string;
  now: string;
}

export const userInvited = defineEvent<UserInvited>('user.invited');
export const userDeactivated = defineEvent<UserDeactivated>('user.deactivated');
