import { defineJob } from '../../jobs/define-job';
import { evaluateSignalRules } from './signal-evaluation-pass';

/**
 * Evaluates every enabled trend signal rule once a day at 06:00 UTC, once per cluster. A pass is idempotent: a
 * rule, group and window end signals once (the unique key of `signals`), whichever pass gets there first.
 */
export const signalsJob = defineJob({
  name: 'trend-signals',
  every: '0 6 * * *',
  delayFirstRun: true,
  retry: { attempts: 3, backoffMs: 60_000 },
  run: async (ctx, { log, signal }) => {
    const raised = await evaluateSignalRules(ctx, ctx.today(), signal);
    if (raised > 0) log.info({ event: 'signals.raised', raised }, 'trend signals raised');
  },
});
