import { describe, expect, it, vi } from 'vitest';
import type { Db } from './database';
import { retryCatalogRace, runAfterCommit } from './migrate';

describe('after-commit steps of migrations', () => {
  const db = {} as Db;

  it('runs the step of each applied migration that has one, in order', async () => {
    const ran: string[] = [];
    const stepOf = (name: string) =>
      name === 'b' ? undefined : async (given: unknown) => void ran.push(`${name}:${given === db}`);
    await runAfterCommit(db, ['a', 'b', 'c'], stepOf);
    expect(ran).toEqual(['a:true', 'c:true']);
  });

  it('turns a failed step into a warning and runs the next ones (the migration itself has committed)', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const ran: string[] = [];
    const stepOf = (name: string) => async () => {
      if (name === 'a') throw new Error('permission denied to vacuum incidents');
      ran.push(name);
    };
    try {
      await expect(runAfterCommit(db, ['a', 'b'], stepOf)).resolves.toBeUndefined();
      expect(ran).toEqual(['b']);
      expect(warn).toHaveBeenCalledWith('After migration a: permission denied to vacuum incidents');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a migration run that met a catalog race', () => {
  const noWait = async () => {};
  const raced = { error: Object.assign(new Error('column "x" does not exist'), { code: '42703' }) };

  it('is run again when it failed before applying anything, with a vanished table or column', async () => {
    const outcomes = [raced, { error: Object.assign(new Error('gone'), { code: '42P01' }) }, { results: [] }];
    let runs = 0;
    const outcome = await retryCatalogRace(async () => outcomes[runs++]!, 5, noWait);
    expect(outcome).toEqual({ results: [] });
    expect(runs).toBe(3);
  });

  it('gives up after the attempts, with the last error', async () => {
    let runs = 0;
    const outcome = await retryCatalogRace(
      async () => {
        runs++;
        return raced;
      },
      3,
      noWait,
    );
    expect(outcome).toBe(raced);
    expect(runs).toBe(3);
  });

  it('never runs again a migration that failed, nor another error', async () => {
    const failedMigration = { error: raced.error, results: [{ migrationName: '010', status: 'Error' }] };
    const other = { error: Object.assign(new Error('password authentication failed'), { code: '28P01' }) };
    for (const outcome of [failedMigration, other]) {
      let runs = 0;
      await expect(
        retryCatalogRace(
          async () => {
            runs++;
            return outcome;
          },
          5,
          noWait,
        ),
      ).resolves.toBe(outcome);
      expect(runs).toBe(1);
    }
  });
});
