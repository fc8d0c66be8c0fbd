import type { TScar, TScarAuditEntry, TScarStageView, TScarSummary } from '@qi/domain/scar-views';

const QUINN = { id: 'u-q', name: 'Quinn Quality' };

/** A stage as the API answers it, nothing answered yet. */
export function buildStage(
  overrides: Partial<TScarStageView> & Pick<TScarStageView, 'stage'>,
): TScarStageView {
  return {
    answer: null,
    status: 'open',
    version: 1,
    submittedAt: null,
    firstSubmittedAt: null,
    reviewedAt: null,
    reviewComment: '',
    reviewedBy: null,
    flags: [],
    ...overrides,
  } as TScarStageView;
}

const SUBMITTED = { status: 'submitted', submittedAt: '2026-05-04T09:00:00.000Z', version: 3 } as const;

/** An open full 8D with D3 and D4 submitted (D4 flagged), the others not started. */
export function buildScar(overrides: Partial<TScar> = {}): TScar {
  return {
    id: 'sc-1',
    number: 'SCAR-0001',
    status: 'open',
    form: 'full-8d',
    supplier: { id: 's-1', name: 'Acme Castings', code: 'ACM' },
    contact: { id: 'c-1', name: 'Carla Contact', email: 'carla@acme.example' },
    buyer: { ...QUINN, email: 'quinn@example.com' },
    request: 'Please contain the stock and find the cause.',
    incidents: [{ id: 'i-1', incidentNumber: 42, partNumber: 'PN-100' }],
    items: [{ incidentId: 'i-1', partNumber: 'PN-100', lot: 'L-7', grnNumber: 'GRN-9', quantity: 3 }],
    milestones: [
      { milestone: 'acknowledge', dueDate: '2026-05-03', metAt: '2026-05-02T08:00:00.000Z', state: 'met' },
      { milestone: 'containment', dueDate: '2026-05-04', metAt: '2026-05-04T09:00:00.000Z', state: 'met' },
      { milestone: 'rootCause', dueDate: '2026-05-15', metAt: null, state: 'open' },
      { milestone: 'actions', dueDate: '2026-05-31', metAt: null, state: 'open' },
      { milestone: 'closure', dueDate: '2026-06-30', metAt: null, state: 'open' },
    ],
    acknowledgedAt: '2026-05-02T08:00:00.000Z',
    stages: [
      buildStage({ stage: 'd1' }),
      buildStage({ stage: 'd2' }),
      buildStage({
        stage: 'd3',
        ...SUBMITTED,
        answer: {
          actions: [
            {
              description: 'Sorted the stock at our warehouse',
              location: 'Supplier warehouse',
              quantityChecked: 500,
              quantitySuspect: 40,
              quantityNonConforming: 6,
              owner: 'Sam Sorter',
              completedOn: '2026-05-03',
            },
          ],
          cleanPointDate: '2026-05-05',
          attachments: ['f-1'],
        },
      }),
      buildStage({
        stage: 'd4',
        ...SUBMITTED,
        version: 2,
        answer: {
          occurrence: { cause: 'Operator error', systemicCause: '', verification: 'ok' },
          escape: {
            cause: 'No final check',
            systemicCause: 'Plan lacks it',
            verification: 'Reproduced twice',
          },
          whys: [],
          attachments: [],
        },
        flags: [
          {
            code: 'human-error-without-systemic-cause',
            path: 'occurrence.cause',
            message:
              'The root cause is a person’s error, with no systemic cause: why could the error happen and pass?',
          },
        ],
      }),
      buildStage({ stage: 'd5d6' }),
      buildStage({ stage: 'd7' }),
      buildStage({ stage: 'd8' }),
    ],
    sharedAttachments: [
      { id: 'a-1', name: 'crack.jpg', type: 'image/jpeg', size: 10, url: '/files/a-1', incidentNumber: 42 },
    ],
    files: [
      {
        id: 'f-1',
        name: 'sort-report.pdf',
        type: 'application/pdf',
        size: 10,
        url: '/files/f-1',
        uploadedAt: '2026-05-03T10:00:00.000Z',
      },
    ],
    link: { sentAt: '2026-05-01T10:00:00.000Z', expiresAt: '2026-07-30T10:00:00.000Z', openedAt: null },
    closedAt: null,
    closedBy: null,
    revokedAt: null,
    reason: null,
    version: 4,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-04T09:00:00.000Z',
    ...overrides,
  };
}

export function buildScarSummary(overrides: Partial<TScarSummary> = {}): TScarSummary {
  return {
    id: 'sc-1',
    number: 'SCAR-0001',
    status: 'open',
    form: 'full-8d',
    supplier: { id: 's-1', name: 'Acme Castings' },
    contactName: 'Carla Contact',
    buyerName: 'Quinn Quality',
    incidentNumbers: [42],
    nextDue: { milestone: 'rootCause', dueDate: '2026-05-15' },
    overdue: false,
    awaitingReview: 2,
    createdAt: '2026-05-01T10:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

export const AUDIT: TScarAuditEntry[] = [
  {
    id: 'au-1',
    at: '2026-05-01T10:00:00.000Z',
    actorKind: 'user',
    actorName: 'Quinn Quality',
    action: 'raised',
    stage: null,
    ip: '10.0.0.5',
    userAgent: 'Firefox/140',
    details: {},
  },
  {
    id: 'au-2',
    at: '2026-05-04T09:00:00.000Z',
    actorKind: 'supplier',
    actorName: 'Carla Contact',
    action: 'submitted',
    stage: 'd4',
    ip: '203.0.113.7',
    userAgent: 'Chrome/150',
    details: {},
  },
];
