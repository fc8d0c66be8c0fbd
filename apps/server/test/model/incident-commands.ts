import { defectiveProductQuantityOf } from '@qi/domain/investigation';
import type fc from 'fast-check';
import { expect } from 'vitest';
import {
  attempt,
  observeIncident,
  verifyIncident,
  verifyInvestigation,
  verifySnapshots,
} from './model-checks';
import type { ActorName, Caller, Model, ModelIncident, World } from './model-world';
import {
  type Actor,
  canSee,
  FORM_ACTIONS,
  type IncidentAction,
  type IncidentView,
  predictAction,
  predictStart,
  statusesAllowing,
} from './spec-incident-rules';
import { copiedState, newState } from './spec-investigation-rules';

/** Who acts: a named account, or whoever reported the targeted incident. */
export type ActorSpec = ActorName | 'reporter';

type ModelCommand = fc.AsyncCommand<Model, World, false>;

let descriptionCounter = 0;
const freshDescription = () => `Model-based incident ${++descriptionCounter}: cracked housing.`;

export const actorOf = (caller: Caller): Actor => ({ id: caller.id, role: caller.role });

export function viewOf(w: World, incident: ModelIncident): IncidentView {
  return { status: incident.status, reporterId: w.callers[incident.owner].id };
}

/** Targets are picked by a number taken modulo what exists, so any generated sequence stays meaningful. */
export const pickFrom = <T>(items: readonly T[], pick: number): T => items[pick % items.length]!;

/**
 * Three picks in four go to a target the action could apply to, the fourth to any target: sequences then
 * move incidents forward often enough, and still try every action in every state. A steered pick with no
 * fitting target skips the command (fast-check's `check`), rather than spending requests on a refusal that
 * the unsteered picks already cover.
 */
export function steeredPick<T>(items: readonly T[], pick: number, fits: (item: T) => boolean): T | undefined {
  if (items.length === 0) return undefined;
  if (pick % 4 === 0) return pickFrom(items, pick);
  const fitting = items.filter(fits);
  return fitting.length > 0 ? pickFrom(fitting, Math.floor(pick / 4)) : undefined;
}

function callerFor(w: World, spec: ActorSpec, incident: ModelIncident): Caller {
  return w.callers[spec === 'reporter' ? incident.owner : spec];
}

/**
 * After every command: the incidents it changed match the model (a refusal was already checked to change
 * nothing), and completed investigations are untouched.
 */
export async function settle(w: World, m: Model, incidents: readonly ModelIncident[]): Promise<void> {
  w.stats.commands += 1;
  for (const incident of incidents) await verifyIncident(w, m, incident);
  await verifySnapshots(w, m);
}

/** Decides an incident's whole defective quantity as scrap, as quality (a minor incident may then close). */
async function disposeAll(w: World, incident: ModelIncident): Promise<void> {
  const quality = w.callers.quality;
  const current = await w.call(quality, 'GET', `/v1/incidents/${incident.id}`);
  const quantity = current.body.defectiveQuantity as number | null;
  if (!quantity || current.body.dispositionStatus !== 'awaiting') return;
  const lines = [{ decision: 'scrap', quantity, responsible: quality.id }];
  const res = await w.call(quality, 'PUT', `/v1/incidents/${incident.id}/disposition`, { lines });
  expect(res.status, `disposition of ${incident.id}: ${res.text}`).toBe(200);
}

/** POST /v1/incidents: any signed-in person saves a draft or submits a new incident. */
export class CreateIncident implements ModelCommand {
  constructor(
    readonly actor: ActorName,
    readonly action: 'save-draft' | 'submit',
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const caller = w.callers[this.actor];
    const description = freshDescription();
    const res = await attempt(
      w,
      { ok: true },
      this.toString(),
      async () => null,
      () => w.call(caller, 'POST', '/v1/incidents', { ...w.form, description, action: this.action }),
    );
    expect(res?.status).toBe(201);
    const submitted = this.action === 'submit';
    const number = res?.body.incidentNumber ?? null;
    if (submitted) {
      expect(number, 'a submitted incident is numbered').toEqual(expect.any(Number));
      expect(w.numbers.has(number), `number ${number} was already given`).toBe(false);
    } else expect(number, 'a draft has no number').toBeNull();
    const incident: ModelIncident = {
      id: res?.body.id,
      owner: this.actor,
      status: submitted ? 'submitted' : 'draft',
      number,
      description,
      investigation: null,
    };
    m.incidents.push(incident);
    w.stats.reached.add(incident.status);
    await settle(w, m, [incident]);
  }
  toString = () => `create(${this.action} by ${this.actor})`;
}

/** Which investigation a start (by link) or a reassignment names. */
export type InvestigationChoice = { kind: 'model'; pick: number } | { kind: 'unknown' } | { kind: 'blank' };

export interface IncidentActionOptions {
  /** Reject / request more information: the reason sent (undefined: none). */
  reason?: string | undefined;
  /** Form actions: the description sent ('' or blanks make the form invalid; undefined: none). */
  description?: string | undefined;
  /** Status-only actions: also send a description, which must be ignored. */
  stray?: boolean;
  /** Start (linking an existing investigation) and reassign. */
  investigation?: InvestigationChoice;
}

/** PUT /v1/incidents/{id} with one docs/product.md §4 action. */
export class ActOnIncident implements ModelCommand {
  constructor(
    readonly action: IncidentAction,
    readonly actor: ActorSpec,
    readonly pick: number,
    readonly options: IncidentActionOptions = {},
  ) {}
  private target(m: Readonly<Model>) {
    const from = statusesAllowing(this.action);
    return steeredPick(m.incidents, this.pick, (i) => from.includes(i.status));
  }
  check = (m: Readonly<Model>) => this.target(m) !== undefined;

  run = (m: Model, w: World) => this.perform(m, w, this.target(m)!);

  /** The action on a given incident (also used by Advance). */
  async perform(m: Model, w: World, incident: ModelIncident) {
    const caller = callerFor(w, this.actor, incident);
    const body: Record<string, unknown> = { action: this.action };
    // Severity is required to acknowledge (issue #31); the model does not vary it.
    if (this.action === 'acknowledge') body.severity = 'minor';
    // Closing needs the held material decided (issue #31): quality decides it first, outside the model's steps.
    if (this.action === 'close' && incident.status === 'investigation-completed')
      await disposeAll(w, incident);
    const { reason, description, stray, investigation } = this.options;
    if (this.action === 'reject') body.rejectReason = reason;
    if (this.action === 'request-more-information') body.pendingUpdateReason = reason;
    const isForm = FORM_ACTIONS.includes(this.action);
    if (isForm && description !== undefined) body.description = description;
    if (!isForm && stray) body.description = 'A description sent with a status change is ignored.';
    let linked: Model['investigations'][number] | null = null;
    if (investigation) {
      if (investigation.kind === 'model' && m.investigations.length > 0) {
        linked = pickFrom(m.investigations, investigation.pick);
        body.investigationId = linked.id;
      } else body.investigationId = investigation.kind === 'blank' ? '  ' : 'no-such-investigation';
    }
    const prediction = predictAction({
      incident: viewOf(w, incident),
      actor: actorOf(caller),
      action: this.action,
      reason,
      investigationId: body.investigationId as string | undefined,
      investigationExists: linked !== null,
      investigationCompleted: linked?.state.completed === true,
      formValid: description === undefined || description.trim() !== '',
    });
    const context = `${this} on ${incident.status} incident ${incident.id} of ${incident.owner} as ${caller.name}`;
    const res = await attempt(
      w,
      prediction,
      context,
      () => observeIncident(w, incident.id),
      () => w.call(caller, 'PUT', `/v1/incidents/${incident.id}`, body),
    );
    if (res && prediction.ok) {
      expect(res.body.status, context).toBe(prediction.to);
      incident.status = prediction.to;
      w.stats.reached.add(prediction.to);
      if (this.action === 'submit' && incident.number === null) {
        const number = res.body.incidentNumber;
        expect(number, `${context}: the first submission gives a number`).toEqual(expect.any(Number));
        expect(w.numbers.has(number), `${context}: number ${number} was already given`).toBe(false);
        incident.number = number;
      }
      if (isForm && description !== undefined) incident.description = description;
      if (linked) incident.investigation = linked.id;
      if (this.action === 'reject') expect(res.body.rejectReason, context).toBe(reason?.trim());
      if (this.action === 'request-more-information') {
        expect(res.body.pendingUpdateReason, context).toBe(reason?.trim());
      }
    }
    await settle(w, m, res ? [incident] : []);
  }

  toString = () => {
    const o = this.options;
    const extras = [
      o.reason !== undefined ? `reason=${JSON.stringify(o.reason)}` : '',
      o.description !== undefined ? `description=${JSON.stringify(o.description)}` : '',
      o.stray ? 'stray description' : '',
      o.investigation ? `investigation=${JSON.stringify(o.investigation)}` : '',
    ].filter(Boolean);
    return `${this.action}(#${this.pick} by ${this.actor}${extras.map((e) => `, ${e}`).join('')})`;
  };
}

/** POST /v1/investigations: start a new investigation, or a copy of an existing one, on an incident. */
export class StartInvestigation implements ModelCommand {
  constructor(
    readonly actor: ActorSpec,
    readonly pick: number,
    readonly copyPick: number | null,
  ) {}
  private target = (m: Readonly<Model>) =>
    steeredPick(m.incidents, this.pick, (i) => i.status === 'acknowledged');
  check = (m: Readonly<Model>) => this.target(m) !== undefined;

  run = (m: Model, w: World) => this.perform(m, w, this.target(m)!);

  async perform(m: Model, w: World, incident: ModelIncident) {
    const caller = callerFor(w, this.actor, incident);
    const source =
      this.copyPick !== null && m.investigations.length > 0
        ? pickFrom(m.investigations, this.copyPick)
        : null;
    const prediction = predictStart(viewOf(w, incident), actorOf(caller));
    const context = `${this} on ${incident.status} incident ${incident.id} as ${caller.name}`;
    const countInvestigations = async () =>
      (await w.read('/v1/investigations?rowsPerPage=25')).body.total as number;
    const res = await attempt(
      w,
      prediction,
      context,
      async () => ({ incident: await observeIncident(w, incident.id), total: await countInvestigations() }),
      () =>
        w.call(caller, 'POST', '/v1/investigations', {
          incidentId: incident.id,
          ...(source ? { copyFrom: source.id } : {}),
        }),
    );
    if (res && prediction.ok) {
      expect(res.status, context).toBe(201);
      expect(res.body.assignedTo, `${context}: assigned to the person who started it`).toBe(caller.id);
      // A new investigation's Defective Product starts from the incident's defective quantity.
      const stored = (await w.read(`/v1/incidents/${incident.id}`)).body as {
        defectiveQuantity: number | null;
      };
      const investigation = {
        id: res.body.id as string,
        state: source
          ? copiedState(source.state)
          : newState(incident.description, defectiveProductQuantityOf([stored.defectiveQuantity])),
        signers: {
          containmentAction: null,
          rootCause: null,
          correctiveAction: null,
          verificationOfEffectiveness: null,
          preventiveAction: null,
          additionalNotes: null,
        },
        completedBy: null,
        snapshot: null,
      };
      m.investigations.push(investigation);
      incident.status = prediction.to;
      incident.investigation = investigation.id;
      w.stats.reached.add(prediction.to);
      await verifyInvestigation(w, m, investigation);
    }
    await settle(w, m, res ? [incident] : []);
  }

  toString = () =>
    `start-investigation(#${this.pick} by ${this.actor}, ${this.copyPick === null ? 'new' : `copy of #${this.copyPick}`})`;
}

/** GET the incident and its history as someone: a draft exists only for its reporter and admins. */
export class ReadIncident implements ModelCommand {
  constructor(
    readonly actor: ActorName,
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => m.incidents.length > 0;

  async run(m: Model, w: World) {
    const incident = pickFrom(m.incidents, this.pick);
    const caller = w.callers[this.actor];
    const visible = canSee(viewOf(w, incident), actorOf(caller));
    const context = `${this} of ${incident.status} incident ${incident.id} of ${incident.owner}`;
    for (const path of [`/v1/incidents/${incident.id}`, `/v1/incidents/${incident.id}/history`]) {
      const res = await attempt(
        w,
        visible ? { ok: true } : { ok: false, codes: [404] },
        `${context} (${path})`,
        () => observeIncident(w, incident.id),
        () => w.call(caller, 'GET', path),
      );
      if (res && path.endsWith(incident.id)) expect(res.body.status, context).toBe(incident.status);
    }
    await settle(w, m, []);
  }

  toString = () => `read(#${this.pick} by ${this.actor})`;
}
