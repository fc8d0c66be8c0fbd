import { isoDate } from '@qi/domain/dates';
import { type DueItem, digestWeek, type ReminderSettings, remindersDue } from '@qi/domain/reminders';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import { qualityTeamRecipients, type Recipient, userRecipient } from '../notifications/recipients-repository';
import { digestEmail, escalationEmail, externalReminderEmail, reminderEmail } from './reminder-emails';
import { adminIds, userContact, userNames } from './reminder-people-repository';
import { claimReminder } from './reminder-repository';
import { openDueItems } from './reminder-sources-repository';

export interface ReminderPass {
  sent: number;
}

/** Active admins whose 'overdue-digest' flag is on: they receive escalations. */
async function admins(db: Db): Promise<Recipient[]> {
  const team = await qualityTeamRecipients(db, 'overdue-digest');
  const ids = await adminIds(db);
  return team.filter((r) => ids.has(r.userId));
}

/**
 * One pass of the reminder scheduler for the day of `now` (UTC): every reminder each open item calls for, and on
 * the digest day the weekly digest, each claimed in `reminder_log` and queued in the durable outbox in one
 * transaction — so it goes out once, across passes, restarts and instances. Owners are reminded per their
 * 'reminders' flag, admins get escalations and quality users the digest per their 'overdue-digest' flag.
 */
export async function runReminders(
  ctx: AppContext,
  now: Date,
  settings: ReminderSettings,
): Promise<ReminderPass> {
  const today = isoDate(now, 'UTC');
  const stamp = now.toISOString();
  const items = await openDueItems(ctx.db);
  const names = await userNames(ctx.db);
  const nameOf = (id: string) => names.get(id) ?? 'someone';
  const escalateTo = await admins(ctx.db);
  let sent = 0;
  const escalations: DueItem[] = [];
  for (const item of items) {
    for (const kind of remindersDue(item, today, settings)) {
      // Escalations go out together below: one email per admin per pass, listing the items.
      if (kind === 'escalation') {
        escalations.push(item);
        continue;
      }
      await ctx.db.transaction().execute(async (trx) => {
        const claimed = await claimReminder(trx, {
          kind,
          itemKey: item.key,
          dueDate: item.dueDate,
          today,
          now: stamp,
        });
        if (!claimed) return;
        const recipients = [await userRecipient(trx, item.owner, 'reminders')].filter((r) => r !== null);
        await queueEmails(
          trx,
          recipients.map((to) => reminderEmail(kind, item, to, ctx.config.publicUrl)),
        );
        sent += recipients.length;
        if (item.alsoTo) {
          const owner = (await userContact(trx, item.owner)) ?? { name: nameOf(item.owner), email: '' };
          await queueEmails(trx, [externalReminderEmail(kind, item, item.alsoTo, owner)]);
          sent += 1;
        }
      });
    }
  }
  sent += await sendEscalations(ctx, escalations, escalateTo, { today, stamp, nameOf });
  sent += await sendDigests(ctx, items, { today, stamp, settings, nameOf });
  return { sent };
}

/**
 * Claims each item's escalation (once per item and due date, as before) and, in the same transaction, queues one
 * email per admin listing the items this pass claimed: a bad week means one email, not one per item.
 */
async function sendEscalations(
  ctx: AppContext,
  items: readonly DueItem[],
  admins: readonly Recipient[],
  input: { today: string; stamp: string; nameOf: (id: string) => string },
): Promise<number> {
  if (items.length === 0) return 0;
  return ctx.db.transaction().execute(async (trx) => {
    const claimed: DueItem[] = [];
    for (const item of items) {
      const fresh = await claimReminder(trx, {
        kind: 'escalation',
        itemKey: item.key,
        dueDate: item.dueDate,
        today: input.today,
        now: input.stamp,
      });
      if (fresh) claimed.push(item);
    }
    if (claimed.length === 0) return 0;
    const ordered = claimed.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key));
    await queueEmails(
      trx,
      admins.map((to) => escalationEmail(ordered, to, input.nameOf, input.today, ctx.config.publicUrl)),
    );
    return admins.length;
  });
}

async function sendDigests(
  ctx: AppContext,
  items: readonly DueItem[],
  input: { today: string; stamp: string; settings: ReminderSettings; nameOf: (id: string) => string },
): Promise<number> {
  // Once a week, from the digest day on (a server down that day sends it on its next pass); nothing overdue, none.
  const week = digestWeek(input.today, input.settings.digestWeekday);
  const overdue = items
    .filter((item) => item.dueDate < input.today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key));
  if (overdue.length === 0) return 0;
  let sent = 0;
  for (const to of await qualityTeamRecipients(ctx.db, 'overdue-digest')) {
    await ctx.db.transaction().execute(async (trx) => {
      const claimed = await claimReminder(trx, {
        kind: 'digest',
        itemKey: to.userId,
        dueDate: week,
        today: input.today,
        now: input.stamp,
      });
      if (!claimed) return;
      await queueEmails(trx, [digestEmail(overdue, to, input.nameOf, input.today, ctx.config.publicUrl)]);
      sent += 1;
    });
  }
  return sent;
}
