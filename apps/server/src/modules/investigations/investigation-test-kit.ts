import type { TestApp } from '../../../test/helpers/test-app';
import { type Caller, incidentKit } from '../incidents/incident-test-kit';

/**
 * Test support for the investigation API tests (not loaded by the server): acknowledged incidents to start
 * investigations on, and short-hands for the investigation routes.
 */
export const FILLED_SECTIONS = {
  containmentAction: 'Stock quarantined.',
  rootCause: 'Supplier changed the moulding process.',
  rootCauseCategory: { id: 'supplierManufacturerError', title: '3.3 Supplier/Manufacturer Error' },
  correctiveAction: 'Supplier returned to the approved process.',
  verificationOfEffectiveness: 'Next three batches inspected: no cracks.',
  preventiveAction: 'Process changes now need our approval.',
};

export const ALL_FIVE_SIGNED = {
  containmentAction: true,
  rootCause: true,
  correctiveAction: true,
  verificationOfEffectiveness: true,
  preventiveAction: true,
};

export async function investigationKit(t: TestApp) {
  const kit = await incidentKit(t);
  const { quality } = kit.callers;

  async function acknowledgedIncident(description = 'Cracked housing found at goods in.') {
    const incident = await kit.create(quality, 'submit', { description });
    const res = await kit.act(quality, incident.id, { action: 'acknowledge' });
    if (res.status !== 200) throw new Error(`acknowledge failed: ${res.status} ${res.text}`);
    return incident;
  }

  function start(caller: Caller, incidentId: string, copyFrom?: string) {
    return t.request('POST', '/v1/investigations', {
      token: caller.token,
      body: copyFrom ? { incidentId, copyFrom } : { incidentId },
    });
  }

  /** An acknowledged incident with a new investigation started by quality. */
  async function started(description?: string) {
    const incident = await acknowledgedIncident(description);
    const res = await start(quality, incident.id);
    if (res.status !== 201) throw new Error(`start failed: ${res.status} ${res.text}`);
    return { incident, investigation: res.body as { id: string } & Record<string, unknown> };
  }

  function put(caller: Caller, id: string, body: Record<string, unknown>) {
    return t.request('PUT', `/v1/investigations/${id}`, { token: caller.token, body });
  }

  /** Fills, signs off and completes a justified investigation in one save. */
  async function complete(caller: Caller, id: string) {
    const res = await put(caller, id, {
      ...FILLED_SECTIONS,
      incidentJustified: true,
      defectiveProductQuantity: '4',
      signedOff: ALL_FIVE_SIGNED,
      completed: true,
    });
    if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${res.text}`);
    return res;
  }

  async function incidentStatus(id: string): Promise<string> {
    const res = await kit.get(quality, `/v1/incidents/${id}`);
    return res.body.status;
  }

  return { ...kit, acknowledgedIncident, start, started, put, complete, incidentStatus };
}
