import type fc from 'fast-check';
import { ActOnIncident, pickFrom, StartInvestigation } from './incident-commands';
import { SaveInvestigation } from './investigation-commands';
import type { Model, ModelIncident, ModelInvestigation, World } from './model-world';
import type { Status } from './spec-incident-rules';
import { type InvestigationRequest, REQUIRED_SECTIONS, type Section } from './spec-investigation-rules';

/**
 * The forward drift of the random walk: the next step of the happy path (docs/product.md §4) for one incident, by a
 * person who may take it. Random commands alone rarely chain the five or six steps from a draft to a closed
 * incident within one sequence; with this one mixed in, most runs reach investigations, completion and
 * closing, where the interesting locks and cascades are. The outcome is still predicted by the rules and
 * checked against the server like any other command.
 */
const MOVABLE: readonly Status[] = [
  'draft',
  'pending-update',
  'submitted',
  'acknowledged',
  'under-investigation',
  'investigation-completed',
];

const blank = (value: string) => value.trim() === '';

/** Completes an investigation in one save, keeping whatever is already signed (signed text is locked). */
function completionOf(inv: ModelInvestigation): InvestigationRequest {
  const s = inv.state;
  const text: Partial<Record<Section, string>> = {};
  for (const section of REQUIRED_SECTIONS) {
    if (!s.signed[section] && blank(s.text[section])) text[section] = `${section}: written to complete.`;
  }
  const quantity = Number(s.quantity);
  return {
    justified: s.justified ?? true,
    text,
    category: s.signed.rootCause ? s.category : (s.category ?? 'supplierManufacturerError'),
    quantity: blank(s.quantity) || !(quantity >= 0) ? '4' : s.quantity,
    signedOff: Object.fromEntries(REQUIRED_SECTIONS.map((section) => [section, true])),
    completed: true,
  };
}

export class Advance implements fc.AsyncCommand<Model, World, false> {
  constructor(readonly pick: number) {}

  private target = (m: Readonly<Model>) => {
    const movable = m.incidents.filter((i) => MOVABLE.includes(i.status));
    return movable.length > 0 ? pickFrom(movable, this.pick) : undefined;
  };
  check = (m: Readonly<Model>) => this.target(m) !== undefined;

  async run(m: Model, w: World) {
    const incident: ModelIncident = this.target(m)!;
    switch (incident.status) {
      case 'draft':
        return new ActOnIncident('submit', 'reporter', 0).perform(m, w, incident);
      case 'pending-update':
        return new ActOnIncident('submit', 'reporter', 0, {
          description: `${incident.description} Photos added.`,
        }).perform(m, w, incident);
      case 'submitted':
        return new ActOnIncident('acknowledge', 'quality', 0).perform(m, w, incident);
      case 'acknowledged':
        return new StartInvestigation('quality', 0, null).perform(m, w, incident);
      case 'under-investigation': {
        const inv = m.investigations.find((i) => i.id === incident.investigation)!;
        return new SaveInvestigation('complete-investigation', 'investigator', 0, completionOf(inv)).perform(
          m,
          w,
          inv,
        );
      }
      default:
        return new ActOnIncident('close', 'quality', 0).perform(m, w, incident);
    }
  }

  toString = () => `advance(#${this.pick})`;
}
