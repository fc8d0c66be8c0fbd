import type { RateRule } from '../../limits/reservation';

export const LOGIN_LIMIT_MESSAGE = 'Too many sign-in attempts. Please try again later.';
export const RESET_LIMIT_MESSAGE = 'Too many password reset attempts. Please try again later.';

/** The key of an account from one address: it starts with the account (see `forgetAccountFailures`). */
export const pairKey = (account: string, ip: string) => `${account}|${ip}`;

/**
 * Failed sign-ins (and wrong current or signing passwords): 30 per address over all accounts and 5 per account
 * from one address in 15 minutes, and 50 per account over all addresses in an hour. When other addresses have
 * filled the account's 50, an address with no failure of its own on the account still has its try checked,
 * from a budget of 10 an hour: the owner signs in from a new place, and guesses stay at 60 an hour at most.
 */
export function loginFailureRules(email: string, ip: string) {
  return {
    address: { kind: 'login-ip', key: ip, limit: 30, windowMinutes: 15, account: email },
    pair: { kind: 'login-pair', key: pairKey(email, ip), limit: 5, windowMinutes: 15, account: email },
    account: { kind: 'login-account', key: email, limit: 50, windowMinutes: 60, account: email },
    cleanAddress: { kind: 'login-clean-address', key: email, limit: 10, windowMinutes: 60, account: email },
  } satisfies Record<string, RateRule>;
}

/**
 * Reset code requests: 20 per address and 5 per account from one address in an hour, so that other addresses'
 * requests never refuse the owner's. The account's mail is held to 20 an hour (one every 3 minutes once
 * spent): a request past that is answered the same but mails nothing, and the code and link mailed less than
 * 3 minutes before still work.
 */
export function resetRequestRules(email: string, ip: string) {
  return {
    address: { kind: 'reset-request-ip', key: ip, limit: 20, windowMinutes: 60, account: email },
    pair: {
      kind: 'reset-request-pair',
      key: pairKey(email, ip),
      limit: 5,
      windowMinutes: 60,
      account: email,
    },
    mail: { kind: 'reset-mail-account', key: email, limit: 20, windowMinutes: 60, account: email },
  } satisfies Record<string, RateRule>;
}

/** Wrong reset codes per address (each code also dies after its own 5 wrong tries). */
export function resetConfirmFailureRules(email: string, ip: string): RateRule[] {
  return [{ kind: 'reset-confirm-ip', key: ip, limit: 30, windowMinutes: 15, account: email }];
}
