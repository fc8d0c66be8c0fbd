import { describe, expect, it, vi } from 'vitest';
import type { Db } from './database';
import { runAfterCommit } from './migrate';

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
