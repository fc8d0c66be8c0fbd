import { describe, expect, it } from 'vitest';
import { keysetPart } from '../../test/helpers/keyset-plan';
import { type KeysetWalkPlan, keysetWalks, type ThreadRows } from './keyset-walk';

/**
 * keysetWalks' read-ahead (PostgreSQL's export thread: decision 024), on its own: `read` answers from an
 * array of ids, as the database would, and logs when each statement goes out and each batch is sent.
 */
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

function walker(readAhead: boolean, failAfter = Number.POSITIVE_INFINITY, onSend = () => {}) {
  const log: string[] = [];
  const sent: string[][] = [];
  const failures: unknown[] = [];
  let statements = 0;
  const read = async (_sql: string, parameters: readonly unknown[]): Promise<ThreadRows> => {
    const after = parameters.length > 0 ? String(parameters[0]) : '';
    log.push(`read after '${after}'`);
    statements++;
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (statements > failAfter) throw new Error('connection lost');
    return {
      names: ['sort_key', 'id'],
      rows: IDS.filter((id) => id > after)
        .slice(0, 2)
        .map((id) => [null, id]),
    };
  };
  const send = (_id: number, _names: string[], rows: unknown[][], done: boolean) => {
    const ids = rows.map((row) => row[1] as string);
    log.push(`send ${ids.join('') || '(none)'}${done ? ' done' : ''}`);
    sent.push(ids);
    onSend();
  };
  const walks = keysetWalks(read, send, (_id, error) => failures.push(error), setImmediate, readAhead);
  return { walks, log, sent, failures };
}

/** One part, ordered by id (every sort value null: the cursor is the id alone). */
const plan: KeysetWalkPlan = {
  batchSize: 2,
  cursor: { value: 'sort_key', id: 'id' },
  parts: [keysetPart('select null as sort_key, id from t', '', 'order by id limit 2', () => '?')],
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('keyset walks that read ahead', () => {
  it('send the next statement before the batch is sent, and read every row once', async () => {
    const { walks, log, sent } = walker(true);
    walks.start({ id: 1, plan, window: 8 });
    await settle();
    expect(sent.flat()).toEqual(IDS);
    expect(log.slice(0, 4)).toEqual(["read after ''", "read after 'b'", 'send ab', "read after 'd'"]);
  });

  it('read no further than the walk has credit for', async () => {
    const { walks, log } = walker(true);
    walks.start({ id: 1, plan, window: 2 });
    await settle();
    // Two batches sent (the window), and the second one's statement was not read ahead of its credit.
    expect(log).toEqual(["read after ''", "read after 'b'", 'send ab', 'send cd']);
    walks.more(1);
    await settle();
    expect(log.slice(4)).toEqual(["read after 'd'", 'send ef']);
  });

  it('without it, each statement goes out after the batch before is sent', async () => {
    const { walks, log, sent } = walker(false);
    walks.start({ id: 1, plan, window: 8 });
    await settle();
    expect(sent.flat()).toEqual(IDS);
    expect(log.slice(0, 3)).toEqual(["read after ''", 'send ab', "read after 'b'"]);
  });

  it('fail the walk with the error of a statement read ahead; a closed walk drops it quietly', async () => {
    const failing = walker(true, 1);
    failing.walks.start({ id: 1, plan, window: 8 });
    await settle();
    expect(failing.sent).toEqual([['a', 'b']]);
    expect(failing.failures).toEqual([new Error('connection lost')]);

    // Closed as its first batch is sent, while the second is read ahead (and fails).
    const closed = walker(true, 1, () => closed.walks.close(1));
    closed.walks.start({ id: 1, plan, window: 8 });
    await settle();
    expect(closed.log).toEqual(["read after ''", "read after 'b'", 'send ab']);
    expect(closed.failures).toEqual([]);
  });
});
