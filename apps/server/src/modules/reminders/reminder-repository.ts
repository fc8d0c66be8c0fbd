import type { Db } from '../../db/database';

/**
 * Records that a reminder is being sent; false when it already was (by an earlier pass, before a restart, or by
 * another instance). Run in the transaction that queues its email: both are kept or neither.
 */
export async function claimReminder(
  trx: Db,
  reminder: { kind: string; itemKey: string; dueDate: string; today: string; now: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('reminder_log')
    .values({
      kind: reminder.kind,
      item_key: reminder.itemKey,
      due_date: reminder.dueDate,
      sent_on: reminder.today,
      created_at: reminder.now,
    })
    .onConflict((oc) => oc.columns(['kind', 'item_key', 'due_date']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
