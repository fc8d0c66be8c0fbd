import type { TSignal, TSignalRule } from '@qi/domain/signal-rules';

/** A raised 'count' signal as the API answers it. */
export function buildSignal(overrides: Partial<TSignal> = {}): TSignal {
  return {
    id: 's-1',
    rule: { id: 'r-1', name: 'Repeat parts', group: 'partNumber' },
    groupKey: 'PN-100',
    groupLabel: 'PN-100',
    windowFrom: '2026-03-12',
    windowTo: '2026-03-18',
    observed: 4,
    expected: 3,
    pValue: null,
    weeklyCounts: [0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 4],
    incidents: [
      { id: 'i-1', incidentNumber: 101 },
      { id: 'i-2', incidentNumber: 102 },
    ],
    status: 'open',
    dismissalReason: null,
    investigationId: null,
    createdAt: '2026-03-18T06:00:00.000Z',
    ...overrides,
  };
}

export function buildRule(overrides: Partial<TSignalRule> = {}): TSignalRule {
  return {
    id: 'r-1',
    name: 'Repeat parts',
    group: 'partNumber',
    method: { method: 'count', atLeast: 3, days: 7 },
    coolDownDays: 7,
    enabled: true,
    owners: ['u-q'],
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}
