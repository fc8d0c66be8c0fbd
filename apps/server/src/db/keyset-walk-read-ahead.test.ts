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

  it('read one batch past the credit the walk has, and no further', async () => {
    const { walks, log } = walker(true);
    walks.start({ id: 1, plan, window: 2 });
    await settle();
    // Two batches sent (the window), and the third one read ahead, held until the event loop gives credit.
    expect(log).toEqual(["read after ''", "read after 'b'", 'send ab', "read after 'd'", 'send cd']);
    walks.more(1);
    await settle();
    expect(log.slice(5)).toEqual(["read after 'f'", 'send ef']);
  });

  it("send a batch's fill first and the next batch's statement right behind it, then the batch", async () => {
    const lines: Record<string, string | null> = { a: 'A', b: null, c: null, d: 'D', e: 'E' };
    const log: string[] = [];
    const sent: { ids: string[]; filled: string[] }[] = [];
    const read = async (sql: string, parameters: readonly unknown[]): Promise<ThreadRows> => {
      if (sql === 'fill') {
        const ids = parameters[0] as string[];
        log.push(`fill ${ids.join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.push(`filled ${ids.join('')}`);
        return { names: ['id'], rows: ids.map((id) => [id]) };
      }
      const after = parameters.length > 0 ? String(parameters[0]) : '';
      log.push(`read after '${after}'`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const ids = Object.keys(lines).filter((id) => id > after);
      return { names: ['sort_key', 'id', 'line'], rows: ids.slice(0, 2).map((id) => [null, id, lines[id]]) };
    };
    const walks = keysetWalks(
      read,
      (_id, _names, rows, _done, filled) => {
        const ids = rows.map((row) => row[1] as string);
        log.push(`send ${ids.join('')}`);
        sent.push({ ids, filled: (filled?.rows ?? []).map((row) => row[0] as string) });
      },
      () => undefined,
      setImmediate,
      true,
    );
    walks.start({
      id: 1,
      plan: { ...plan, fill: { sql: 'fill', parameters: [null], idsAt: 0, when: 'line', idsAs: 'array' } },
      window: 8,
    });
    await settle();
    expect(log).toEqual([
      "read after ''",
      'fill b',
      "read after 'b'",
      'filled b',
      'send ab',
      'fill c',
      "read after 'd'",
      'filled c',
      'send cd',
      'send e',
    ]);
    expect(sent).toEqual([
      { ids: ['a', 'b'], filled: ['b'] },
      { ids: ['c', 'd'], filled: ['c'] },
      { ids: ['e'], filled: [] },
    ]);
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
