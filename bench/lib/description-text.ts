/** Descriptions of varied length, built from realistic fragments (short notes up to multi-page reports). */

export type Random = () => number;

/** mulberry32: a small, fast, seeded random source so that a data set can be generated again identically. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Picks a key by weight. */
export function weighted<T extends string>(random: Random, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[weights.length - 1]![0];
}

const OPENINGS = [
  'Cracked housing found at goods in; hairline crack along the mounting flange.',
  'Seal kit missing one O-ring in the sealed bag.',
  'Drive shaft out of tolerance: **0.15 mm** runout measured on the bench.',
  'Wrong gasket supplied for the cover; part number on the label does not match.',
  'Touch display has dead pixels in the top left corner after burn-in test.',
  'Bearing noisy on first run, rough when turned by hand.',
  'Paint damage on delivery, packaging crushed on one side.',
  'Impeller blades chipped on two of the six vanes.',
  'Controller board fails power-on self test (error E42).',
  'Belt frayed at the joint after two days of use.',
  'Thread on the mounting boss stripped during assembly at 12 Nm.',
  'Pressure relief valve opens at 6.1 bar instead of 8 bar.',
  'Wiring loom connector J4 has a bent pin; panel does not power up.',
  'Corrosion on the roller shaft found when the pallet was opened.',
  'Customer reports intermittent stop of the conveyor under full load.',
  'Quantity short-shipped: 40 ordered, 36 received, delivery note says 40.',
];

const DETAILS = [
  'The defect was found by the operator during the first-off inspection.',
  'Stock on the line has been quarantined and labelled with the red incident tag.',
  'Supplier batch number on the label: 24-{n}.',
  'Photos of the affected parts are in the shared folder for the shift.',
  'The same defect was seen on {n} of the 50 parts checked from this delivery.',
  'Measured with the calibrated gauge (calibration due next month).',
  'Second shift confirmed the finding on a sample from a different pallet.',
  'No injury; the machine was stopped and locked out before inspection.',
  'The customer has been informed and a replacement has been dispatched.',
  'Drawing revision C allows 0.05 mm; the parts measure between 0.09 and 0.17 mm.',
  'The last good batch was received three weeks ago from the same supplier.',
  'Work order on hold until the quality team has reviewed the parts.',
  'Temperature in the store was within range according to the logger.',
  'The packaging did not meet the agreed specification (single wall instead of double wall).',
];

const CHECKS = [
  'Check the remaining stock in the warehouse',
  'Inform the supplier and ask for an 8D report',
  'Sort the parts at the line side',
  'Update the inspection plan for goods in',
  'Review the torque settings on station B',
  'Confirm the calibration of the test rig',
];

const fill = (random: Random, text: string) => text.replace('{n}', String(2 + Math.floor(random() * 400)));

/**
 * A description: most are one or two sentences, a third are a short paragraph, some are structured reports
 * with a markdown list, and about one in a hundred is a long report of several kilobytes.
 */
export function description(random: Random): string {
  const roll = random();
  const parts = [pickOne(random, OPENINGS)];
  const sentences = roll < 0.6 ? Math.floor(random() * 2) : roll < 0.9 ? 2 + Math.floor(random() * 5) : 6;
  for (let i = 0; i < sentences; i++) parts.push(fill(random, pickOne(random, DETAILS)));
  let text = parts.join(' ');
  if (roll >= 0.9) {
    const checks = CHECKS.filter(() => random() < 0.6).map((c) => `- ${c}`);
    text += `\n\n**Actions so far**\n\n${checks.join('\n')}`;
  }
  if (roll >= 0.99) {
    const log = Array.from(
      { length: 20 + Math.floor(random() * 30) },
      (_, i) => `${i + 1}. ${fill(random, pickOne(random, DETAILS))}`,
    );
    text += `\n\n**Inspection log**\n\n${log.join('\n')}`;
  }
  return text;
}
