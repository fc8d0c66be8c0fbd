import { intentMatches, type Ledger, type Snapshot, sameState, snapshotOf } from './ledger';
import type { DbProbe } from './probe';
import { runPrefix } from './workload';

export interface Verification {
  /** Acknowledged writes checked (all of the run so far, not only this cycle's). */
  acknowledgedChecked: number;
  /**
   * Acknowledged writes of the whole run so far (or writes found committed after an earlier restart) whose
   * history row is gone: a loss counts again at every later check.
   */
  lostWrites: number;
  /** Incidents missing, or in a state that no acknowledged write (or the one in flight after it) explains. */
  wrongState: number;
  /** Writes in flight at the kill that turned out to have committed (allowed: the answer was just lost). */
  inFlightCommitted: number;
  duplicateNumbers: number;
  /** History rows no known write explains, incidents of this run nobody created. */
  unexplained: number;
  integrity: string;
  details: string[];
}

async function readIncident(url: string, token: string, id: string): Promise<Snapshot | null> {
  const response = await fetch(`${url}/v1/incidents/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`GET /v1/incidents/${id} answered ${response.status}: ${text.slice(0, 200)}`);
  return snapshotOf(JSON.parse(text));
}

/** Runs `work` over `items`, `width` at a time. */
async function eachLimited<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

const key = (id: string, action: string, at: number) => `${id}|${action}|${at}`;

/**
 * After the restart: every tracked incident read through the restarted server (quality sees them all) must
 * show its last acknowledged state, or the state of the write that was in flight after it; every write of the
 * ledger must have its history row (incident id, action, time) in the database; incidents of this run that
 * nobody saw created must be creates that were in flight. In-flight writes found committed join the ledger, so
 * later cycles check them too.
 */
export async function verifyAfterRestart(
  url: string,
  qualityToken: string,
  ledger: Ledger,
  probe: DbProbe,
  runId: string,
): Promise<Verification> {
  const result: Verification = {
    acknowledgedChecked: ledger.acknowledgedCount(),
    lostWrites: 0,
    wrongState: 0,
    inFlightCommitted: 0,
    duplicateNumbers: 0,
    unexplained: 0,
    integrity: '',
    details: [],
  };
  const note = (line: string) => {
    if (result.details.length < 20) result.details.push(line);
  };

  await eachLimited([...ledger.incidents.values()], 8, async (tracked) => {
    const seen = await readIncident(url, qualityToken, tracked.state.id);
    const pending = tracked.pending;
    tracked.pending = null;
    if (seen === null) {
      result.wrongState += 1;
      note(`incident ${tracked.state.id} (${tracked.state.incidentNumber}) is gone`);
    } else if (sameState(seen, tracked.state)) {
      // The acknowledged state; a write in flight after it did not commit.
    } else if (
      pending &&
      intentMatches(pending, seen) &&
      seen.incidentNumber === tracked.state.incidentNumber &&
      Date.parse(seen.updated_at) >= Date.parse(tracked.state.updated_at)
    ) {
      result.inFlightCommitted += 1;
      ledger.adopt(tracked.owner, pending.action, seen);
    } else {
      result.wrongState += 1;
      note(`incident ${seen.id}: expected ${JSON.stringify(tracked.state)}, found ${JSON.stringify(seen)}`);
    }
  });

  // Creates whose answer was lost: this run's incidents that the ledger does not know.
  for (const row of await probe.incidentsDescribedLike(runPrefix(runId))) {
    if (ledger.incidents.has(row.id)) continue;
    const owner = ledger.pendingCreates.get(row.description);
    const seen = owner === undefined ? null : await readIncident(url, qualityToken, row.id);
    if (owner !== undefined && seen && seen.status === 'submitted') {
      result.inFlightCommitted += 1;
      ledger.adopt(owner, 'submit', seen);
    } else {
      result.unexplained += 1;
      note(`incident ${row.id} of this run was never created by a client: ${row.description.slice(0, 80)}`);
    }
  }
  ledger.pendingCreates.clear();

  const history = await probe.incidentHistory();
  const present = new Set(history.map((h) => key(h.entityId, h.action, h.at)));
  for (const write of ledger.writes) {
    if (present.has(key(write.incidentId, write.action, Date.parse(write.at)))) continue;
    result.lostWrites += 1;
    note(
      `lost ${write.acknowledged ? 'acknowledged' : 'recovered'} write ${write.action} of ${write.incidentId}`,
    );
  }
  const expected = new Map<string, number>();
  for (const write of ledger.writes)
    expected.set(write.incidentId, (expected.get(write.incidentId) ?? 0) + 1);
  const found = new Map<string, number>();
  for (const h of history)
    if (expected.has(h.entityId)) found.set(h.entityId, (found.get(h.entityId) ?? 0) + 1);
  for (const [id, count] of found) {
    const extra = count - (expected.get(id) ?? 0);
    if (extra > 0) {
      result.unexplained += extra;
      note(`incident ${id} has ${extra} history row(s) that no write explains`);
    }
  }

  result.duplicateNumbers = await probe.duplicateIncidentNumbers();
  result.integrity = await probe.integrity();
  return result;
}
