/**
 * The labelled data set of the similar-incidents benchmark (bench/similar-incidents.ts): generated incidents
 * (component × defect × place on the part + common sentences) and drafts written from earlier incidents by a
 * realistic variation.
 */
import { emptyIncidentFields } from '@qi/domain/incident';
import type { IncidentRecord } from '../../apps/server/src/modules/incidents/incident-record';
import { NO_DISPOSITION } from '../../apps/server/src/modules/incidents/incident-record';
import { pickOne, type Random } from './description-text';

/** Components, each with its product and three part numbers. */
const COMPONENTS = [
  'bracket',
  'housing',
  'gasket',
  'impeller',
  'shaft',
  'bearing',
  'flange',
  'cover',
  'hinge',
  'spring',
  'valve',
  'nozzle',
  'manifold',
  'sprocket',
  'pulley',
  'coupling',
  'bushing',
  'washer',
  'fastener',
  'rivet',
  'connector',
  'harness',
  'terminal',
  'relay',
  'sensor',
  'display',
  'keypad',
  'enclosure',
  'panel',
  'frame',
  'chassis',
  'lever',
  'handle',
  'knob',
  'bezel',
  'lens',
  'reflector',
  'heatsink',
  'fan',
  'motor',
  'gearbox',
  'piston',
  'cylinder',
  'hose',
  'clamp',
  'seal',
  'o-ring',
  'diaphragm',
  'membrane',
  'filter',
  'cartridge',
  'nozzle tip',
  'roller',
  'belt',
  'chain',
  'axle',
  'spindle',
  'collar',
  'spacer',
  'shim',
];

/** Defects: the words a first report uses, then synonyms another person would use for the same problem. */
const DEFECTS: { words: string; synonyms: string[] }[] = [
  { words: 'cracked', synonyms: ['hairline crack', 'fractured', 'crack visible'] },
  { words: 'corroded', synonyms: ['rust spots', 'corrosion', 'rusted'] },
  { words: 'scratched', synonyms: ['deep scratches', 'scratch marks', 'scuffed'] },
  { words: 'bent', synonyms: ['deformed', 'bent out of shape', 'warped'] },
  { words: 'leaking', synonyms: ['leaks', 'leakage', 'weeping fluid'] },
  { words: 'discoloured', synonyms: ['discolouration', 'wrong colour', 'yellowed'] },
  { words: 'oversized', synonyms: ['too large', 'dimension above tolerance', 'oversize'] },
  { words: 'undersized', synonyms: ['too small', 'dimension below tolerance', 'undersize'] },
  { words: 'missing', synonyms: ['not fitted', 'absent', 'left out'] },
  { words: 'loose', synonyms: ['not tightened', 'came loose', 'wobbly'] },
  { words: 'burr', synonyms: ['burrs', 'sharp edge', 'not deburred'] },
  { words: 'porosity', synonyms: ['porous', 'pinholes', 'blowholes'] },
  { words: 'delaminated', synonyms: ['delamination', 'layers separating', 'peeling layers'] },
  { words: 'blistering', synonyms: ['blisters', 'bubbled coating', 'paint bubbles'] },
  { words: 'contaminated', synonyms: ['contamination', 'dirty', 'foreign material'] },
  { words: 'mislabelled', synonyms: ['wrong label', 'label mismatch', 'incorrect labelling'] },
  { words: 'noisy', synonyms: ['noise', 'rattling', 'grinding sound'] },
  { words: 'overheating', synonyms: ['runs hot', 'overheats', 'excessive temperature'] },
  { words: 'seized', synonyms: ['stuck', 'jammed', 'will not turn'] },
  { words: 'chipped', synonyms: ['chips', 'chipping', 'broken edge'] },
  { words: 'dented', synonyms: ['dent', 'dents', 'impact damage'] },
  { words: 'misaligned', synonyms: ['misalignment', 'out of alignment', 'offset'] },
  { words: 'stripped thread', synonyms: ['thread stripped', 'damaged thread', 'threads worn'] },
  { words: 'intermittent fault', synonyms: ['fails intermittently', 'sporadic failure', 'intermittent'] },
  { words: 'short circuit', synonyms: ['shorted', 'short circuiting', 'electrical short'] },
  { words: 'brittle', synonyms: ['brittleness', 'breaks easily', 'snaps'] },
  { words: 'warped', synonyms: ['warping', 'twisted', 'distorted'] },
  { words: 'wrong material', synonyms: ['material mismatch', 'incorrect material', 'wrong grade'] },
  { words: 'flaking paint', synonyms: ['paint flaking', 'paint peeling', 'coating flakes'] },
  { words: 'worn', synonyms: ['wear', 'excessive wear', 'worn down'] },
];

/** Where on the part. */
const PLACES = [
  'near the weld seam',
  'at the mounting flange',
  'on the threaded end',
  'along the outer edge',
  'around the bolt holes',
  'on the inner bore',
  'at the locating pin',
  'under the label',
  'on the sealing face',
  'at the fillet radius',
  'next to the casting gate',
  'on the left mounting ear',
  'on the right mounting ear',
  'at the connector latch',
  'around the cable entry',
  'on the top surface',
  'on the bottom face',
  'at the keyway',
  'on the spline',
  'at the shoulder',
  'in the groove',
  'at the snap fit',
  'along the parting line',
  'near the ejector marks',
  'on the chamfer',
  'at the press fit',
  'on the bearing seat',
  'at the crimp',
  'on the solder joints',
  'near the vent',
  'around the gate mark',
  'at the tab',
  'on the rib',
  'at the boss',
  'on the flat',
  'at the hub',
  'at the rim',
  'on the web',
  'at the spoke',
  'on the lip',
];

/** Sentences every kind of report has (common words: low weight). */
const COMMON = [
  'Found at goods in inspection.',
  'The operator stopped the line and quarantined the stock.',
  'Seen on the first-off sample of the shift.',
  'Parts were labelled with the red tag and moved to the hold area.',
  'The supplier has been informed.',
  'Photos are in the shared folder.',
  'Checked a sample of ten from the same delivery.',
  'The customer reported it after installation.',
  'Found during final assembly.',
  'Noticed by the second shift during the routine check.',
  'Stock in the warehouse needs to be checked.',
  'Work order on hold until quality has reviewed the parts.',
];

export interface Labelled {
  record: IncidentRecord;
  component: number;
  defect: number;
  place: number;
}

/** The item at `index` (every index here is within its list). */
export function item<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`No item ${index}`);
  return found;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function partNumberOf(component: number, variant: number): string {
  return `PN-${String(component).padStart(3, '0')}-${variant}`;
}

export function generate(random: Random, count: number, reporters: string[], products: string[]): Labelled[] {
  const rows: Labelled[] = [];
  const now = Date.now();
  const span = 3 * 365 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const component = Math.floor(random() * COMPONENTS.length);
    const defect = Math.floor(random() * DEFECTS.length);
    const place = Math.floor(random() * PLACES.length);
    const created = new Date(now - span + Math.floor((i / count) * span));
    const text = `${capitalise(item(COMPONENTS, component))} ${item(DEFECTS, defect).words} ${item(PLACES, place)}. ${pickOne(random, COMMON)}${random() < 0.4 ? ` ${pickOne(random, COMMON)}` : ''}`;
    rows.push({
      component,
      defect,
      place,
      record: {
        ...emptyIncidentFields(),
        id: `bench-similar-${i}`,
        incidentNumber: 1_000_000 + i,
        reportedBy: pickOne(random, reporters),
        incidentDate: created.toISOString().slice(0, 10),
        product: products[component % products.length] ?? 'Bench',
        partNumber: partNumberOf(component, Math.floor(random() * 3)),
        supplierId: null,
        grnNumber: `GRN-${Math.floor(random() * 50_000)}`,
        description: text,
        status: random() < 0.5 ? 'closed' : 'acknowledged',
        rejectReason: null,
        pendingUpdateReason: null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
        ...NO_DISPOSITION,
      },
    });
  }
  return rows;
}

/** One or two typos in the words of 5 letters or more: a letter dropped, doubled or two swapped. */
function withTypos(random: Random, text: string): string {
  let typos = 0;
  return text.replace(/[A-Za-z]{5,}/g, (word) => {
    if (typos >= 2 || random() < 0.5) return word;
    typos += 1;
    const at = 1 + Math.floor(random() * (word.length - 2));
    const kind = random();
    if (kind < 0.34) return word.slice(0, at) + word.slice(at + 1);
    if (kind < 0.67) return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
    return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  });
}

export type Variation = 'paraphrase' | 'typos' | 'rewording' | 'short' | 'hard-negative';
export const VARIATIONS: Variation[] = ['paraphrase', 'typos', 'rewording', 'short', 'hard-negative'];

export interface Query {
  variation: Variation;
  target: Labelled;
  /** The draft's component and defect: a likely candidate with both is the same problem. */
  component: number;
  defect: number;
  body: Record<string, unknown>;
}

export function makeQuery(random: Random, target: Labelled, variation: Variation): Query {
  const { component, defect, place, record } = target;
  const name = item(COMPONENTS, component);
  const synonym = pickOne(random, item(DEFECTS, defect).synonyms);
  const base = { product: record.product, partNumber: record.partNumber };
  switch (variation) {
    case 'paraphrase':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: `${pickOne(random, COMMON)} ${capitalise(synonym)} ${item(PLACES, place)} of the ${name}.`,
        },
      };
    case 'typos':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: withTypos(
            random,
            `${capitalise(name)} ${item(DEFECTS, defect).words} ${item(PLACES, place)}.`,
          ),
        },
      };
    case 'rewording':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: `${synonym} on ${name}, ${item(PLACES, place).split(' ').slice(-2).join(' ')}`,
        },
      };
    case 'short':
      return {
        variation,
        target,
        component,
        defect,
        body: {
          ...base,
          description: `${name} ${item(DEFECTS, defect).words} ${item(PLACES, place).split(' ').slice(-1)[0]}`,
        },
      };
    case 'hard-negative': {
      const other = (defect + 1 + Math.floor(random() * (DEFECTS.length - 1))) % DEFECTS.length;
      return {
        variation,
        target,
        component,
        defect: other,
        body: {
          ...base,
          description: `${capitalise(name)} ${item(DEFECTS, other).words} ${item(PLACES, (place + 7) % PLACES.length)}.`,
        },
      };
    }
  }
}
