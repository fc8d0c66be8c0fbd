import { defineJob } from '../../jobs/define-job';
import { runReminders } from './reminder-service';

/**
 * A reminder pass every `config.reminders.intervalMs` (0 turns it off), once per cluster. A pass is
 * idempotent: reminder_log lets each reminder out once whichever pass gets there first.
 */
export const reminderJob = defineJob({
  name: 'reminders',
  every: (ctx) => ctx.config.reminders.intervalMs,
  enabled: (ctx) => ctx.config.reminders.intervalMs > 0,
  // A new database (a demo, a test run) sends nothing the moment it starts: the first pass is one interval later.
  delayFirstRun: true,
  retry: { attempts: 3, backoffMs: 60_000 },
  run: async (ctx, { log }) => {
    const { sent } = await runReminders(ctx, new Date(), ctx.config.reminders);
    if (sent > 0) log.info({ event: 'reminders.sent', sent }, 'reminders queued');
  },
});
