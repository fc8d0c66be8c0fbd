import { DUE_DATE_MSG } from '@qi/domain/due-dates';
import { TRANSITION_MSG } from '@qi/domain/incident-transitions';
import { CONCURRENCY_MSG } from '@qi/domain/record-version';
import { SIGNATURE_MSG } from '@qi/domain/signatures';
import { SUPPLIER_MSG } from '@qi/domain/supplier';
import { NAME_MSG } from '@qi/domain/visible-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { FILLED_SECTIONS } from '../investigations/investigation-test-kit';
import { signatureKit } from '../signatures/signature-test-kit';

/** Text that looks empty on screen: zero-width, word joiner, braille blank, Hangul filler, Mongolian separator… */
const INVISIBLE = [
  '\u200B',
  '\u2060',
  '\u2800',
  '\u3164',
  '\u180E',
  '\u200C\u200D',
  '\uFEFF',
  '\u00AD',
  ' \u200B\u2800\t\n',
];

/**
 * A reason must say something a reader can see: every reason the API asks for refuses text made only of
 * invisible characters, with that reason's own "required" message, and writes nothing.
 */
describe('reasons made of invisible characters', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
  });
  afterAll(() => t.close());

  it('rejections and more-information requests need visible text', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    for (const reason of INVISIBLE) {
      const reject = await k.act(k.callers.quality, incident.id, { action: 'reject', rejectReason: reason });
      expect(reject.status, JSON.stringify(reason)).toBe(422);
      expect(reject.body.message).toBe(TRANSITION_MSG.reasonRequired);
      const more = await k.act(k.callers.quality, incident.id, {
        action: 'request-more-information',
        pendingUpdateReason: reason,
      });
      expect(more.status, JSON.stringify(reason)).toBe(422);
      expect(more.body.message).toBe(TRANSITION_MSG.reasonRequired);
    }
    const read = await k.get(k.callers.quality, `/v1/incidents/${incident.id}`);
    expect(read.body).toMatchObject({ status: 'submitted', rejectReason: null, pendingUpdateReason: null });
    const rejected = await k.act(k.callers.quality, incident.id, {
      action: 'reject',
      rejectReason: '\u200BDuplicate of an earlier report',
    });
    expect(rejected.status, rejected.text).toBe(200);
  });

  it('moving a due date needs a visible reason', async () => {
    const { investigation } = await k.started();
    const schedule = investigation.schedule as { rootCause: { dueDate: string } };
    const later = new Date(`${schedule.rootCause.dueDate}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 20);
    const moved = {
      incidentJustified: false,
      defectiveProductQuantity: '2',
      schedule: { rootCause: { dueDate: later.toISOString().slice(0, 10) } },
    };
    for (const reason of INVISIBLE) {
      const res = await k.put(k.callers.quality, investigation.id, {
        ...moved,
        dueDateReasons: { rootCause: reason },
      });
      expect(res.status, JSON.stringify(reason)).toBe(422);
      expect(res.body.message).toBe(DUE_DATE_MSG.reasonRequired);
    }
    const read = await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`);
    expect(read.body.schedule.rootCause.dueDate).toBe(schedule.rootCause.dueDate);
  });

  it('reopening a completed investigation and withdrawing a signature need a visible reason', async () => {
    await k.setSignatures('password');
    try {
      const { investigation } = await k.started();
      const done = await k.completeSigned(k.callers.quality, investigation.id);
      const version = done.body.version;
      for (const reason of INVISIBLE) {
        const reopen = await t.request('POST', `/v1/investigations/${investigation.id}/reopen`, {
          token: k.callers.quality.token,
          body: { reason, version, ...k.withPassword },
        });
        expect(reopen.status, JSON.stringify(reason)).toBe(422);
        expect(reopen.body.message).toBe(CONCURRENCY_MSG.reasonRequired);
      }
      const other = await k.started();
      await k.put(k.callers.quality, other.investigation.id, {
        incidentJustified: false,
        defectiveProductQuantity: '2',
        rootCause: 'Worn tool.',
        rootCauseCategory: FILLED_SECTIONS.rootCauseCategory,
        signedOff: { rootCause: true },
        ...k.withPassword,
      });
      for (const reason of INVISIBLE) {
        const res = await k.put(k.callers.quality, other.investigation.id, {
          signedOff: { rootCause: false },
          withdrawals: { rootCause: reason },
          ...k.withPassword,
        });
        expect(res.status, JSON.stringify(reason)).toBe(422);
        expect(res.body.message).toBe(SIGNATURE_MSG.withdrawReason);
      }
      const read = await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`);
      expect(read.body.completed).toBe(true);
    } finally {
      await k.setSignatures('off');
    }
  });
});

describe('names are one line of visible text', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login('admin')).idToken;
  });
  afterAll(() => t.close());

  it('a user name with a line break or only invisible characters is refused, on create and rename', async () => {
    const broken = await t.request('POST', '/v1/users', {
      token: admin,
      body: { email: 'broken@example.com', name: 'Ann\r\nBcc: everyone@example.com' },
    });
    expect(broken.status).toBe(422);
    expect(broken.text).toContain(NAME_MSG.oneLine);
    const blank = await t.request('POST', '/v1/users', {
      token: admin,
      body: { email: 'blank@example.com', name: '\u200B\u3164' },
    });
    expect(blank.status).toBe(422);
    expect(blank.text).toContain('Name is required');
    const created = await t.request('POST', '/v1/users', {
      token: admin,
      body: { email: 'ann@example.com', name: 'Ann Smith' },
    });
    expect(created.status, created.text).toBe(201);
    const renamed = await t.request('PUT', `/v1/users/${created.body.user_id}`, {
      token: admin,
      body: { name: 'Ann\nSmith' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.text).toContain(NAME_MSG.oneLine);
    const read = await t.request('GET', `/v1/users/${created.body.user_id}`, { token: admin });
    expect(read.body.name).toBe('Ann Smith');
  });

  it('a supplier name with a line break or only invisible characters is refused', async () => {
    const broken = await t.request('POST', '/v1/suppliers', {
      token: admin,
      body: { name: 'Acme\nLtd', code: 'ACME-NL' },
    });
    expect(broken.status).toBe(422);
    expect(broken.text).toContain(NAME_MSG.oneLine);
    const tabbed = await t.request('POST', '/v1/suppliers', {
      token: admin,
      body: { name: 'Acme\tLtd', code: 'ACME-TAB' },
    });
    expect(tabbed.status).toBe(422);
    const blank = await t.request('POST', '/v1/suppliers', {
      token: admin,
      body: { name: '\u2800', code: 'ACME-BLANK' },
    });
    expect(blank.status).toBe(422);
    expect(blank.text).toContain(SUPPLIER_MSG.nameRequired);
  });
});
