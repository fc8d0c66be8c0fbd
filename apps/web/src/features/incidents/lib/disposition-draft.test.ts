import { DISPOSITION_MSG } from '@qi/domain/disposition';
import { describe, expect, it } from 'vitest';
import {
  type DispositionDraftLine,
  emptyDraftLine,
  parseDraft,
  remainingQuantity,
} from './disposition-draft';

const line = (overrides: Partial<DispositionDraftLine>): DispositionDraftLine => ({
  ...emptyDraftLine(),
  decision: 'scrap',
  quantity: '1',
  responsible: 'u-q',
  ...overrides,
});

describe('disposition draft', () => {
  it('counts the remaining quantity from the whole numbers typed so far', () => {
    expect(remainingQuantity([line({ quantity: '2' }), line({ quantity: 'x' })], 5)).toBe(3);
    expect(remainingQuantity([line({ quantity: '4' }), line({ quantity: '3' })], 5)).toBe(-2);
  });

  it('parses lines into the API shape', () => {
    expect(
      parseDraft([line({ quantity: ' 3 ', cost: '12.5', dueDate: '2026-12-01', note: ' Bin 4 ' })], 5),
    ).toEqual({
      ok: true,
      lines: [
        {
          decision: 'scrap',
          quantity: 3,
          cost: 12.5,
          note: 'Bin 4',
          responsible: 'u-q',
          dueDate: '2026-12-01',
        },
      ],
    });
  });

  it('says what is wrong with each line, with the domain messages', () => {
    const result = parseDraft(
      [line({ decision: '', quantity: '0', cost: 'abc', responsible: '', dueDate: '31-02-20' })],
      5,
    );
    expect(result).toEqual({
      ok: false,
      issue: null,
      lineErrors: [
        {
          decision: DISPOSITION_MSG.decision,
          quantity: DISPOSITION_MSG.quantity,
          cost: 'Please insert a number.',
          responsible: DISPOSITION_MSG.responsible,
          dueDate: DISPOSITION_MSG.dueDate,
        },
      ],
    });
  });

  it('refuses quantities above the defective quantity', () => {
    expect(parseDraft([line({ quantity: '4' }), line({ quantity: '2' })], 5)).toEqual({
      ok: false,
      issue: DISPOSITION_MSG.exceeds(6, 5),
      lineErrors: [{}, {}],
    });
  });
});
