import { expect } from 'vitest';
import type { TestResponse } from '../helpers/http';
import type { Model, ModelIncident, ModelInvestigation, World } from './model-world';
import { isLegalStep, type Status } from './spec-incident-rules';
import { type InvestigationPrediction, SECTIONS } from './spec-investigation-rules';

/**
 * The checks every command ends with, and the invariants of the model-based tests:
 * (a) an incident's history is a chain of docs/product.md §4 steps from its creation to its current status;
 * (b) incident numbers are unique, assigned once, on the first submission, and never change;
 * (c) a completed investigation does not change (until it is explicitly un-completed);
 * (d) no answer is a 5xx (World.call).
 */

interface HistoryRow {
  action: string;
  fromStatus: Status | null;
  toStatus: Status;
  changes: { field: string; from: unknown; to: unknown }[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Runs one command: the answer must be what the model predicts, and a refusal must leave no trace. */
export async function attempt(
  w: World,
  prediction: { ok: true } | { ok: false; codes: number[] },
  context: string,
  observe: () => Promise<unknown>,
  act: () => Promise<TestResponse>,
): Promise<TestResponse | null> {
  const name = context.slice(0, context.indexOf('('));
  const tally = w.stats.outcomes.get(name) ?? { accepted: 0, refused: 0 };
  w.stats.outcomes.set(name, tally);
  if (prediction.ok) {
    const res = await act();
    expect(res.status, `${context}: the model allows it, the server answered ${res.text}`).toBeLessThan(300);
    w.stats.accepted += 1;
    tally.accepted += 1;
    return res;
  }
  tally.refused += 1;
  const before = await observe();
  const res = await act();
  expect(
    prediction.codes,
    `${context}: the model refuses it (${prediction.codes.join('/')}), the server answered ${res.status} ${res.text}`,
  ).toContain(res.status);
  expect(await observe(), `${context}: a refused command changed something`).toEqual(before);
  w.stats.refused += 1;
  return null;
}

/**
 * An incident and its history, as the admin reads them: what a refusal must not change. (Both were checked
 * against the model after the previous command, so "unchanged" also means the invariants still hold.)
 */
export async function observeIncident(w: World, id: string) {
  const [incident, history] = await Promise.all([
    w.read(`/v1/incidents/${id}`),
    w.read(`/v1/incidents/${id}/history`),
  ]);
  return { incident: incident.body, history: history.body };
}

/** What may legitimately change on a completed investigation: the incidents linked to it, and signed urls. */
export function stableInvestigation(body: Record<string, unknown>) {
  const { relatedIncidents: _related, attachments, ...rest } = body;
  return { ...rest, attachments: (attachments as { url?: string }[]).map((a) => ({ ...a, url: '' })) };
}

export async function observeInvestigation(w: World, id: string) {
  const [investigation, history] = await Promise.all([
    w.read(`/v1/investigations/${id}`),
    w.read(`/v1/investigations/${id}/history`),
  ]);
  return { investigation: investigation.body, history: history.body };
}

const investigationOf = (m: Model, id: string | null) =>
  id === null ? null : (m.investigations.find((i) => i.id === id) ?? null);

/** (b) The number is unique across every incident this file has seen. */
function registerNumber(w: World, incident: ModelIncident) {
  if (incident.number === null) return;
  const holder = w.numbers.get(incident.number);
  expect(holder ?? incident.id, `incident number ${incident.number} given to two incidents`).toBe(
    incident.id,
  );
  w.numbers.set(incident.number, incident.id);
}

/** (a) and (b) from the incident's history. */
async function verifyHistory(w: World, incident: ModelIncident) {
  const res = await w.read(`/v1/incidents/${incident.id}/history`);
  expect(res.status).toBe(200);
  // Entries that move no status (a link, the similar incidents found on arrival) are notes beside the chain.
  const rows = (res.body as (HistoryRow | (Omit<HistoryRow, 'toStatus'> & { toStatus: null }))[]).filter(
    (row): row is HistoryRow => row.toStatus !== null,
  );
  const where = `history of incident ${incident.id}`;
  let at: Status | null = null;
  const numbering: number[] = [];
  rows.forEach((row, index) => {
    expect(row.fromStatus, `${where}[${index}] must start where the previous row ended`).toBe(at);
    expect(
      isLegalStep(at, row.action, row.toStatus),
      `${where}[${index}]: ${at} --${row.action}--> ${row.toStatus} is not a docs/product.md §4 transition`,
    ).toBe(true);
    const change = row.changes.find((c) => c.field === 'incidentNumber');
    if (change) {
      expect(change, `${where}[${index}]: the number may only be given, never changed`).toEqual({
        field: 'incidentNumber',
        from: null,
        to: incident.number,
      });
      numbering.push(index);
    }
    at = row.toStatus;
  });
  expect(at, `${where} must end at the current status`).toBe(incident.status);
  const firstSubmit = rows.findIndex((row) => row.action === 'submit');
  expect(numbering, `${where}: numbered exactly once, on the first submission`).toEqual(
    incident.number === null ? [] : [firstSubmit],
  );
}

/** The incident as the server has it equals the model; its history is a legal chain. */
export async function verifyIncident(w: World, m: Model, incident: ModelIncident): Promise<void> {
  const res = await w.read(`/v1/incidents/${incident.id}`);
  expect(res.status, `incident ${incident.id} must exist`).toBe(200);
  const linked = investigationOf(m, incident.investigation);
  expect(
    {
      status: res.body.status,
      reportedBy: res.body.reportedBy,
      incidentNumber: res.body.incidentNumber,
      description: res.body.description,
      investigationId: res.body.investigationId,
      investigationStatus: res.body.investigationStatus,
    },
    `incident ${incident.id} differs from the model`,
  ).toEqual({
    status: incident.status,
    reportedBy: w.callers[incident.owner].id,
    incidentNumber: incident.number,
    description: incident.description,
    investigationId: incident.investigation,
    investigationStatus: linked ? (linked.state.completed ? 'completed' : 'opened') : null,
  });
  registerNumber(w, incident);
  await verifyHistory(w, incident);
}

/** The investigation as the server has it equals the model, with the model's incidents linked to it. */
export async function verifyInvestigation(w: World, m: Model, inv: ModelInvestigation): Promise<void> {
  const res = await w.read(`/v1/investigations/${inv.id}`);
  expect(res.status).toBe(200);
  const b = res.body;
  const s = inv.state;
  const actual: Record<string, unknown> = {
    incidentDescription: b.incidentDescription,
    incidentJustified: b.incidentJustified,
    rootCauseCategory: b.rootCauseCategory?.id ?? null,
    defectiveProductQuantity: b.defectiveProductQuantity,
    completed: b.completed,
    status: b.status,
    completedSignedBy: b.completedSignedBy,
    relatedIncidents: new Map(
      b.relatedIncidents.map((i: { id: string; status: string }) => [i.id, i.status]),
    ),
  };
  const expected: Record<string, unknown> = {
    incidentDescription: s.description,
    incidentJustified: s.justified,
    rootCauseCategory: s.category,
    defectiveProductQuantity: s.quantity,
    completed: s.completed,
    status: s.completed ? 'completed' : 'opened',
    completedSignedBy: inv.completedBy,
    relatedIncidents: new Map(
      m.incidents.filter((i) => i.investigation === inv.id).map((i) => [i.id, i.status]),
    ),
  };
  for (const section of SECTIONS) {
    actual[section] = b[section];
    actual[`${section}SignedBy`] = b[`${section}SignedBy`];
    actual[`${section}SignedDate`] = b[`${section}SignedDate`];
    expected[section] = s.text[section];
    expected[`${section}SignedBy`] = inv.signers[section];
    expected[`${section}SignedDate`] = s.signed[section] ? expect.stringMatching(ISO_DAY) : null;
  }
  expect(actual, `investigation ${inv.id} differs from the model`).toEqual(expected);
}

/** (c) Every completed investigation still reads exactly as it did when it was completed. */
export async function verifySnapshots(w: World, m: Model): Promise<void> {
  for (const inv of m.investigations) {
    if (inv.snapshot === null) continue;
    const res = await w.read(`/v1/investigations/${inv.id}`);
    expect(stableInvestigation(res.body), `completed investigation ${inv.id} changed`).toEqual(inv.snapshot);
  }
}

/** Applies an accepted investigation save to the model (signers and the completion snapshot). */
export async function applyInvestigationSave(
  w: World,
  m: Model,
  inv: ModelInvestigation,
  prediction: Extract<InvestigationPrediction, { ok: true }>,
  actorId: string,
): Promise<void> {
  const before = inv.state;
  const after = prediction.to;
  for (const section of SECTIONS) {
    if (!before.signed[section] && after.signed[section]) inv.signers[section] = actorId;
    if (!after.signed[section]) inv.signers[section] = null;
  }
  inv.state = after;
  if (!before.completed && after.completed) {
    inv.completedBy = actorId;
    w.stats.completedInvestigations += 1;
    cascade(w, m, inv.id, 'under-investigation', 'investigation-completed');
  } else if (before.completed && !after.completed) {
    inv.completedBy = null;
    inv.snapshot = null;
    cascade(w, m, inv.id, 'investigation-completed', 'under-investigation');
  }
  if (after.completed && inv.snapshot === null) {
    const res = await w.read(`/v1/investigations/${inv.id}`);
    inv.snapshot = stableInvestigation(res.body);
  }
}

/** docs/product.md §4: the incidents of an investigation follow it when it is (un)completed. */
function cascade(w: World, m: Model, investigationId: string, from: Status, to: Status) {
  for (const incident of m.incidents) {
    if (incident.investigation === investigationId && incident.status === from) {
      incident.status = to;
      w.stats.reached.add(to);
    }
  }
}

/** The end of a run: every incident and investigation of the run, once more, and the completed snapshots. */
export async function verifyEverything(w: World, m: Model): Promise<void> {
  for (const incident of m.incidents) await verifyIncident(w, m, incident);
  for (const inv of m.investigations) await verifyInvestigation(w, m, inv);
  await verifySnapshots(w, m);
}
