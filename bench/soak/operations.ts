import type { TAuthTokens } from '@qi/domain/auth';
import type { IncidentStatus } from '@qi/domain/incident-status';
import { NOTIFICATION_KEYS } from '@qi/domain/profile';
import { pickOne, type Random, weighted } from '../lib/description-text';
import type { Operation, Recorder } from './recorder';
import type { Session } from './sessions';
import { listQuery, queueQuery, type SoakReference, searchQuery, submitBody } from './workload';

/** What every virtual user shares. */
export interface SoakWorld {
  reference: SoakReference;
  charts: { body: Record<string, unknown>; kind: string }[];
  recorder: Recorder;
  /** Ids of incidents seen in lists (detail pages open these). */
  seenIds: string[];
  /**
   * Incidents a virtual user has taken for a transition. Two users never act on the same incident, so that
   * a stale list cannot turn into a 409 that a real team would not see either (they would not both click).
   */
  claimed: Set<string>;
}

/** An answer as the load tool hands it over. */
export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[]>;
}

/** One request of an operation; `read` reads its answer and gives the operation's next request, if any. */
export interface Step {
  operation: Operation;
  /** The shape of the request (e.g. the list's filter), reported apart to find slow ones. */
  kind?: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A status besides 2xx that is a right answer (304 to a conditional GET). */
  alsoOk?: number;
  read?: (answer: Answer) => Step | null;
}

/** What one virtual user brings to an operation. */
export interface Actor {
  world: SoakWorld;
  session: Session;
  random: Random;
  /** The ETag of the user's last `GET /v1/data`, sent back as the web app does. */
  dataEtag: string | null;
}

/** Choices of one operation, by weight (per cent). Exports are measured apart (bench/export-memory.ts). */
export const OPERATION_MIX = [
  ['list', 32],
  ['search', 8],
  ['detail', 22],
  ['chart', 10],
  ['transition', 12],
  ['submit', 8],
  ['profile', 4],
  ['data', 4],
] as const;
export type Choice = (typeof OPERATION_MIX)[number][0];

interface ListedIncident {
  id: string;
  status: IncidentStatus;
  reportedBy: string;
  defectiveQuantity: number | null;
  severity: string | null;
  dispositionStatus?: string;
}

/**
 * Whether quality can close it at once, or after deciding its material itself: nothing held, an approved
 * disposition, or a minor one (decided is enough, and the closer may decide it). Major and critical ones wait
 * for a second person's approval, which this workload does not play.
 */
function closable(incident: ListedIncident): 'now' | 'after-disposition' | null {
  if (!incident.defectiveQuantity || incident.dispositionStatus === 'approved') return 'now';
  if (incident.severity !== 'minor') return null;
  return incident.dispositionStatus === 'decided' ? 'now' : 'after-disposition';
}

const KEEP_IDS = 5000;

/** Drafts are left out: only their reporter (and admins) may open them, and every role opens these ids. */
function remember(world: SoakWorld, items: readonly { id: string; status: string }[], random: Random): void {
  for (const item of items) {
    if (item.status === 'draft') continue;
    if (world.seenIds.length < KEEP_IDS) world.seenIds.push(item.id);
    else world.seenIds[Math.floor(random() * KEEP_IDS)] = item.id;
  }
}

function list({ world, random }: Actor): Step {
  const { params, kind } = listQuery(random, world.reference);
  // One in ten list answers is read for ids for the detail pages (reading every one costs the load tool CPU
  // that the server, on the same two cores, needs more).
  const keep = random() < 0.1 || world.seenIds.length < 500;
  return {
    operation: 'list',
    kind,
    method: 'GET',
    path: `/v1/incidents?${params}`,
    read: keep
      ? (answer) => {
          remember(world, (JSON.parse(answer.body) as { items: ListedIncident[] }).items, random);
          return null;
        }
      : undefined,
  };
}

function search({ random }: Actor): Step {
  const { params, kind } = searchQuery(random);
  return { operation: 'search', kind, method: 'GET', path: `/v1/incidents?${params}` };
}

/** The detail page: the incident, then its history. */
function detail(actor: Actor): Step {
  const { world, random } = actor;
  if (world.seenIds.length === 0) return list(actor);
  const id = pickOne(random, world.seenIds);
  return {
    operation: 'detail',
    method: 'GET',
    path: `/v1/incidents/${id}`,
    read: () => ({ operation: 'history', method: 'GET', path: `/v1/incidents/${id}/history` }),
  };
}

function submit({ world, random }: Actor): Step {
  return {
    operation: 'submit',
    method: 'POST',
    path: '/v1/incidents',
    body: submitBody(random, world.reference),
    read: (answer) => {
      remember(world, [JSON.parse(answer.body) as ListedIncident], random);
      return null;
    },
  };
}

function chart(actor: Actor): Step {
  const { world, random } = actor;
  if (world.charts.length === 0) return list(actor);
  const chosen = pickOne(random, world.charts);
  return {
    operation: 'chart',
    kind: chosen.kind,
    method: 'POST',
    path: '/v1/charts/series',
    body: chosen.body,
  };
}

/** The Profile page: mostly looked at, sometimes a notification switched. */
function profile({ random }: Actor): Step {
  if (random() < 0.75) return { operation: 'profile', method: 'GET', path: '/v1/profile' };
  return {
    operation: 'profile-update',
    method: 'PUT',
    path: '/v1/profile',
    body: { notifications: { [pickOne(random, NOTIFICATION_KEYS)]: random() < 0.5 } },
  };
}

/** The bounded data loaded at sign-in and every 5 minutes, with the last ETag (usually a 304). */
function data(actor: Actor): Step {
  return {
    operation: 'data',
    method: 'GET',
    path: '/v1/data',
    headers: actor.dataEtag ? { 'if-none-match': actor.dataEtag } : {},
    alsoOk: 304,
    read: (answer) => {
      if (answer.status === 304) actor.world.recorder.note('data unchanged (304)');
      const etag = Object.entries(answer.headers).find(([name]) => name.toLowerCase() === 'etag')?.[1];
      if (typeof etag === 'string') actor.dataEtag = etag;
      return null;
    },
  };
}

type Move = { from: IncidentStatus; view: 'list' | 'drafts'; body: Record<string, unknown>; name: string };

/**
 * The quality team (and admins) acknowledge and request information on submitted incidents and close
 * completed ones; reporters and investigators resubmit their own incidents that wait for an update.
 */
function chooseMove(session: Session, random: Random): Move {
  if (session.role === 'user' || session.role === 'investigator') {
    return {
      from: 'pending-update',
      view: 'drafts',
      name: 'resubmit',
      body: { action: 'submit', description: 'Updated after the quality team asked: batch 24-118 checked.' },
    };
  }
  const move = weighted(random, [
    ['acknowledge', 55],
    ['request-more-information', 25],
    ['close', 20],
  ] as const);
  if (move === 'close')
    return { from: 'investigation-completed', view: 'list', name: move, body: { action: 'close' } };
  if (move === 'acknowledge') {
    const severity = weighted(random, [
      ['critical', 10],
      ['major', 30],
      ['minor', 60],
    ] as const);
    return { from: 'submitted', view: 'list', name: move, body: { action: move, severity } };
  }
  return {
    from: 'submitted',
    view: 'list',
    name: move,
    body: { action: move, pendingUpdateReason: 'Please add the supplier batch number and a photo.' },
  };
}

/** Opens the work queue of the status the move starts from, takes one unclaimed incident and moves it. */
function transition({ world, session, random }: Actor): Step {
  const move = chooseMove(session, random);
  return {
    operation: 'queue',
    kind: move.from,
    method: 'GET',
    path: `/v1/incidents?${queueQuery(random, move.from, move.view)}`,
    read: (answer) => {
      const items = (JSON.parse(answer.body) as { items: ListedIncident[] }).items.filter(
        (i) =>
          i.status === move.from &&
          !world.claimed.has(i.id) &&
          (move.name !== 'resubmit' || i.reportedBy === session.userId) &&
          (move.name !== 'close' || closable(i) !== null),
      );
      const incident = items.length > 0 ? pickOne(random, items) : undefined;
      if (!incident) {
        world.recorder.note(`no ${move.from} incident for ${move.name}`);
        return null;
      }
      world.claimed.add(incident.id);
      const act: Step = {
        operation: 'transition',
        kind: move.name,
        method: 'PUT',
        path: `/v1/incidents/${incident.id}`,
        body: move.body,
      };
      if (move.name !== 'close' || closable(incident) === 'now') return act;
      // Decide the held material first (the disposition call), then close.
      return {
        operation: 'transition',
        kind: 'disposition',
        method: 'PUT',
        path: `/v1/incidents/${incident.id}/disposition`,
        body: {
          lines: [{ decision: 'scrap', quantity: incident.defectiveQuantity, responsible: session.userId }],
        },
        read: () => act,
      };
    },
  };
}

/** A new ID token before the old one expires (the web app does the same). */
export function refresh({ session }: Actor): Step {
  return {
    operation: 'refresh',
    method: 'POST',
    path: '/v1/auth/refresh',
    body: { refreshToken: session.refreshToken },
    read: (answer) => {
      session.refreshed(JSON.parse(answer.body) as TAuthTokens);
      return null;
    },
  };
}

export const FIRST_STEP: Record<Choice, (actor: Actor) => Step> = {
  list,
  search,
  detail,
  chart,
  transition,
  submit,
  profile,
  data,
};
