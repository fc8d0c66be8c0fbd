import type fc from 'fast-check';
import { settle, steeredPick } from './incident-commands';
import {
  applyInvestigationSave,
  attempt,
  observeIncident,
  observeInvestigation,
  verifyInvestigation,
} from './model-checks';
import type { ActorName, Model, ModelInvestigation, World } from './model-world';
import { type InvestigationRequest, predictInvestigationSave } from './spec-investigation-rules';

/** docs/product.md §3 root cause categories used by the commands (id → title). */
export const ROOT_CAUSE_CATEGORIES: Record<string, string> = {
  operatorError: '1.1 Operator Error',
  supplierManufacturerError: '3.3 Supplier/Manufacturer Error',
  wrongSoftware: '6.1 Wrong Software',
};

/** The 'Update Investigation' body for a model request. */
function bodyOf(request: InvestigationRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { ...request.text };
  if (request.justified !== undefined) body.incidentJustified = request.justified;
  if (request.category !== undefined) {
    body.rootCauseCategory =
      request.category === null
        ? null
        : { id: request.category, title: ROOT_CAUSE_CATEGORIES[request.category] };
  }
  if (request.quantity !== undefined) body.defectiveProductQuantity = request.quantity;
  if (request.signedOff !== undefined) body.signedOff = request.signedOff;
  if (request.completed !== undefined) body.completed = request.completed;
  return body;
}

/**
 * PUT /v1/investigations/{id}: edit fields, tick or untick sections, complete or un-complete — whatever the
 * request holds. `label` names what the generator meant (edit, sign-off, complete, reopen).
 */
export class SaveInvestigation implements fc.AsyncCommand<Model, World, false> {
  constructor(
    readonly label: string,
    readonly actor: ActorName,
    readonly pick: number,
    readonly request: InvestigationRequest,
  ) {}
  /** Un-completing is aimed at completed investigations, everything else at open ones. */
  private target(m: Readonly<Model>) {
    const wantCompleted = this.request.completed === false;
    return steeredPick(m.investigations, this.pick, (i) => i.state.completed === wantCompleted);
  }
  check = (m: Readonly<Model>) => this.target(m) !== undefined;

  run = (m: Model, w: World) => this.perform(m, w, this.target(m)!);

  async perform(m: Model, w: World, inv: ModelInvestigation) {
    const caller = w.callers[this.actor];
    const linked = m.incidents.filter((i) => i.investigation === inv.id);
    const prediction = predictInvestigationSave(
      inv.state,
      this.request,
      caller.role,
      linked.map((i) => i.status),
    );
    const context = `${this} on ${inv.state.completed ? 'completed' : 'open'} investigation ${inv.id}`;
    const res = await attempt(
      w,
      prediction,
      context,
      async () => ({
        investigation: await observeInvestigation(w, inv.id),
        incidents: await Promise.all(linked.map((i) => observeIncident(w, i.id))),
      }),
      () => w.call(caller, 'PUT', `/v1/investigations/${inv.id}`, bodyOf(this.request)),
    );
    if (res && prediction.ok) {
      await applyInvestigationSave(w, m, inv, prediction, caller.id);
      await verifyInvestigation(w, m, inv);
    }
    await settle(w, m, res ? linked : []);
  }

  toString = () =>
    `${this.label}(investigation #${this.pick} by ${this.actor}, ${JSON.stringify(this.request)})`;
}
