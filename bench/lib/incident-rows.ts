import { randomUUID } from 'node:crypto';
import { NOT_PRODUCT_RELATED, PART_NUMBER_NOT_APPLICABLE } from '@qi/domain/constants';
import { DISPOSITION_DECISIONS, type TDispositionLineInput } from '@qi/domain/disposition';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { TLocation } from '@qi/domain/reference-data';
import { ROOT_CAUSE_CATEGORIES } from '@qi/domain/root-cause-categories';
import { SEVERITIES } from '@qi/domain/severity';
import {
  type IncidentRecord,
  type Labelled,
  NO_DISPOSITION,
} from '../../apps/server/src/modules/incidents/incident-record';
import type { InvestigationRecord } from '../../apps/server/src/modules/investigations/investigation-record';
import { description, pickOne, type Random, seededRandom, weighted } from './description-text';

export interface GeneratorReference {
  products: string[];
  partNumbers: string[];
  locations: TLocation[];
  /** Users who report incidents. */
  reporters: string[];
  /** Users who run investigations (quality, investigator). */
  investigators: string[];
  /** Active suppliers' ids (about a third of the incidents name one). */
  suppliers: string[];
}

/** A disposition line of a generated incident, with the incident it belongs to. */
export interface GeneratedDispositionLine extends TDispositionLineInput {
  id: string;
  incidentId: string;
  position: number;
}

export interface GeneratedBatch {
  incidents: IncidentRecord[];
  investigations: InvestigationRecord[];
  dispositionLines: GeneratedDispositionLine[];
}

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;

/** Incidents older than about four months have mostly been dealt with; recent ones are still in progress. */
const OLDER_MIX = [
  ['closed', 58],
  ['acknowledged', 14],
  ['submitted', 6],
  ['rejected', 7],
  ['investigation-completed', 4],
  ['under-investigation', 3],
  ['cancelled', 3],
  ['draft', 3],
  ['pending-update', 2],
] as const satisfies readonly (readonly [IncidentStatus, number])[];

const RECENT_MIX = [
  ['submitted', 25],
  ['acknowledged', 20],
  ['under-investigation', 12],
  ['closed', 12],
  ['draft', 10],
  ['investigation-completed', 6],
  ['pending-update', 6],
  ['rejected', 5],
  ['cancelled', 4],
] as const satisfies readonly (readonly [IncidentStatus, number])[];

/** Days from creation to the last change, by status. */
const SETTLE_DAYS: Record<IncidentStatus, number> = {
  draft: 0,
  cancelled: 2,
  submitted: 1,
  'pending-update': 4,
  acknowledged: 6,
  rejected: 5,
  'under-investigation': 14,
  'investigation-completed': 30,
  closed: 60,
};

const REJECT_REASONS = ['Duplicate of an earlier report.', 'Not a defect: within the drawing tolerance.'];
const MORE_INFO = ['Please add photos of the damage.', 'Which batch number was on the label?'];
const PRODUCT_WEIGHTS = [30, 25, 15, 12, 10, 8];

function locationPath(tree: readonly TLocation[], random: Random) {
  const node = (n: { id: string; title: string } | undefined): Labelled | null =>
    n ? { id: n.id, title: n.title } : null;
  const location = tree.length > 0 ? pickOne(random, tree) : undefined;
  const category = location?.categories.length ? pickOne(random, location.categories) : undefined;
  const sub = category?.subcategories.length ? pickOne(random, category.subcategories) : undefined;
  const further = sub?.furtherSubcategories.length ? pickOne(random, sub.furtherSubcategories) : undefined;
  return {
    incidentLocation: node(location),
    category: node(category),
    subcategory: node(sub),
    furtherSubcategory: node(further),
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function investigationFor(
  random: Random,
  input: { completed: boolean; assignedTo: string; text: string; at: number; end: number },
): InvestigationRecord {
  const done = input.completed;
  const signed = (days: number) => (done ? isoDay(Math.min(input.end, input.at + days * DAY)) : null);
  const by = done ? input.assignedTo : null;
  const category = pickOne(random, ROOT_CAUSE_CATEGORIES);
  const justified = done ? random() < 0.8 : null;
  return {
    id: randomUUID(),
    status: done ? 'completed' : 'opened',
    assignedTo: input.assignedTo,
    incidentDescription: input.text,
    incidentJustified: justified,
    containmentAction: 'Suspect stock quarantined and sorted; good parts released to the line.',
    containmentActionSignedBy: by,
    containmentActionSignedDate: signed(2),
    rootCause: done ? 'Supplier process change was not communicated before the batch was made.' : '',
    rootCauseSignedBy: by,
    rootCauseSignedDate: signed(10),
    rootCauseCategory: done ? { id: category.id, title: category.title } : null,
    correctiveAction: done ? 'Supplier to notify every process change; first-off inspection added.' : '',
    correctiveActionSignedBy: by,
    correctiveActionSignedDate: signed(20),
    verificationOfEffectiveness: done ? 'No repeat in the next five deliveries.' : '',
    verificationOfEffectivenessSignedBy: by,
    verificationOfEffectivenessSignedDate: signed(40),
    preventiveAction: done ? 'Goods-in inspection plan updated for this supplier.' : '',
    preventiveActionSignedBy: by,
    preventiveActionSignedDate: signed(45),
    additionalNotes: '',
    additionalNotesSignedBy: null,
    additionalNotesSignedDate: null,
    defectiveProductQuantity: String(1 + Math.floor(random() * 50)),
    costOfLabour: done ? Math.round(random() * 80_000) / 100 : null,
    costOfMaterial: done ? Math.round(random() * 250_000) / 100 : null,
    costAdjustment: done && random() < 0.2 ? -Math.round(random() * 10_000) / 100 : null,
    attachments: [],
    completed: done,
    completedSignedBy: by,
    completedSignedDate: signed(50),
    created_at: new Date(input.at).toISOString(),
    updated_at: new Date(Math.min(input.end, input.at + (done ? 50 : 3) * DAY)).toISOString(),
  };
}

/**
 * Incidents spread evenly over the last three years, oldest first (so incident numbers follow the dates),
 * with a realistic status mix, reference values from the database and investigations for every incident
 * that has reached 'under-investigation' (about one in twelve shares the previous incident's investigation).
 */
export function createIncidentGenerator(options: {
  reference: GeneratorReference;
  total: number;
  firstNumber: number;
  now: number;
  seed?: number;
}) {
  const { reference, total, now } = options;
  if (reference.reporters.length === 0 || reference.investigators.length === 0) {
    throw new Error('The database has no users to report or investigate incidents');
  }
  const random = seededRandom(options.seed ?? 20_240_601);
  const start = now - SPAN;
  const step = SPAN / total;
  const productWeights = reference.products.map((p, i) => [p, PRODUCT_WEIGHTS[i] ?? 5] as const);
  const last = { opened: null as InvestigationRecord | null, completed: null as InvestigationRecord | null };
  let index = 0;
  let number = options.firstNumber;

  function nextIncident(batch: GeneratedBatch): IncidentRecord {
    const created = Math.floor(start + index * step + random() * step);
    index += 1;
    const recent = now - created < 120 * DAY;
    const status = weighted(random, recent ? RECENT_MIX : OLDER_MIX);
    const unrelated = productWeights.length === 0 || random() < 0.08;
    const product = unrelated ? NOT_PRODUCT_RELATED : weighted(random, productWeights);
    const text = description(random);
    const updated = Math.min(now, created + Math.floor(random() * (SETTLE_DAYS[status] + 1) * DAY));
    let investigation: InvestigationRecord | null = null;
    if (status === 'under-investigation' || status === 'investigation-completed' || status === 'closed') {
      const completed = status !== 'under-investigation';
      const previous = completed ? last.completed : last.opened;
      if (previous && random() < 0.08) investigation = previous;
      else {
        investigation = investigationFor(random, {
          completed,
          assignedTo: pickOne(random, reference.investigators),
          text,
          at: created + DAY,
          end: now,
        });
        batch.investigations.push(investigation);
        if (completed) last.completed = investigation;
        else last.opened = investigation;
      }
    }
    const numbered = status !== 'draft' && status !== 'cancelled';
    const quantity = random() < 0.85 ? 1 + Math.floor(random() * 12) : 10 + Math.floor(random() * 490);
    const acknowledged =
      numbered && status !== 'submitted' && status !== 'pending-update' && status !== 'rejected';
    const severity = acknowledged ? pickOne(random, SEVERITIES) : null;
    const id = randomUUID();
    // Closed incidents carry an approved disposition covering their quantity, completed ones often a decided one.
    const disposed = status === 'closed' || (status === 'investigation-completed' && random() < 0.5);
    if (disposed) {
      const split = random() < 0.5 ? quantity : Math.ceil(quantity / 2);
      const decisions = [pickOne(random, DISPOSITION_DECISIONS), pickOne(random, DISPOSITION_DECISIONS)];
      for (const [position, lineQuantity] of [split, quantity - split].entries()) {
        if (lineQuantity <= 0) continue;
        batch.dispositionLines.push({
          id: randomUUID(),
          incidentId: id,
          position,
          decision: decisions[position]!,
          quantity: lineQuantity,
          cost: decisions[position] === 'scrap' ? lineQuantity * 12.5 : null,
          note: '',
          responsible: pickOne(random, reference.investigators),
          dueDate: isoDay(updated),
        });
      }
    }
    const proposer = pickOne(random, reference.investigators);
    const stamp = new Date(updated).toISOString();
    return {
      id,
      incidentNumber: numbered ? number++ : null,
      reportedBy: pickOne(random, reference.reporters),
      incidentDate: isoDay(created - Math.floor(random() * 4) * DAY),
      product,
      partNumber: unrelated ? PART_NUMBER_NOT_APPLICABLE : pickOne(random, reference.partNumbers),
      defectiveQuantity: quantity,
      grnNumber: unrelated
        ? ''
        : random() < 0.85
          ? `S${String(10_000 + Math.floor(random() * 90_000))}`
          : `GRN${String(10_000_000 + Math.floor(random() * 90_000_000))}`,
      orderNumber: unrelated
        ? ''
        : `${pickOne(random, ['PO', 'WO', 'SO'])}-${100_000 + Math.floor(random() * 900_000)}`,
      ...locationPath(reference.locations, random),
      description: text,
      attachments: [],
      investigationId: investigation?.id ?? null,
      status,
      rejectReason: status === 'rejected' ? pickOne(random, REJECT_REASONS) : null,
      pendingUpdateReason: status === 'pending-update' ? pickOne(random, MORE_INFO) : null,
      incidentJustified: investigation?.completed ? investigation.incidentJustified : null,
      created_at: new Date(created).toISOString(),
      updated_at: stamp,
      severity,
      supplierId:
        reference.suppliers.length > 0 && random() < 0.33 ? pickOne(random, reference.suppliers) : null,
      ...NO_DISPOSITION,
      ...(disposed && {
        dispositionStatus: status === 'closed' ? 'approved' : 'decided',
        dispositionProposedBy: proposer,
        dispositionProposedAt: stamp,
        ...(status === 'closed' && { dispositionApprovedBy: proposer, dispositionApprovedAt: stamp }),
      }),
    };
  }

  return {
    /** The next `size` incidents (fewer at the end) with the investigations they introduce. */
    nextBatch(size: number): GeneratedBatch {
      const batch: GeneratedBatch = { incidents: [], investigations: [], dispositionLines: [] };
      const end = Math.min(total, index + size);
      while (index < end) batch.incidents.push(nextIncident(batch));
      return batch;
    },
    get done() {
      return index >= total;
    },
  };
}
