import { SIGNATURE_MSG, sectionSignedContent } from '@qi/domain/signatures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { LOGIN_LIMIT_MESSAGE } from '../auth/auth-limits';
import { FILLED_SECTIONS } from '../investigations/investigation-test-kit';
import { sha256, signatureKit } from './signature-test-kit';

describe('signing investigation sections and completion (docs/product.md §4 Signatures)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
    await k.setSignatures('password');
  });
  afterAll(() => t.close());

  /** A not-justified investigation's form passes with only the root cause filled in. */
  const rootCause = {
    incidentJustified: false,
    defectiveProductQuantity: '2',
    rootCause: 'Worn tool.',
    rootCauseCategory: FILLED_SECTIONS.rootCauseCategory,
  };

  it('a sign-off without the password is 422 and a wrong one 403: nothing is recorded', async () => {
    const { incident, investigation } = await k.started();
    const history = await k.historyLength('investigations', investigation.id);
    const before = await k.recordCount();
    const sign = { ...rootCause, signedOff: { rootCause: true } };

    const missing = await k.put(k.callers.quality, investigation.id, sign);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(SIGNATURE_MSG.passwordRequired);

    const wrong = await k.put(k.callers.quality, investigation.id, { ...sign, ...k.wrongPassword });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'SIGNATURE_REJECTED', message: SIGNATURE_MSG.rejected });

    const after = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`)).body;
    expect(after.rootCause).toBe('');
    expect(after.rootCauseSignedBy).toBeNull();
    expect(await k.recordCount()).toBe(before);
    expect(await k.historyLength('investigations', investigation.id)).toBe(history);
    expect(await k.signaturesOf(incident.id)).toEqual([]);
  });

  it('with the password the section is signed and a record kept: signer, meaning, what, hash of the text', async () => {
    const { incident, investigation } = await k.started();
    const res = await k.put(k.callers.investigator, investigation.id, {
      ...rootCause,
      signedOff: { rootCause: true },
      ...k.withPassword,
    });
    expect(res.status).toBe(200);
    expect(res.body.rootCauseSignedBy).toBe(k.callers.investigator.id);
    const [record, ...rest] = await k.signaturesOf(incident.id);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({
      incidentId: null,
      investigationId: investigation.id,
      subject: 'rootCause',
      subjectLabel: 'Root cause',
      meaning: 'Completed',
      signerId: k.callers.investigator.id,
      signerName: expect.any(String),
      reason: null,
      withdrawsId: null,
    });
    expect(record?.signerName.length).toBeGreaterThan(0);
    expect(Date.parse(record?.signedAt ?? '')).not.toBeNaN();
    expect(record?.signedAt.endsWith('Z')).toBe(true);
    const signed = { ...res.body, id: investigation.id };
    expect(record?.contentHash).toBe(sha256(sectionSignedContent(signed, 'rootCause')));
  });

  it('un-ticking needs a reason (422) and the password; it adds a Withdrawn record and keeps the original', async () => {
    const { incident, investigation } = await k.started();
    await k.put(k.callers.quality, investigation.id, {
      ...rootCause,
      signedOff: { rootCause: true },
      ...k.withPassword,
    });
    const [original] = await k.signaturesOf(incident.id);

    const noReason = await k.put(k.callers.quality, investigation.id, {
      signedOff: { rootCause: false },
      ...k.withPassword,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(SIGNATURE_MSG.withdrawReason);
    const blank = await k.put(k.callers.quality, investigation.id, {
      signedOff: { rootCause: false },
      withdrawals: { rootCause: '   ' },
      ...k.withPassword,
    });
    expect(blank.status).toBe(422);
    const noPassword = await k.put(k.callers.quality, investigation.id, {
      signedOff: { rootCause: false },
      withdrawals: { rootCause: 'Wrong batch analysed.' },
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.message).toBe(SIGNATURE_MSG.passwordRequired);
    expect(await k.signaturesOf(incident.id)).toEqual([original]);

    const withdrawn = await k.put(k.callers.quality, investigation.id, {
      signedOff: { rootCause: false },
      withdrawals: { rootCause: 'Wrong batch analysed.' },
      ...k.withPassword,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.rootCauseSignedBy).toBeNull();
    const records = await k.signaturesOf(incident.id);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual(original);
    expect(records[1]).toMatchObject({
      subject: 'rootCause',
      meaning: 'Withdrawn',
      reason: 'Wrong batch analysed.',
      withdrawsId: original?.id,
      signerId: k.callers.quality.id,
      contentHash: original?.contentHash,
    });
    const history = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}/history`)).body;
    expect(history.at(-1).reason).toBe('Root cause: Wrong batch analysed.');
  });

  it('the hash changes when the signed text changes: sign, withdraw, edit, sign again', async () => {
    const { incident, investigation } = await k.started();
    const put = (body: Record<string, unknown>) => k.put(k.callers.quality, investigation.id, body);
    expect((await put({ ...rootCause, signedOff: { rootCause: true }, ...k.withPassword })).status).toBe(200);
    const unsign = {
      signedOff: { rootCause: false },
      withdrawals: { rootCause: 'Typo.' },
      ...k.withPassword,
    };
    expect((await put(unsign)).status).toBe(200);
    const edited = await put({ rootCause: 'Worn cutting tool.' });
    expect(edited.status).toBe(200);
    expect((await put({ signedOff: { rootCause: true }, ...k.withPassword })).status).toBe(200);
    const records = await k.signaturesOf(incident.id);
    expect(records.map((r) => r.meaning)).toEqual(['Completed', 'Withdrawn', 'Completed']);
    expect(records[2]?.contentHash).not.toBe(records[0]?.contentHash);
  });

  it('completing signs every section ticked in the same save and the investigation; reopening withdraws it', async () => {
    const { incident, investigation } = await k.started();
    const missing = await k.completeSigned(k.callers.quality, investigation.id, {});
    expect(missing.status).toBe(422);
    expect(await k.signaturesOf(incident.id)).toEqual([]);
    const res = await k.completeSigned(k.callers.quality, investigation.id);
    expect(res.status).toBe(200);
    const records = await k.signaturesOf(incident.id);
    expect(records.map((r) => r.subjectLabel)).toEqual([
      'Containment Action',
      'Root cause',
      'Corrective Action',
      'Verification of Effectiveness',
      'Preventive Action',
      'Investigation',
    ]);
    expect(new Set(records.map((r) => r.meaning))).toEqual(new Set(['Completed']));

    const reopen = (extra: Record<string, unknown>) =>
      t.request('POST', `/v1/investigations/${investigation.id}/reopen`, {
        token: k.callers.quality.token,
        body: { reason: 'Second batch failed.', ...extra },
      });
    // Withdrawing the completion's signature asks for the password, as un-ticking does.
    const unsigned = await reopen({});
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.message).toBe(SIGNATURE_MSG.passwordRequired);
    expect((await reopen(k.wrongPassword)).status).toBe(403);
    expect(await k.signaturesOf(incident.id)).toEqual(records);
    expect((await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`)).body.completed).toBe(
      true,
    );
    const reopened = await reopen(k.withPassword);
    expect(reopened.status).toBe(200);
    const after = await k.signaturesOf(incident.id);
    expect(after.slice(0, 6)).toEqual(records);
    expect(after[6]).toMatchObject({
      subject: 'investigation',
      meaning: 'Withdrawn',
      reason: 'Second batch failed.',
      withdrawsId: records[5]?.id,
    });
  });

  it('failed signing counts like a failed sign-in: after five wrong passwords, 429 (and sign-in is limited too)', async () => {
    const person = await t.buildUser({ role: 'quality' });
    const tokens = await t.loginAs(person.email, person.password);
    const { investigation } = await k.started();
    const sign = (password: string) =>
      t.request('PUT', `/v1/investigations/${investigation.id}`, {
        token: tokens.idToken,
        body: {
          incidentJustified: false,
          defectiveProductQuantity: '2',
          containmentAction: 'Held.',
          signedOff: { containmentAction: true },
          signature: { password },
        },
      });
    for (let i = 0; i < 5; i += 1) expect((await sign('wrong')).status).toBe(403);
    const limited = await sign(DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LOGIN_LIMIT_MESSAGE);
    const login = await t.request('POST', '/v1/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(login.status).toBe(429);
    const after = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`)).body;
    expect(after.containmentActionSignedBy).toBeNull();
  });

  it('a save the rules refuse is answered with that refusal, not with a request for the password', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.quality, investigation.id, {
      incidentJustified: false,
      defectiveProductQuantity: '2',
      signedOff: { rootCause: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Root cause must not be empty. A root cause category must be selected.');
  });

  it('with the setting off, signing needs no password and keeps no record (as before)', async () => {
    await k.setSignatures('off');
    try {
      const { incident, investigation } = await k.started();
      const res = await k.put(k.callers.quality, investigation.id, {
        ...rootCause,
        signedOff: { rootCause: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.rootCauseSignedBy).toBe(k.callers.quality.id);
      expect(await k.signaturesOf(incident.id)).toEqual([]);
      const unticked = await k.put(k.callers.quality, investigation.id, { signedOff: { rootCause: false } });
      expect(unticked.status).toBe(200);
    } finally {
      await k.setSignatures('password');
    }
  });
});
