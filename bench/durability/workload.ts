import { type Intent, type Ledger, snapshotOf, type Tracked } from './ledger';

/** What every client needs: the server, the two signed-in demo users, a valid incident form. */
export interface Session {
  url: string;
  userToken: string;
  qualityToken: string;
  /** A `POST /v1/incidents` body with action submit that passes the form rules (description replaced). */
  form: Record<string, unknown>;
}

export interface WorkloadStats {
  sent: number;
  acknowledged: number;
  /** Requests sent whose answer had not been read in full when the server was killed. */
  inFlightAtKill: number;
  /** Non-2xx answers or failed requests while the server was alive (should be none), and a few of them. */
  errors: number;
  errorSamples: string[];
}

interface Operation {
  owner: number;
  method: 'POST' | 'PUT';
  path: string;
  token: string;
  body: Record<string, unknown>;
  intent: Intent;
  /** Transitions: the incident. Creates: undefined (the id comes with the answer). */
  tracked?: Tracked;
}

/** The description every incident of a run starts with (how the checks find this run's incidents). */
export function runPrefix(runId: string): string {
  return `Durability test ${runId}`;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/**
 * `clients` loops, each sending one write at a time as fast as the server answers: creates (the reporter
 * submits a new incident) and transitions of the client's own incidents (quality acknowledges, asks for more
 * information, rejects or updates; the reporter resubmits). A client never has two writes on one incident in
 * flight, so the last acknowledged write, or the one in flight after it, decides what the incident must show.
 */
export class Workload {
  private halted = false;
  private readonly inFlight = new Set<Operation>();
  private readonly loops: Promise<void>[] = [];
  private readonly stats: WorkloadStats = {
    sent: 0,
    acknowledged: 0,
    inFlightAtKill: 0,
    errors: 0,
    errorSamples: [],
  };
  private sequence = 0;

  constructor(
    private readonly ledger: Ledger,
    private readonly session: Session,
    private readonly tag: string,
    private readonly runId: string,
  ) {}

  start(clients: number): void {
    for (let owner = 0; owner < clients; owner++) this.loops.push(this.loop(owner));
  }

  /** No new requests from now on; returns how many are in flight (call right before killing the server). */
  halt(): number {
    this.halted = true;
    this.stats.inFlightAtKill = this.inFlight.size;
    return this.inFlight.size;
  }

  /** Waits until every client has its last answer or error. */
  async settle(): Promise<WorkloadStats> {
    await Promise.all(this.loops);
    return this.stats;
  }

  private async loop(owner: number): Promise<void> {
    while (!this.halted) {
      const failed = !(await this.send(this.next(owner)));
      // A server that fails while it should be alive is reported, not hammered.
      if (failed && !this.halted) await new Promise((r) => setTimeout(r, 100));
    }
  }

  private marker(owner: number): string {
    this.sequence += 1;
    return `${runPrefix(this.runId)} ${this.tag} client ${owner} write ${this.sequence}`;
  }

  private next(owner: number): Operation {
    const { userToken, qualityToken } = this.session;
    const idle = this.ledger.owned(owner).filter((t) => t.pending === null);
    if (idle.length === 0 || Math.random() < 0.3) {
      const description = `${this.marker(owner)}: cracked housing found at goods in.`;
      return {
        owner,
        method: 'POST',
        path: '/v1/incidents',
        token: userToken,
        body: { ...this.session.form, description },
        intent: { action: 'submit', status: 'submitted', description },
      };
    }
    // Mostly the newest incidents (so that they travel through the statuses), sometimes any older one.
    const tracked = Math.random() < 0.7 ? pick(idle.slice(-10)) : pick(idle);
    const put = (token: string, body: Record<string, unknown>, intent: Intent): Operation => ({
      owner,
      method: 'PUT',
      path: `/v1/incidents/${tracked.state.id}`,
      token,
      body,
      intent,
      tracked,
    });
    const status = tracked.state.status;
    if (status === 'pending-update') {
      return put(userToken, { action: 'submit' }, { action: 'submit', status: 'submitted' });
    }
    const roll = Math.random();
    if (status === 'submitted' && roll < 0.4) {
      return put(qualityToken, { action: 'acknowledge' }, { action: 'acknowledge', status: 'acknowledged' });
    }
    if (status === 'submitted' && roll < 0.6) {
      const pendingUpdateReason = `${this.marker(owner)}: please add the GRN label photo.`;
      return put(
        qualityToken,
        { action: 'request-more-information', pendingUpdateReason },
        { action: 'request-more-information', status: 'pending-update', pendingUpdateReason },
      );
    }
    if (status === 'submitted' && roll < 0.75) {
      const rejectReason = `${this.marker(owner)}: duplicate of an earlier report.`;
      return put(
        qualityToken,
        { action: 'reject', rejectReason },
        { action: 'reject', status: 'rejected', rejectReason },
      );
    }
    const description = `${this.marker(owner)}: updated by the quality team.`;
    return put(qualityToken, { action: 'update', description }, { action: 'update', status, description });
  }

  /** Returns whether the write was acknowledged. */
  private async send(op: Operation): Promise<boolean> {
    this.inFlight.add(op);
    this.stats.sent += 1;
    try {
      const response = await fetch(`${this.session.url}${op.path}`, {
        method: op.method,
        headers: { authorization: `Bearer ${op.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(op.body),
      });
      // Acknowledged only once the whole answer is read: a 2xx status line alone is not a receipt.
      const text = await response.text();
      if (response.ok) {
        this.ledger.acknowledge(op.owner, op.intent.action, snapshotOf(JSON.parse(text)));
        this.stats.acknowledged += 1;
        return true;
      }
      this.unknownOutcome(op, `${op.intent.action} answered ${response.status}: ${text.slice(0, 200)}`);
    } catch (error) {
      this.unknownOutcome(op, `${op.intent.action} failed: ${(error as Error).message}`);
    } finally {
      this.inFlight.delete(op);
    }
    return false;
  }

  /** The write may or may not have committed: the check after the restart accepts either outcome. */
  private unknownOutcome(op: Operation, message: string): void {
    if (!this.halted) {
      this.stats.errors += 1;
      if (this.stats.errorSamples.length < 10) this.stats.errorSamples.push(message);
    }
    if (op.tracked) op.tracked.pending = op.intent;
    else this.ledger.pendingCreates.set(String(op.body.description), op.owner);
  }
}
