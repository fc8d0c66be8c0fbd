import { newInvestigation } from '@qi/domain/investigation';
import type { Role } from '@qi/domain/roles';
import { signedInHandlers } from '../features/incidents/testing/incident-fixtures';
import type { TInvestigationDetails } from '../features/investigations/api/get-investigation';
import { json, mockFetch, type RecordedRequest } from './fetch-mock';

export function buildInvestigation(overrides: Partial<TInvestigationDetails> = {}): TInvestigationDetails {
  return {
    ...newInvestigation({ assignedTo: 'u-q', incidentDescription: 'A cracked housing.' }),
    id: 'inv-1',
    version: 1,
    created_at: '2025-03-06T10:00:00.000Z',
    updated_at: '2025-03-06T11:00:00.000Z',
    relatedIncidents: [{ id: 'i-1', incidentNumber: 42, status: 'under-investigation' }],
    ...overrides,
  };
}

/** An investigation with the five required sections written and signed off by Quinn Quality. */
export function signedInvestigation(overrides: Partial<TInvestigationDetails> = {}): TInvestigationDetails {
  const signed = (text: string) => ({ text, by: 'u-q', on: '2025-03-07' });
  const s = {
    containmentAction: signed('Quarantined the batch.'),
    rootCause: signed('Worn tool.'),
    correctiveAction: signed('Replaced the tool.'),
    verificationOfEffectiveness: signed('Checked 50 parts.'),
    preventiveAction: signed('Tool life monitoring.'),
  };
  return buildInvestigation({
    incidentJustified: true,
    rootCauseCategory: { id: 'wrongSetting', title: '2.2 Wrong Setting' },
    ...Object.fromEntries(
      Object.entries(s).flatMap(([key, v]) => [
        [key, v.text],
        [`${key}SignedBy`, v.by],
        [`${key}SignedDate`, v.on],
      ]),
    ),
    ...overrides,
  });
}

/** Signs in with `role` and answers the investigation calls; PUT answers with the body merged in. */
export function mockInvestigationApi(
  role: Role,
  investigation: TInvestigationDetails,
  extra: Record<string, (r: RecordedRequest) => Response> = {},
) {
  const { handlers } = signedInHandlers(role, role === 'user' ? 'u-1' : 'u-q');
  return mockFetch({
    ...handlers,
    'GET /v1/investigations/inv-1': () => json(investigation),
    'GET /v1/investigations/inv-1/history': () => json([]),
    'GET /v1/templates': () => json([]),
    'GET /v1/investigations/nope': () =>
      json({ statusCode: 404, code: 'NOT_FOUND', message: 'Investigation not found.' }, 404),
    'PUT /v1/investigations/inv-1': (r) => json({ ...investigation, ...(r.body as object) }),
    ...extra,
  });
}
