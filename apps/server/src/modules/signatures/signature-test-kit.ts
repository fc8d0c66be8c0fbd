import { createHash } from 'node:crypto';
import type { TSignature } from '@qi/domain/signatures';
import { DEMO_PASSWORD, type TestApp } from '../../../test/helpers/test-app';
import type { Caller } from '../incidents/incident-test-kit';
import { ALL_FIVE_SIGNED, FILLED_SECTIONS, investigationKit } from '../investigations/investigation-test-kit';

/**
 * Test support for the signature API tests (not loaded by the server): switching the setting, the signing
 * fields, and reading the records back.
 */
export async function signatureKit(t: TestApp) {
  const k = await investigationKit(t);
  const { admin, quality } = k.callers;

  async function setSignatures(mode: 'off' | 'password') {
    const res = await t.request('PUT', '/v1/settings', {
      token: admin.token,
      body: { signatures: mode, photoMaxSide: 2560 },
    });
    if (res.status !== 200) throw new Error(`settings failed: ${res.status} ${res.text}`);
  }

  const withPassword = { signature: { password: DEMO_PASSWORD } };
  const wrongPassword = { signature: { password: 'not-the-password' } };

  async function signaturesOf(incidentId: string, caller: Caller = quality): Promise<TSignature[]> {
    const res = await k.get(caller, `/v1/incidents/${incidentId}/signatures`);
    if (res.status !== 200) throw new Error(`signatures failed: ${res.status} ${res.text}`);
    return res.body;
  }

  async function recordCount(): Promise<number> {
    const row = await t.db
      .selectFrom('signatures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function historyLength(kind: 'incidents' | 'investigations', id: string): Promise<number> {
    return (await k.get(quality, `/v1/${kind}/${id}/history`)).body.length;
  }

  /** Fills, signs off and completes a justified investigation in one save, signing with the password. */
  function completeSigned(caller: Caller, id: string, extra: Record<string, unknown> = withPassword) {
    return k.put(caller, id, {
      ...FILLED_SECTIONS,
      incidentJustified: true,
      defectiveProductQuantity: '4',
      signedOff: ALL_FIVE_SIGNED,
      completed: true,
      ...extra,
    });
  }

  return {
    ...k,
    setSignatures,
    withPassword,
    wrongPassword,
    signaturesOf,
    recordCount,
    historyLength,
    completeSigned,
  };
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
