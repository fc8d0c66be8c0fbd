import type { Role } from '@qi/domain/roles';
import type { TUser } from '@qi/domain/user';
import { saveSession } from '../../../lib/auth-storage';
import { buildTokens, buildUser, EMPTY_DATA, layoutHandlers } from '../../../test/factories';
import { json } from '../../../test/fetch-mock';
import type { TIncidentDetails } from '../api/get-incident';

export const LOCATIONS = [
  {
    id: 'Plant_A',
    title: 'Plant A',
    categories: [
      {
        id: 'Assembly',
        title: 'Assembly',
        subcategories: [
          {
            id: 'Line_1',
            title: 'Line 1',
            furtherSubcategories: [{ id: 'Station_3', title: 'Station 3' }],
          },
        ],
      },
      { id: 'Packing', title: 'Packing', subcategories: [] },
    ],
  },
  { id: 'Warehouse', title: 'Warehouse', categories: [] },
];

export const REFERENCE_DATA = {
  ...EMPTY_DATA,
  users: [
    { user_id: 'u-1', name: 'Jane Doe' },
    { user_id: 'u-q', name: 'Quinn Quality' },
    { user_id: 'u-a', name: 'Ada Admin' },
  ],
  products: [{ name: 'Widget' }, { name: 'Gadget' }],
  partNumbers: [
    { id: 'PN-100', description: 'Bracket' },
    { id: 'PN-200', description: 'Housing' },
  ],
  partNumberMap: { 'PN-100': 'Bracket', 'PN-200': 'Housing' },
  locations: LOCATIONS,
  suppliers: [
    { id: 's-1', name: 'Acme Castings', code: 'ACM', active: true },
    { id: 's-2', name: 'Old Forge', code: 'OLD', active: false },
    { id: 's-3', name: 'Bright Plastics', code: 'BRP', active: true },
  ],
};

export function buildIncident(overrides: Partial<TIncidentDetails> = {}): TIncidentDetails {
  return {
    id: 'i-1',
    incidentNumber: 42,
    reportedBy: 'u-1',
    status: 'submitted',
    incidentDate: '2025-03-05',
    product: 'Widget',
    partNumber: 'PN-100',
    defectiveQuantity: 3,
    grnNumber: 'S12345',
    orderNumber: 'WO-1',
    incidentLocation: LOCATIONS[1] ?? null,
    category: null,
    subcategory: null,
    furtherSubcategory: null,
    description: 'A **cracked** housing.',
    attachments: [],
    investigationId: null,
    investigationStatus: null,
    incidentJustified: null,
    rejectReason: null,
    pendingUpdateReason: null,
    severity: null,
    supplierId: null,
    created_at: '2025-03-05T10:00:00.000Z',
    updated_at: '2025-03-05T11:00:00.000Z',
    ...overrides,
  };
}

/** Signs in with `role` (user id 'u-1' unless told) and answers the layout's calls with the reference data. */
export function signedInHandlers(role: Role, userId = 'u-1') {
  const user: TUser = buildUser({ role, user_id: userId });
  saveSession(buildTokens(user));
  return { user, handlers: { ...layoutHandlers(user), 'GET /v1/data': () => json(REFERENCE_DATA) } };
}
