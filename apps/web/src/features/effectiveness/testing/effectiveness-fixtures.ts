import type { TEffectivenessCheck } from '@qi/domain/effectiveness-check';

/** A scheduled check of 'inv-1' owned by Quinn Quality (u-q), due far ahead. */
export function buildCheck(overrides: Partial<TEffectivenessCheck> = {}): TEffectivenessCheck {
  return {
    id: 'ec-1',
    investigationId: 'inv-1',
    dueDate: '2999-06-06',
    owner: 'u-q',
    status: 'scheduled',
    result: null,
    evidence: '',
    attachments: [],
    recordedBy: null,
    recordedAt: null,
    followUpInvestigationId: null,
    version: 3,
    ...overrides,
  };
}
