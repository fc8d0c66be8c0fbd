import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { repeatInBackground } from '../../db/repeat-in-background';
import { runReminders } from './reminder-service';

/** Runs a reminder pass every `config.reminders.intervalMs`; returns the stop function (waits for a pass). */
export function startReminderScheduler(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  return repeatInBackground(
    ctx.config.reminders.intervalMs,
    async () => {
      const { sent } = await runReminders(ctx, new Date(), ctx.config.reminders);
      if (sent > 0) log.info({ event: 'reminders.sent', sent }, 'reminders queued');
    },
    (error) => log.warn({ err: error }, 'reminders.failed'),
  );
}
