import type { TSupplierScar } from '@qi/domain/scar-views';

type Stage = TSupplierScar['stages'][number];

const stage = (name: Stage['stage'], more: Partial<Stage> = {}): Stage =>
  ({
    stage: name,
    answer: null,
    status: 'open',
    version: 1,
    submittedAt: null,
    firstSubmittedAt: null,
    reviewedAt: null,
    reviewComment: '',
    ...more,
  }) as Stage;

/** A request as `GET /v1/supplier/scar` answers it: a full 8D, nothing answered yet. */
export function supplierScar(more: Partial<TSupplierScar> = {}): TSupplierScar {
  return {
    number: 'SCAR-0007',
    status: 'open',
    form: 'full-8d',
    readOnly: false,
    supplierName: 'Acme Castings',
    contactName: 'Jane Smith',
    buyer: { name: 'Quinn Quality', email: 'quality@example.com' },
    request: 'Please send an 8D for the cracked housings.',
    incidents: [
      {
        incidentNumber: 1042,
        incidentDate: '2026-03-01',
        product: 'Pump',
        partNumber: 'HX-4711',
        defectiveQuantity: 3,
        grnNumber: 'S12345',
        description: 'Cracked boss on the housing.',
      },
    ],
    items: [{ partNumber: 'HX-4711', lot: 'L12', grnNumber: 'S12345', quantity: 3 }],
    milestones: [
      { milestone: 'acknowledge', dueDate: '2026-03-03', metAt: null, state: 'open' },
      { milestone: 'containment', dueDate: '2026-03-05', metAt: null, state: 'open' },
    ],
    acknowledgedAt: null,
    stages: (['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7', 'd8'] as const).map((s) => stage(s)),
    sharedAttachments: [
      { id: 'att-1', name: 'crack.jpg', type: 'image/jpeg', size: 1200, url: '/v1/files/att-1?sig=x' },
    ],
    files: [],
    ...more,
  } as TSupplierScar;
}

export function withStage(scar: TSupplierScar, name: Stage['stage'], more: Partial<Stage>): TSupplierScar {
  return { ...scar, stages: scar.stages.map((s) => (s.stage === name ? ({ ...s, ...more } as Stage) : s)) };
}
