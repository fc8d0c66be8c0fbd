import type { IncidentStatus } from '@qi/domain/incident-status';
import { pickOne, type Random, weighted } from '../lib/description-text';
import { timed } from './http';
import type { Recorder } from './recorder';
import type { Session } from './sessions';
import { exportQuery, listQuery, queueQuery, type SoakReference, submitBody } from './workload';

/** What every virtual user shares. */
export interface SoakWorld {
  url: string;
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

/** Choices of one operation, by weight (per cent; the export is about 1 in 200 operations). */
export const OPERATION_MIX = [
  ['list', 40],
  ['detail', 27],
  ['chart', 12],
  ['transition', 12.5],
  ['submit', 8],
  ['export', 0.5],
] as const;
export type Choice = (typeof OPERATION_MIX)[number][0];

interface ListedIncident {
  id: string;
  status: IncidentStatus;
  reportedBy: string;
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

async function list(world: SoakWorld, session: Session, random: Random): Promise<void> {
  const { params, kind } = listQuery(random, world.reference);
  // One in ten list answers is parsed to collect ids for the detail pages (parsing every one would cost the
  // load generator CPU that the server, on the same two cores, needs more).
  const parse = random() < 0.1 || world.seenIds.length < 500;
  const answer = await timed(world.recorder, 'list', `${world.url}/v1/incidents?${params}`, {
    ...session.auth,
    parse,
    kind,
  });
  if (parse && answer.ok && answer.text)
    remember(world, (JSON.parse(answer.text) as { items: ListedIncident[] }).items, random);
}

/** The detail page asks for the incident and its history at the same time. */
async function detail(world: SoakWorld, session: Session, random: Random): Promise<void> {
  if (world.seenIds.length === 0) return list(world, session, random);
  const id = pickOne(random, world.seenIds);
  await Promise.all([
    timed(world.recorder, 'detail', `${world.url}/v1/incidents/${id}`, { ...session.auth }),
    timed(world.recorder, 'history', `${world.url}/v1/incidents/${id}/history`, { ...session.auth }),
  ]);
}

async function submit(world: SoakWorld, session: Session, random: Random): Promise<void> {
  const answer = await timed(world.recorder, 'submit', `${world.url}/v1/incidents`, {
    method: 'POST',
    ...session.auth,
    body: submitBody(random, world.reference),
    parse: true,
  });
  if (answer.ok && answer.text) remember(world, [JSON.parse(answer.text) as ListedIncident], random);
}

async function chart(world: SoakWorld, session: Session, random: Random): Promise<void> {
  if (world.charts.length === 0) return list(world, session, random);
  const chosen = pickOne(random, world.charts);
  await timed(world.recorder, 'chart', `${world.url}/v1/charts/series`, {
    method: 'POST',
    ...session.auth,
    body: chosen.body,
    kind: chosen.kind,
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** An export's size class, to tell the slow exports that are big from those that waited. */
export function exportSize(rows: number): string {
  if (rows < 1000) return 'under 1,000 rows';
  if (rows < 2500) return '1,000–2,499 rows';
  return '2,500 rows or more';
}

async function exportCsv(world: SoakWorld, session: Session, random: Random): Promise<void> {
  const query = exportQuery(random, world.reference);
  const answer = await timed(world.recorder, 'export', `${world.url}/v1/incidents/export.csv?${query}`, {
    ...session.auth,
    countLines: true,
    kindOf: ({ lines }) => exportSize(Math.max(0, lines - 1)),
  });
  if (answer.ok) {
    const rows = Math.max(0, answer.lines - 1);
    world.recorder.note('export rows', rows);
    world.recorder.note('export MB', Math.round((answer.bytes / 1e6) * 10) / 10);
    world.recorder.exports.push({
      atSeconds: round1(answer.atSeconds),
      ms: round1(answer.ms),
      headersMs: round1(answer.headersMs),
      rows,
    });
  }
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
  if (move === 'acknowledge') return { from: 'submitted', view: 'list', name: move, body: { action: move } };
  return {
    from: 'submitted',
    view: 'list',
    name: move,
    body: { action: move, pendingUpdateReason: 'Please add the supplier batch number and a photo.' },
  };
}

/** Opens the work queue of the status the move starts from, takes one unclaimed incident and moves it. */
async function transition(world: SoakWorld, session: Session, random: Random): Promise<void> {
  const move = chooseMove(session, random);
  const queue = await timed(
    world.recorder,
    'queue',
    `${world.url}/v1/incidents?${queueQuery(random, move.from, move.view)}`,
    { ...session.auth, parse: true, kind: move.from },
  );
  if (!queue.ok || !queue.text) return;
  const items = (JSON.parse(queue.text) as { items: ListedIncident[] }).items.filter(
    (i) =>
      i.status === move.from &&
      !world.claimed.has(i.id) &&
      (move.name !== 'resubmit' || i.reportedBy === session.userId),
  );
  const incident = items.length > 0 ? pickOne(random, items) : undefined;
  if (!incident) {
    world.recorder.note(`no ${move.from} incident for ${move.name}`);
    return;
  }
  world.claimed.add(incident.id);
  const answer = await timed(world.recorder, 'transition', `${world.url}/v1/incidents/${incident.id}`, {
    method: 'PUT',
    ...session.auth,
    body: move.body,
    kind: move.name,
  });
  if (answer.ok) world.recorder.note(`transition ${move.name}`);
}

export const PERFORM: Record<Choice, (world: SoakWorld, session: Session, random: Random) => Promise<void>> =
  {
    list,
    detail,
    chart,
    transition,
    submit,
    export: exportCsv,
  };
