import type { TAuthTokens } from '@qi/domain/auth';
import type { Role } from '@qi/domain/roles';
import { Agent } from 'undici';
import { BENCH_PASSWORD } from '../lib/api-client';
import { timed } from './http';
import type { Recorder } from './recorder';

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

/**
 * One signed-in session (every virtual user has its own, also when several share an account), with its own
 * keep-alive connections, like a person's browser: up to two at a time (the detail page asks for the incident
 * and its history together). With one pool for all users (fetch's global one) the client reused its first
 * connections most, and the server's processes, which share out connections and not requests, got about
 * three requests to one.
 */
export class Session {
  private obtainedAt = performance.now();
  readonly dispatcher = new Agent({ connections: 2, keepAliveTimeout: 60_000 });

  constructor(
    readonly url: string,
    readonly role: Role,
    readonly userId: string,
    private tokens: TAuthTokens,
  ) {}

  get token(): string {
    return this.tokens.idToken;
  }

  /** What every request of this user carries: its token and its connections. */
  get auth(): { token: string; dispatcher: Agent } {
    return { token: this.tokens.idToken, dispatcher: this.dispatcher };
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  /**
   * Refreshes the ID token two minutes before it expires (15 minutes), so that runs longer than that do not
   * turn into 401s. Timed as the `refresh` operation.
   */
  async keepFresh(recorder: Recorder): Promise<void> {
    const ageSeconds = (performance.now() - this.obtainedAt) / 1000;
    if (ageSeconds < this.tokens.expiresIn - 120) return;
    const answer = await timed(recorder, 'refresh', `${this.url}/v1/auth/refresh`, {
      method: 'POST',
      ...this.auth,
      body: { refreshToken: this.tokens.refreshToken },
      parse: true,
    });
    if (answer.ok && answer.text) {
      this.tokens = JSON.parse(answer.text) as TAuthTokens;
      this.obtainedAt = performance.now();
    }
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
  return new Session(url, role, body.user.user_id, body as TAuthTokens);
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
