import { randomBytes } from 'node:crypto';
import type { TIncidentFields } from '@qi/domain/incident';
import { expect } from 'vitest';
import { validIncidentForm } from '../../src/modules/incidents/incident-test-kit';
import type { TestResponse } from '../helpers/http';
import type { TestApp } from '../helpers/test-app';
import type { Role, Status } from './spec-incident-rules';
import type { InvestigationState, Section } from './spec-investigation-rules';

/** The people who act: one account per role, and a second 'user' (invited through the API) as non-owner. */
export const ACTORS = ['admin', 'quality', 'investigator', 'user', 'user2'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Caller {
  name: ActorName;
  role: Role;
  id: string;
  token: string;
}

/** One incident as the model expects it to be. */
export interface ModelIncident {
  id: string;
  owner: ActorName;
  status: Status;
  /** Assigned on the first submission, then never changes. */
  number: number | null;
  description: string;
  /** The model investigation it is linked to. */
  investigation: string | null;
}

export interface ModelInvestigation {
  id: string;
  state: InvestigationState;
  signers: Record<Section, string | null>;
  completedBy: string | null;
  /** The investigation as read when it was completed; compared after every later command. */
  snapshot: unknown | null;
}

/** The model of one run: only what this run created (the app is shared by every run of the file). */
export interface Model {
  incidents: ModelIncident[];
  investigations: ModelInvestigation[];
}

export const newModel = (): Model => ({ incidents: [], investigations: [] });

export interface Stats {
  runs: number;
  commands: number;
  accepted: number;
  refused: number;
  requests: number;
  /** Incident statuses reached by an accepted command or a cascade. */
  reached: Set<Status>;
  completedInvestigations: number;
  /** Per command name: how often it was accepted and refused (printed with MODEL_VERBOSE=1). */
  outcomes: Map<string, { accepted: number; refused: number }>;
}

/** The system under test and what outlives a single run. */
export interface World {
  t: TestApp;
  callers: Record<ActorName, Caller>;
  form: TIncidentFields;
  /** Every incident number seen in this file → its incident (numbers are unique across all runs). */
  numbers: Map<number, string>;
  stats: Stats;
  /** A request as `caller`; fails the property at once on any 5xx. */
  call(caller: Caller, method: string, path: string, body?: unknown): Promise<TestResponse>;
  /** A read as the admin (who sees every incident, drafts included). */
  read(path: string): Promise<TestResponse>;
  /** Signs everyone in again when the tokens are getting old (long local runs outlive a session). */
  refreshSessions(): Promise<void>;
}

const TOKEN_MAX_AGE_MS = 10 * 60 * 1000;

/** Invites a second 'user' through the admin API and completes the first sign-in as they would. */
async function inviteSecondUser(
  t: TestApp,
  adminToken: string,
): Promise<{ email: string; password: string }> {
  const email = `second.reporter.${randomBytes(4).toString('hex')}@example.com`;
  const invited = await t.request('POST', '/v1/users', {
    token: adminToken,
    body: { email, name: 'Second Reporter' },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  const mail = (await t.emailsTo(email)).at(-1) ?? '';
  const code = /as the password: ([A-Z0-9]{10})/.exec(mail)?.[1];
  if (!code) throw new Error('no invitation code emailed');
  const challenge = await t.request('POST', '/v1/auth/login', { body: { email, password: code } });
  const password = 'Second@passw0rd';
  const done = await t.request('POST', '/v1/auth/new-password', {
    body: { session: challenge.body.session, newPassword: password },
  });
  if (done.status !== 200) throw new Error(`new password failed: ${done.status} ${done.text}`);
  return { email, password };
}

export async function createWorld(t: TestApp): Promise<World> {
  const stats: Stats = {
    runs: 0,
    commands: 0,
    accepted: 0,
    refused: 0,
    requests: 0,
    reached: new Set(),
    completedInvestigations: 0,
    outcomes: new Map(),
  };
  const admin = await t.login('admin');
  const second = await inviteSecondUser(t, admin.idToken);
  const callers = {} as Record<ActorName, Caller>;
  let signedInAt = 0;

  async function signIn() {
    for (const name of ACTORS) {
      const tokens = name === 'user2' ? await t.loginAs(second.email, second.password) : await t.login(name);
      callers[name] = { name, role: tokens.user.role, id: tokens.user.user_id, token: tokens.idToken };
    }
    signedInAt = Date.now();
  }
  await signIn();

  async function call(caller: Caller, method: string, path: string, body?: unknown) {
    stats.requests += 1;
    const res = await t.request(method, path, { token: caller.token, body });
    expect(
      res.status,
      `${method} ${path} as ${caller.name} answered ${res.status}: ${res.text}`,
    ).toBeLessThan(500);
    return res;
  }

  return {
    t,
    callers,
    form: await validIncidentForm(t),
    numbers: new Map(),
    stats,
    call,
    read: (path) => call(callers.admin, 'GET', path),
    refreshSessions: async () => {
      if (Date.now() - signedInAt > TOKEN_MAX_AGE_MS) await signIn();
    },
  };
}
