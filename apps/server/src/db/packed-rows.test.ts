import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from './packed-rows';

describe('packed reader-thread rows', () => {
  it('give back the rows they were made from: texts of every length and script, numbers and nulls', () => {
    const long = 'Root cause: "seal" worn, 2 × O-ring.\r\n'.repeat(200);
    const rows = [
      ['inc-1', 42, null, '', 'short', long, 'café £12.50', -0.5],
      ['inc-2', 0, 'x', 'Zeichen 😀 漢字', null, '', 'a'.repeat(13), 1e21],
      [null, Number.MAX_SAFE_INTEGER, '', 'line\nbreak', 'tab\tend', 'ß', 'é', 3.25],
    ];
    const packed = packRows(rows);
    expect(packed).not.toBeNull();
    expect(packed?.count).toBe(3);
    expect(packed?.width).toBe(8);
    expect(unpackRows(packed!)).toEqual(rows);
  });

  it('hold every text once in one string, and the other values in two typed arrays', () => {
    const packed = packRows([
      ['ab', 1, null],
      ['', 2.5, 'cde'],
    ])!;
    expect(packed.text).toBe('abcde');
    expect([...packed.kinds]).toEqual([1, 2, 0, 1, 2, 1]);
    expect([...packed.values]).toEqual([2, 1, 0, 0, 2.5, 3]);
  });

  it("carry PostgreSQL's booleans and timestamps as themselves", () => {
    const at = new Date('2026-11-25T14:03:07.123Z');
    const rows = [
      [true, at, 'x'],
      [false, new Date(0), null],
    ];
    const packed = packRows(rows)!;
    expect([...packed.kinds]).toEqual([3, 4, 1, 3, 4, 0]);
    const back = unpackRows(packed);
    expect(back).toEqual(rows);
    expect(back[0]?.[0]).toBe(true);
    expect(back[1]?.[0]).toBe(false);
    expect(back[0]?.[1]).toBeInstanceOf(Date);
    expect((back[0]![1] as Date).toISOString()).toBe('2026-11-25T14:03:07.123Z');
  });

  it('pack no rows', () => {
    const packed = packRows([])!;
    expect(packed.count).toBe(0);
    expect(unpackRows(packed)).toEqual([]);
  });

  it('refuse values they cannot carry (blobs, bigints), so the rows travel as they are', () => {
    expect(packRows([['a', Buffer.from('blob')]])).toBeNull();
    expect(packRows([[1n]])).toBeNull();
    expect(packRows([[{ json: true }]])).toBeNull();
    expect(packRows([['a'], ['b', 'c']])).toBeNull();
  });

  it('run from their own source alone (the reader threads are given the source as text)', () => {
    const copy = new Function(`return ${packRows.toString()}`)() as typeof packRows;
    const rows = [['x', 1, null, 'yz']];
    expect(unpackRows(copy(rows)!)).toEqual(rows);
  });
});
