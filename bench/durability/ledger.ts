/**
 * What the clients know about their writes: every acknowledged write (a 2xx whose body was read in full), the
 * last acknowledged state of every incident, and the writes whose outcome is unknown (in flight at the kill).
 */

export type Status = 'submitted' | 'pending-update' | 'acknowledged' | 'rejected';

/** The fields the workload changes, as the server answered them. */
export interface Snapshot {
  id: string;
  incidentNumber: number | null;
  status: string;
  description: string;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
  updated_at: string;
}

/** A write that the database must hold: the history row it wrote is (incident id, action, updated_at). */
export interface Write {
  incidentId: string;
  action: string;
  at: string;
  /** false: sent when the server was killed, found committed after the restart (kept from then on). */
  acknowledged: boolean;
}

/** A write sent but not acknowledged: what the incident looks like if it committed. */
export interface Intent {
  action: string;
  status: string;
  description?: string;
  rejectReason?: string;
  pendingUpdateReason?: string;
}

export interface Tracked {
  owner: number;
  state: Snapshot;
  /** The write in flight at the kill (or answered with an error): it may or may not have committed. */
  pending: Intent | null;
}

export class Ledger {
  readonly incidents = new Map<string, Tracked>();
  readonly writes: Write[] = [];
  /** Creates whose answer never came: description marker → owner. Found (or not) after the restart. */
  readonly pendingCreates = new Map<string, number>();
  private readonly byOwner = new Map<number, Tracked[]>();

  private track(owner: number, state: Snapshot): void {
    const known = this.incidents.get(state.id);
    if (known) {
      known.state = state;
      known.pending = null;
      return;
    }
    const tracked: Tracked = { owner, state, pending: null };
    this.incidents.set(state.id, tracked);
    const list = this.byOwner.get(owner) ?? [];
    list.push(tracked);
    this.byOwner.set(owner, list);
  }

  acknowledge(owner: number, action: string, state: Snapshot): void {
    this.track(owner, state);
    this.writes.push({ incidentId: state.id, action, at: state.updated_at, acknowledged: true });
  }

  /** A write found committed after the restart although its answer never arrived. */
  adopt(owner: number, action: string, state: Snapshot): void {
    this.track(owner, state);
    this.writes.push({ incidentId: state.id, action, at: state.updated_at, acknowledged: false });
  }

  acknowledgedCount(): number {
    return this.writes.filter((w) => w.acknowledged).length;
  }

  /** The client's incidents, oldest first. */
  owned(owner: number): readonly Tracked[] {
    return this.byOwner.get(owner) ?? [];
  }
}

/** The in-flight write's result is what the restarted server shows. */
export function intentMatches(intent: Intent, state: Snapshot): boolean {
  return (
    state.status === intent.status &&
    (intent.description === undefined || state.description === intent.description) &&
    (intent.rejectReason === undefined || state.rejectReason === intent.rejectReason) &&
    (intent.pendingUpdateReason === undefined || state.pendingUpdateReason === intent.pendingUpdateReason)
  );
}

export function sameState(a: Snapshot, b: Snapshot): boolean {
  return (
    a.id === b.id &&
    a.incidentNumber === b.incidentNumber &&
    a.status === b.status &&
    a.description === b.description &&
    a.rejectReason === b.rejectReason &&
    a.pendingUpdateReason === b.pendingUpdateReason &&
    Date.parse(a.updated_at) === Date.parse(b.updated_at)
  );
}

export function snapshotOf(body: unknown): Snapshot {
  const b = body as Record<string, unknown>;
  if (typeof b.id !== 'string' || typeof b.status !== 'string' || typeof b.updated_at !== 'string') {
    throw new Error(`Not an incident: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return {
    id: b.id,
    incidentNumber: typeof b.incidentNumber === 'number' ? b.incidentNumber : null,
    status: b.status,
    description: String(b.description ?? ''),
    rejectReason: (b.rejectReason as string | null) ?? null,
    pendingUpdateReason: (b.pendingUpdateReason as string | null) ?? null,
    updated_at: b.updated_at,
  };
}
