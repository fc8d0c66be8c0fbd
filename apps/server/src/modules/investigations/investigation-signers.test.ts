import { todayIso } from '@qi/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { FILLED_SECTIONS, investigationKit } from './investigation-test-kit';

/**
 * Issue #35, defect 13 (investigations): the specification's client signs a section off by sending the
 * investigation with the section's signer and date filled, and un-signs it by clearing them; the server
 * records the caller and today whatever was sent.
 */
describe('sign-offs sent as signer fields', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('signs with the caller and today, un-signs when cleared, and a record sent back unchanged changes nothing', async () => {
    const { quality } = k.callers;
    const { investigation } = await k.started();
    const signed = await k.put(quality, investigation.id, {
      ...FILLED_SECTIONS,
      incidentJustified: true,
      defectiveProductQuantity: '4',
      containmentActionSignedBy: 'someone-else',
      containmentActionSignedDate: '2000-01-01',
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toMatchObject({
      containmentActionSignedBy: quality.id,
      containmentActionSignedDate: todayIso(),
      rootCauseSignedBy: null,
    });
    const again = await k.put(quality, investigation.id, { ...signed.body });
    expect(again.status, again.text).toBe(200);
    expect(again.body.version).toBe(signed.body.version);
    const cleared = await k.put(quality, investigation.id, {
      containmentActionSignedBy: null,
      containmentActionSignedDate: null,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({
      containmentActionSignedBy: null,
      containmentActionSignedDate: null,
    });
  });
});
