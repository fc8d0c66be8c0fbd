import { INCIDENT_STATUSES } from '@qi/domain/incident-status';
import { ROOT_CAUSE_CATEGORIES } from '@qi/domain/root-cause-categories';
import type { chartFixture } from './chart-fixture';
import { incident, investigation } from './chart-fixture';

/**
 * Test support for the chart tests (not loaded by the server): a larger set of incidents and investigations
 * made from a fixed seed, with the cases where a grouped or joined query could count differently from the
 * domain: incidents without an investigation, investigations shared by several incidents or by none, null
 * costs and quantities, pennies that do not add up exactly in binary (0.1 + 0.2), blank and whitespace-only
 * text, several days of one month and months of two years, drafts and cancelled incidents.
 */
type Fixture = ReturnType<typeof chartFixture>;

/** A small deterministic generator (the same fixture on every run and database). */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
}

const LOCATIONS = [null, { id: 'Plant_A', title: 'Plant A' }, { id: 'Plant_B', title: 'Plant B' }];
const CATEGORIES = [null, { id: 'cat_1', title: 'Category 1' }, { id: 'cat_2', title: 'Category 2' }];
const PRODUCTS = ['Widget', 'Gadget', 'Gizmo', '', '   '];
const DAYS = [
  '2024-11-03',
  '2024-12-31',
  '2025-01-01',
  '2025-01-15',
  '2025-11-30',
  '2026-01-02',
  '2026-01-31',
];
const TIMESTAMPS = ['2024-12-31T23:59:00.000Z', '2025-01-01T00:00:00.000Z', '2026-01-15T12:00:00.000Z'];
const COSTS = [null, 0, 0.1, 0.2, 10.25, 99.99, 1234.5];
const ADJUSTMENTS = [null, -0.1, -5, 2.75];
const ROOT_CAUSES = [null, ...ROOT_CAUSE_CATEGORIES.slice(0, 4)];

export function generatedChartFixture(reporter: string, investigator: string): Fixture {
  const pick = seeded(20260101);
  const investigations = Array.from({ length: 24 }, (_, n) =>
    investigation(`gen-inv-${String(n).padStart(2, '0')}`, investigator, {
      status: pick(['opened', 'completed'] as const),
      rootCauseCategory: pick(ROOT_CAUSES),
      costOfLabour: pick(COSTS),
      costOfMaterial: pick(COSTS),
      costAdjustment: pick(ADJUSTMENTS),
      defectiveProductQuantity: pick(['', ' ', '3', '12']),
    }),
  );
  const incidents = Array.from({ length: 90 }, (_, n) => {
    const status = pick(INCIDENT_STATUSES);
    const location = pick(LOCATIONS);
    const category = pick(CATEGORIES);
    // Two thirds linked (the first investigations get several incidents, the last ones none).
    const linked = n % 3 !== 0 && status !== 'draft';
    return incident(reporter, status === 'draft' ? null : 1000 + n, status, {
      id: `gen-${String(n).padStart(3, '0')}`,
      incidentDate: pick(DAYS),
      product: pick(PRODUCTS),
      partNumber: pick(['PN-1', 'PN-2']),
      defectiveQuantity: pick([null, 0, 1, 2.5, 7]),
      grnNumber: pick(['', 'S10001', 'GRN12345678']),
      orderNumber: pick(['', 'WO-1']),
      incidentLocation: location,
      category,
      subcategory: category
        ? pick([null, { id: `${category.id}_s`, title: `${category.title} / sub` }])
        : null,
      incidentJustified: pick([null, true, false]),
      investigationId: linked ? investigations[Math.floor((n * 7) % 20)]!.id : null,
      created_at: pick(TIMESTAMPS),
      updated_at: pick(TIMESTAMPS),
    });
  });
  return { investigations, incidents };
}
