import type { Severity } from '@qi/domain/severity';
import type { TestApp } from '../../../test/helpers/test-app';
import type { investigationKit } from '../investigations/investigation-test-kit';

type Kit = Awaited<ReturnType<typeof investigationKit>>;

/**
 * Test support for the documents tests (not loaded by the server): incidents acknowledged with a severity,
 * investigations started on them, and dispositions proposed and approved over the API.
 */
export function documentKit(t: TestApp, k: Kit) {
  async function ok<R extends { status: number; text: string }>(res: Promise<R>, expected = 200): Promise<R> {
    const answer = await res;
    if (answer.status !== expected) throw new Error(`${answer.status} ${answer.text}`);
    return answer;
  }

  /** A submitted incident acknowledged by quality with the given severity. */
  async function acknowledged(
    fields: Record<string, unknown> = {},
    severity: Severity = 'minor',
  ): Promise<{ id: string; incidentNumber: number | null }> {
    const incident = await k.create(k.callers.quality, 'submit', fields);
    await ok(k.act(k.callers.quality, incident.id, { action: 'acknowledge', severity }));
    return incident;
  }

  /** An acknowledged incident with an investigation started by quality. */
  async function started(description?: string) {
    const incident = await acknowledged(description === undefined ? {} : { description });
    const res = await ok(k.start(k.callers.quality, incident.id), 201);
    return { incident, investigation: res.body as { id: string } };
  }

  function propose(incidentId: string, lines: Record<string, unknown>[]) {
    return ok(
      t.request('PUT', `/v1/incidents/${incidentId}/disposition`, {
        token: k.callers.quality.token,
        body: { lines: lines.map((line) => ({ responsible: k.callers.quality.id, ...line })) },
      }),
    );
  }

  /** Approved by the admin: a second person, as major and critical incidents need. */
  function approve(incidentId: string) {
    return ok(
      t.request('POST', `/v1/incidents/${incidentId}/disposition/approve`, {
        token: k.callers.admin.token,
        body: {},
      }),
    );
  }

  return { acknowledged, started, propose, approve };
}
