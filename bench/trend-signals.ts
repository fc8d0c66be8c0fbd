/**
 * Trend signals on simulated history (docs/performance.md, "Trend signals"): how often the 'poisson' method
 * signals on groups whose rate never changes (false signals a month, across all groups), and how many weeks it
 * takes to signal a group whose rate doubles.
 *
 *   npm run bench:signals -w bench [-- --groups 200 --weeks 104 --seed 7 --window 28 --rates 2-20,0.5-10]
 *
 * Each group has its own steady weekly rate, drawn log-uniformly within a range (rare and busy parts side by
 * side); each range of --rates is one run. A doubling carries about 0.39 × rate nats of evidence a week, so
 * no method finds it in 4 weeks in a group of one or two incidents a week without crying wolf elsewhere: the
 * busier range is what the target is about, the mixed one shows the rare groups' cost. Rules are evaluated once a week, as the scheduled job does; a group that signalled waits
 * out the cool-down (the window) before it may signal again.
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_BASELINE_DAYS,
  type EvaluationContext,
  evaluateGroup,
  pastCoolDown,
  type TSignalMethod,
} from '@qi/domain/trend-signals';

const { values } = parseArgs({
  options: {
    groups: { type: 'string', default: '200' },
    weeks: { type: 'string', default: '104' },
    seed: { type: 'string', default: '7' },
    window: { type: 'string', default: '28' },
    rates: { type: 'string', default: '2-20,0.5-10' },
    'change-trials': { type: 'string', default: '400' },
  },
});
const GROUPS = Number(values.groups);
const WEEKS = Number(values.weeks);
const WINDOW = Number(values.window);
/** The rate ranges simulated, e.g. '2-20,0.5-10': busy groups, then a mix with rare ones. */
const RANGES = (values.rates ?? '')
  .split(',')
  .map((range) => range.split('-').map(Number) as [number, number]);
const TRIALS = Number(values['change-trials']);

/** A small seeded generator (mulberry32): the same seed gives the same history. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(Number(values.seed));

/** A Poisson draw (Knuth's method: the daily means here are small). */
function poisson(mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}

const method: TSignalMethod = {
  method: 'poisson',
  days: WINDOW,
  baselineDays: DEFAULT_BASELINE_DAYS,
  falseAlarmRate: 0.05,
  minCount: 3,
};
const DAYS = WEEKS * 7;
/** Evaluations start once a full baseline and window lie behind them. */
const FIRST_DAY = DEFAULT_BASELINE_DAYS + WINDOW;

/** Daily counts of one group: its weekly rate, multiplied by `factor` from day `changeDay` on. */
function history(weeklyRate: number, changeDay = Number.POSITIVE_INFINITY, factor = 1): number[] {
  return Array.from({ length: DAYS }, (_, day) =>
    poisson((weeklyRate / 7) * (day >= changeDay ? factor : 1)),
  );
}

/** Prefix sums, so that any window's count is one subtraction. */
function prefixSums(counts: number[]): number[] {
  const sums = [0];
  for (const count of counts) sums.push((sums.at(-1) ?? 0) + count);
  return sums;
}

const between = (sums: number[], from: number, to: number) =>
  (sums[to] ?? 0) - (sums[Math.max(0, from)] ?? 0);

function countsOn(sums: number[], day: number) {
  const windowStart = day - WINDOW;
  const baselineStart = Math.max(0, windowStart - DEFAULT_BASELINE_DAYS);
  return {
    windowCount: between(sums, windowStart, day),
    baselineCount: between(sums, baselineStart, windowStart),
    baselineDays: windowStart - baselineStart,
  };
}

function contextOn(all: number[][], day: number): EvaluationContext {
  let baseline = 0;
  let baselineDays = 0;
  for (const sums of all) {
    const counts = countsOn(sums, day);
    baseline += counts.baselineCount;
    baselineDays += counts.baselineDays;
  }
  return { groupsWatched: all.length, pooledRatePerDay: baselineDays > 0 ? baseline / baselineDays : 0 };
}

function simulate(minRate: number, maxRate: number): void {
  const weeklyRates = Array.from({ length: GROUPS }, () => minRate * (maxRate / minRate) ** random());
  // 1. Steady groups: every signal is a false one.
  const steady = weeklyRates.map((rate) => prefixSums(history(rate)));
  let falseSignals = 0;
  const lastSignal = new Map<number, number>();
  for (let day = FIRST_DAY; day <= DAYS; day += 7) {
    const context = contextOn(steady, day);
    steady.forEach((sums, group) => {
      if (!pastCoolDown(lastSignal.get(group) ?? null, day, WINDOW)) return;
      if (evaluateGroup(method, countsOn(sums, day), context).fires) {
        falseSignals += 1;
        lastSignal.set(group, day);
      }
    });
  }
  const monthsWatched = (DAYS - FIRST_DAY) / (365.25 / 12);

  // 2. One group's rate doubles at a random week after the first evaluation; the others stay steady.
  const delays: number[] = [];
  let missed = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    const group = Math.floor(random() * GROUPS);
    const changeDay = FIRST_DAY + 7 * Math.floor(random() * Math.max(1, (DAYS - FIRST_DAY) / 7 - 12));
    const all = steady.slice();
    all[group] = prefixSums(history(weeklyRates[group] ?? 1, changeDay, 2));
    let found: number | null = null;
    for (let day = changeDay + 7; day <= DAYS && found === null; day += 7) {
      const sums = all[group] ?? [];
      if (evaluateGroup(method, countsOn(sums, day), contextOn(all, day)).fires)
        found = (day - changeDay) / 7;
    }
    if (found === null) missed += 1;
    else delays.push(found);
  }
  // A change never found counts as the longest delay for the median.
  const sorted = [...delays, ...Array.from({ length: missed }, () => Number.POSITIVE_INFINITY)].sort(
    (a, b) => a - b,
  );
  const median = sorted[Math.floor(sorted.length / 2)];

  console.log(
    `trend signals (poisson, ${WINDOW}-day window, ${DEFAULT_BASELINE_DAYS}-day baseline, family-wise 5%): ` +
      `${GROUPS} groups at ${minRate}–${maxRate} a week over ${WEEKS} weeks`,
  );
  console.log(
    `  false signals: ${falseSignals} in ${monthsWatched.toFixed(1)} months = ${(falseSignals / monthsWatched).toFixed(2)} a month (target ≤ 1)`,
  );
  console.log(
    `  doubling found: median ${median} weeks (target ≤ 4); ${TRIALS - missed}/${TRIALS} found before the history ended`,
  );
}

for (const [minRate, maxRate] of RANGES) simulate(minRate, maxRate);
