import { submitBody } from '../lib/incident-scenarios';
import type { FilesState } from './checks-files';
import { type Answer, expectStatus, signIn } from './client';
import type { Instance } from './instances';
import { ensure } from './report';
import { QUALITY, REPORTER, type Stack } from './stack';

/**
 * The same GET on both instances must answer the same JSON. Attachment URLs are signed afresh on every GET
 * (X-Amz-Date, signature), so only their query differs; it is dropped before comparing.
 */
function comparable(body: unknown): string {
  return JSON.stringify(body, (key, value) =>
    key === 'url' && typeof value === 'string' && value !== '' ? value.split('?')[0] : value,
  );
}

async function assertSameOnBoth(s: Stack, token: string, path: string): Promise<Answer> {
  const [a, b] = await Promise.all([
    expectStatus(200, s.a.url, 'GET', path, { token }),
    expectStatus(200, s.b.url, 'GET', path, { token }),
  ]);
  ensure(
    comparable(a.body) === comparable(b.body),
    `GET ${path} differs between A and B:\nA ${a.text}\nB ${b.text}`,
  );
  return a;
}

const ALL_FIVE_SIGNED = {
  containmentAction: true,
  rootCause: true,
  correctiveAction: true,
  verificationOfEffectiveness: true,
  preventiveAction: true,
};

/**
 * 4. The incident of check 3 through its whole life, each step on the other instance than the one before;
 * after each step A and B answer the same incident and history.
 */
export async function checkAlternatingTransitions(s: Stack, state: Partial<FilesState>): Promise<string[]> {
  const id = state.incidentId;
  ensure(id, 'no incident from the file check');
  const quality = (await signIn(s.nginx, QUALITY, s.password)).idToken;
  const reporter = (await signIn(s.nginx, REPORTER, s.password)).idToken;
  const me = await expectStatus(200, s.nginx, 'GET', '/v1/auth/me', { token: quality });
  const qualityId = (me.body.user as { user_id: string }).user_id;
  let investigationId = '';
  const steps: { on: Instance; what: string; run: (base: string) => Promise<unknown>; status: string }[] = [
    {
      on: s.b,
      what: 'request more information',
      status: 'pending-update',
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/incidents/${id}`, {
          token: quality,
          json: { action: 'request-more-information', pendingUpdateReason: 'Which batch was it?' },
        }),
    },
    {
      on: s.a,
      what: 'resubmit (reporter)',
      status: 'submitted',
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/incidents/${id}`, {
          token: reporter,
          json: { action: 'submit', description: 'Cracked housing, batch 2024-117, found at goods in.' },
        }),
    },
    {
      on: s.b,
      what: 'acknowledge',
      status: 'acknowledged',
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/incidents/${id}`, {
          token: quality,
          // Acknowledging sets the severity (docs/product.md: required on acknowledge).
          json: { action: 'acknowledge', severity: 'minor' },
        }),
    },
    {
      on: s.a,
      what: 'start investigation',
      status: 'under-investigation',
      run: async (base) => {
        const answer = await expectStatus(201, base, 'POST', '/v1/investigations', {
          token: quality,
          json: { incidentId: id },
        });
        investigationId = answer.body.id;
      },
    },
    {
      on: s.b,
      what: 'update (quality)',
      status: 'under-investigation',
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/incidents/${id}`, {
          token: quality,
          json: { action: 'update', defectiveQuantity: 7 },
        }),
    },
    {
      on: s.a,
      what: 'decide the disposition (scrap 7)',
      status: 'under-investigation',
      // Defective material must be dispositioned before the incident is closed (docs/product.md).
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/incidents/${id}/disposition`, {
          token: quality,
          json: { lines: [{ decision: 'scrap', quantity: 7, responsible: qualityId }] },
        }),
    },
    {
      on: s.b,
      what: 'complete the investigation',
      status: 'investigation-completed',
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/investigations/${investigationId}`, {
          token: quality,
          json: {
            containmentAction: 'Stock quarantined.',
            rootCause: 'Supplier changed the moulding process.',
            rootCauseCategory: { id: 'supplierManufacturerError', title: '3.3 Supplier/Manufacturer Error' },
            correctiveAction: 'Supplier returned to the approved process.',
            verificationOfEffectiveness: 'Next three batches inspected: no cracks.',
            preventiveAction: 'Process changes now need our approval.',
            incidentJustified: true,
            defectiveProductQuantity: '7',
            signedOff: ALL_FIVE_SIGNED,
            completed: true,
          },
        }),
    },
    {
      on: s.a,
      what: 'close',
      status: 'closed',
      run: (base) =>
        expectStatus(200, base, 'PUT', `/v1/incidents/${id}`, { token: quality, json: { action: 'close' } }),
    },
  ];
  const trail: string[] = [];
  for (const step of steps) {
    await step.run(step.on.url);
    const incident = await assertSameOnBoth(s, quality, `/v1/incidents/${id}`);
    ensure(incident.body.status === step.status, `after ${step.what}: status ${incident.body.status}`);
    const history = await assertSameOnBoth(s, quality, `/v1/incidents/${id}/history`);
    if (investigationId) await assertSameOnBoth(s, quality, `/v1/investigations/${investigationId}`);
    trail.push(`${step.on.name}: ${step.what} → ${step.status} (${history.body.length} history rows)`);
  }
  return [
    ...trail,
    'after every step GET incident, its history (and the investigation) answered identical JSON on A and B',
  ];
}

/** 5. Concurrent submissions spread over both instances get unique incident numbers. */
export async function checkConcurrentNumbers(s: Stack): Promise<string[]> {
  const quality = (await signIn(s.nginx, QUALITY, s.password)).idToken;
  const reference = await expectStatus(200, s.nginx, 'GET', '/v1/data', { token: quality });
  const body = submitBody(reference.body);
  const count = 20;
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      expectStatus(201, s.nginx, 'POST', '/v1/incidents', { token: quality, json: body }),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const numbers = answers.map((answer) => answer.body.incidentNumber as number).sort((x, y) => x - y);
  ensure(new Set(numbers).size === count, `duplicate incident numbers: ${numbers.join(', ')}`);
  const byInstance = new Map<string, number>();
  for (const answer of answers) {
    const name = answer.upstream === s.a.address ? 'A' : answer.upstream === s.b.address ? 'B' : '?';
    byInstance.set(name, (byInstance.get(name) ?? 0) + 1);
  }
  ensure((byInstance.get('A') ?? 0) > 0 && (byInstance.get('B') ?? 0) > 0, `spread: ${[...byInstance]}`);
  const contiguous = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
  ensure(contiguous, `incident numbers have gaps: ${numbers.join(', ')}`);
  return [
    `${count} concurrent POST /v1/incidents (submit) via nginx in ${ms} ms: all 201, ` +
      `A answered ${byInstance.get('A')}, B ${byInstance.get('B')}`,
    `incident numbers ${numbers[0]}–${numbers.at(-1)}: unique and without gaps`,
  ];
}
