import { SIGNAL_GROUP_LABELS } from '@qi/domain/trend-signals';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import type { SignalRuleRecord } from './signal-rule-record';
import { ownerAddresses } from './signals-repository';

export interface RaisedSignal {
  id: string;
  groupLabel: string;
  windowFrom: string;
  windowTo: string;
  observed: number;
  expected: number;
  incidentNumbers: (number | null)[];
}

/** The email a new signal sends each active owner of its rule. */
export function signalEmail(publicUrl: string, rule: SignalRuleRecord, signal: RaisedSignal) {
  const numbers = signal.incidentNumbers.filter((n): n is number => n !== null).map((n) => `#${n}`);
  const expected =
    rule.method.method === 'count'
      ? `threshold ${rule.method.atLeast}`
      : `expected ${signal.expected.toFixed(1)}`;
  return {
    subject: `Trend signal: ${rule.name} - ${signal.groupLabel}`,
    text: [
      `The rule "${rule.name}" signalled for ${SIGNAL_GROUP_LABELS[rule.group].toLowerCase()} ${signal.groupLabel}.`,
      '',
      `${signal.observed} incidents from ${signal.windowFrom} to ${signal.windowTo} (${expected}).`,
      numbers.length > 0 ? `Incidents: ${numbers.join(', ')}` : '',
      '',
      `Open the Signals inbox: ${publicUrl.replace(/\/$/, '')}/signals/${signal.id}`,
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  };
}

/** Queues the signal's emails to the rule's active owners in the transaction that raises it. */
export async function queueSignalEmails(
  ctx: AppContext,
  trx: Db,
  rule: SignalRuleRecord,
  signal: RaisedSignal,
): Promise<void> {
  const owners = await ownerAddresses(trx, rule.owners);
  const email = signalEmail(ctx.config.publicUrl, rule, signal);
  await queueEmails(
    trx,
    owners.map((owner) => ({ to: owner.email, ...email })),
  );
}
