import type { TAuthTokens } from '@qi/domain/auth';
import type { Role } from '@qi/domain/roles';
import { BENCH_PASSWORD } from '../lib/api-client';

/** The demo accounts (seeded by DEMO=true, which bench/generate-incidents.ts uses). */
const ACCOUNTS: Record<Role, string> = {
  admin: 'admin@example.com',
  quality: 'quality@example.com',
  investigator: 'investigator@example.com',
  user: 'user@example.com',
};

/**
 * The roles of the virtual users, repeated every 25: 12 reporters ('user'), 7 quality, 3 investigators and
 * 3 admins. Most people report and look things up; the quality team works the queues.
 */
const ROLE_PATTERN: readonly Role[] = [
  ...Array<Role>(12).fill('user'),
  ...Array<Role>(7).fill('quality'),
  ...Array<Role>(3).fill('investigator'),
  ...Array<Role>(3).fill('admin'),
];

export function roleOf(index: number): Role {
  // Steps of 7 through the pattern (7 and 25 share no factor, so 25 users still get it exactly): a small run
  // mixes the roles, and has every role from 8 users on.
  const spread = (index * 7) % ROLE_PATTERN.length;
  return ROLE_PATTERN[spread]!;
}

/** One signed-in session: every virtual user has its own, also when several share an account. */
export class Session {
  private obtainedAt = performance.now();

  constructor(
    readonly role: Role,
    readonly userId: string,
    private tokens: TAuthTokens,
  ) {}

  get token(): string {
    return this.tokens.idToken;
  }

  get refreshToken(): string {
    return this.tokens.refreshToken;
  }

  /** Two minutes before the ID token expires (15 minutes), so that long runs do not turn into 401s. */
  needsRefresh(): boolean {
    return (performance.now() - this.obtainedAt) / 1000 >= this.tokens.expiresIn - 120;
  }

  refreshed(tokens: TAuthTokens): void {
    this.tokens = tokens;
    this.obtainedAt = performance.now();
  }
}

export async function signInAs(url: string, role: Role): Promise<Session> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS[role], password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as Partial<TAuthTokens> & { message?: string };
  if (!response.ok || !body.idToken || !body.user) {
    throw new Error(`Sign-in as ${ACCOUNTS[role]} failed: ${response.status} ${body.message ?? ''}`);
  }
  return new Session(role, body.user.user_id, body as TAuthTokens);
}

/** Signs in every virtual user, a few at a time (password hashing is deliberately slow). */
export async function signInUsers(url: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, i) =>
      signInAs(url, roleOf(start + i)),
    );
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}
