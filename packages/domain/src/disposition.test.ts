import { describe, expect, it } from 'vitest';
import {
  decideDispositionApproval,
  decideDispositionProposal,
  decideLineDone,
  dispositionCloseIssue,
  dispositionCost,
  dispositionQuantityIssue,
  dispositionTagText,
  isHoldText,
  proposedDispositionStatus,
  quantitiesByDecision,
  severityChangeWithdrawsApproval,
  ZDispositionLineInput,
  ZProposeDispositionRequest,
} from './disposition';

const line = (decision: 'scrap' | 'rework' | 'use-as-is', quantity: number, cost: number | null = null) => ({
  decision,
  quantity,
  cost,
});

describe('disposition quantities and status (docs/product.md §3 Disposition)', () => {
  it('is decided only when the lines cover the defective quantity exactly', () => {
    expect(proposedDispositionStatus([], 5)).toBe('awaiting');
    expect(proposedDispositionStatus([line('scrap', 2)], 5)).toBe('awaiting');
    expect(proposedDispositionStatus([line('scrap', 2), line('rework', 3)], 5)).toBe('decided');
    expect(proposedDispositionStatus([], 0)).toBe('awaiting');
  });

  it('refuses quantities above the defective quantity, and lines where nothing is held', () => {
    expect(dispositionQuantityIssue([line('scrap', 4), line('rework', 2)], 5)).toBe(
      'The disposition quantities (6) exceed the defective quantity (5).',
    );
    expect(dispositionQuantityIssue([line('scrap', 4)], 5)).toBeNull();
    expect(dispositionQuantityIssue([line('scrap', 1)], 0)).toBe(
      'This incident has no defective quantity to disposition.',
    );
    expect(dispositionQuantityIssue([], null)).toBeNull();
  });

  it('validates each line: decision, whole quantity above 0, pounds, responsible, DD-MM-YYYY date', () => {
    const ok = ZDispositionLineInput.safeParse({ decision: 'scrap', quantity: 2, responsible: 'u1' });
    expect(ok.success && ok.data).toEqual({
      decision: 'scrap',
      quantity: 2,
      cost: null,
      note: '',
      responsible: 'u1',
      dueDate: null,
    });
    const bad = ZDispositionLineInput.safeParse({
      decision: 'burn',
      quantity: 0.5,
      cost: 1.234,
      responsible: '',
      dueDate: '31-02-2026',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'decision: Please select a decision from the list.',
      'quantity: Please insert a whole number above 0.',
      'cost: Please insert an amount with at most 2 decimals.',
      'responsible: Please select who is responsible.',
      'dueDate: Please insert a date as DD-MM-YYYY.',
    ]);
    expect(ZProposeDispositionRequest.safeParse({ lines: [], extra: 1 }).success).toBe(false);
  });

  it('sums quantities per decision and costs in pence', () => {
    const lines = [line('scrap', 2, 10.1), line('scrap', 1, 0.2), line('rework', 3)];
    expect(quantitiesByDecision(lines)).toEqual({
      'use-as-is': 0,
      rework: 3,
      repair: 0,
      scrap: 3,
      'return-to-supplier': 0,
      other: 0,
    });
    expect(dispositionCost(lines)).toBe(10.3);
  });

  it('the tag says HOLD until decided, then the decisions', () => {
    expect(dispositionTagText('awaiting', [line('scrap', 1)], 'minor')).toBe('HOLD — awaiting disposition');
    expect(dispositionTagText('decided', [line('rework', 2), line('scrap', 3)], 'minor')).toBe(
      'Rework 2, Scrap 3',
    );
  });
});

describe('who proposes and who approves', () => {
  const base = { status: 'acknowledged' as const, statusLabel: 'Acknowledged' };
  it('quality and admin propose while the incident is open to it', () => {
    expect(decideDispositionProposal({ ...base, role: 'quality' })).toEqual({ ok: true });
    expect(decideDispositionProposal({ ...base, role: 'investigator' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(decideDispositionProposal({ role: 'admin', status: 'closed', statusLabel: 'Closed' })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Cannot change the disposition of an incident that is Closed.',
    });
  });

  const approval = (over: Partial<Parameters<typeof decideDispositionApproval>[0]>) =>
    decideDispositionApproval({
      actor: { id: 'q2', role: 'quality' },
      ...base,
      severity: 'major',
      dispositionStatus: 'decided',
      proposedBy: 'q1',
      ...over,
    });

  it('a major or critical disposition needs a second quality person', () => {
    expect(approval({})).toEqual({ ok: true });
    expect(approval({ proposedBy: 'q2' })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'A major or critical disposition must be approved by someone other than its proposer.',
    });
    expect(approval({ severity: 'critical', proposedBy: 'q2' }).ok).toBe(false);
    expect(approval({ severity: 'minor', proposedBy: 'q2' })).toEqual({ ok: true });
    expect(approval({ actor: { id: 'i', role: 'investigator' } })).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('only a decided disposition is approved, once', () => {
    expect(approval({ dispositionStatus: 'awaiting' })).toMatchObject({ code: 'CONFLICT' });
    expect(approval({ dispositionStatus: 'approved' })).toMatchObject({
      code: 'CONFLICT',
      message: 'The disposition is already approved.',
    });
  });

  it('closing checks the disposition only where material is held', () => {
    expect(
      dispositionCloseIssue({ defectiveQuantity: 3, severity: 'critical', status: 'approved' }),
    ).toBeNull();
    expect(dispositionCloseIssue({ defectiveQuantity: 3, severity: 'minor', status: 'awaiting' })).toBe(
      'The disposition must be decided before the incident is closed.',
    );
  });
});

describe('held material after the workflow moves on', () => {
  const lines = [line('scrap', 3)];
  it('the tag holds until approved where approval is needed, decided otherwise', () => {
    expect(dispositionTagText('awaiting', lines, 'minor')).toBe('HOLD — awaiting disposition');
    expect(dispositionTagText('decided', lines, 'major')).toBe('HOLD — awaiting approval');
    expect(dispositionTagText('decided', lines, null)).toBe('HOLD — awaiting approval');
    expect(dispositionTagText('decided', lines, 'minor')).toBe('Scrap 3');
    expect(dispositionTagText('approved', lines, 'critical')).toBe('Scrap 3');
    expect(isHoldText(dispositionTagText('decided', lines, 'major'))).toBe(true);
    expect(isHoldText('Scrap 3')).toBe(false);
  });

  it('a rejected incident takes a disposition (its material needs a way out)', () => {
    expect(
      decideDispositionProposal({ role: 'quality', status: 'rejected', statusLabel: 'Rejected' }),
    ).toEqual({ ok: true });
  });

  it('lines are marked done by their responsible person or quality, once the material may go', () => {
    const approved = { defectiveQuantity: 3, severity: 'major' as const, status: 'approved' as const };
    const base = { responsible: 'u1', status: 'acknowledged' as const, statusLabel: 'Acknowledged' };
    expect(decideLineDone({ ...base, actor: { id: 'u1', role: 'user' }, disposition: approved }).ok).toBe(
      true,
    );
    expect(decideLineDone({ ...base, actor: { id: 'q', role: 'quality' }, disposition: approved }).ok).toBe(
      true,
    );
    expect(decideLineDone({ ...base, actor: { id: 'u2', role: 'user' }, disposition: approved })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Only the person responsible or the quality team may mark a line done.',
    });
    expect(
      decideLineDone({
        ...base,
        actor: { id: 'u1', role: 'user' },
        disposition: { ...approved, status: 'decided' },
      }),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'A line can be marked done once the disposition is approved.',
    });
    expect(
      decideLineDone({
        ...base,
        actor: { id: 'u1', role: 'user' },
        disposition: { defectiveQuantity: 3, severity: 'minor', status: 'decided' },
      }).ok,
    ).toBe(true);
    expect(
      decideLineDone({
        ...base,
        status: 'closed',
        statusLabel: 'Closed',
        actor: { id: 'u1', role: 'user' },
        disposition: approved,
      }),
    ).toMatchObject({ code: 'CONFLICT' });
  });

  it('a severity change that needs a second person withdraws a self-approval, and only that', () => {
    const self = { dispositionStatus: 'approved' as const, proposedBy: 'q', approvedBy: 'q' };
    expect(severityChangeWithdrawsApproval({ ...self, before: 'minor', after: 'major' })).toBe(true);
    expect(severityChangeWithdrawsApproval({ ...self, before: 'minor', after: null })).toBe(true);
    expect(severityChangeWithdrawsApproval({ ...self, before: 'minor', after: 'minor' })).toBe(false);
    expect(severityChangeWithdrawsApproval({ ...self, before: 'major', after: 'minor' })).toBe(false);
    expect(
      severityChangeWithdrawsApproval({ ...self, approvedBy: 'other', before: 'minor', after: 'critical' }),
    ).toBe(false);
    expect(
      severityChangeWithdrawsApproval({
        ...self,
        dispositionStatus: 'decided',
        before: 'minor',
        after: 'major',
      }),
    ).toBe(false);
  });
});
