import { todayIso } from '@qi/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ALL_FIVE_SIGNED, FILLED_SECTIONS, investigationKit } from './investigation-test-kit';

describe('updating an investigation (PUT /v1/investigations/{id}, docs/product.md §4, §5)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  const notJustified = { incidentJustified: false, defectiveProductQuantity: '2' };

  it('role user gets 403 and nothing changes', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.user, investigation.id, { ...notJustified, containmentAction: 'x' });
    expect(res.status).toBe(403);
    const after = (await k.get(k.callers.user, `/v1/investigations/${investigation.id}`)).body;
    expect(after.containmentAction).toBe('');
  });

  it('unknown id: 404', async () => {
    const res = await k.put(k.callers.quality, 'no-such-investigation', notJustified);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Investigation not found.');
  });

  it('a sign-off records the caller and today, ignoring a forged signer and date', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.investigator, investigation.id, {
      ...notJustified,
      containmentAction: 'Stock quarantined.',
      signedOff: { containmentAction: true },
      containmentActionSignedBy: k.callers.admin.id,
      containmentActionSignedDate: '2001-01-01',
      completedSignedBy: k.callers.admin.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.containmentActionSignedBy).toBe(k.callers.investigator.id);
    expect(res.body.containmentActionSignedDate).toBe(todayIso());
    expect(res.body.completedSignedBy).toBeNull();
    const history = (await k.get(k.callers.user, `/v1/investigations/${investigation.id}/history`)).body;
    const last = history.at(-1);
    expect(last.action).toBe('update');
    expect(last.actor.user_id).toBe(k.callers.investigator.id);
    expect(last.changes).toContainEqual({
      field: 'containmentActionSignedBy',
      from: null,
      to: k.callers.investigator.id,
    });
    expect(last.changes).toContainEqual({ field: 'containmentAction', from: '', to: 'Stock quarantined.' });
  });

  it('a section with empty text cannot be signed off (422), nothing saved', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.quality, investigation.id, {
      ...notJustified,
      correctiveAction: '   ',
      signedOff: { correctiveAction: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Corrective Action must not be empty.');
    const after = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`)).body;
    expect(after.correctiveActionSignedBy).toBeNull();
    expect(after.incidentJustified).toBeNull();
  });

  it('root cause needs a category to be signed off (422)', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.quality, investigation.id, {
      ...notJustified,
      rootCause: 'Wrong setting on press 4.',
      signedOff: { rootCause: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A root cause category must be selected.');
  });

  it('a signed section is locked: its text (409) and for root cause the category (409)', async () => {
    const { investigation } = await k.started();
    const signed = await k.put(k.callers.quality, investigation.id, {
      ...notJustified,
      rootCause: 'Wrong setting on press 4.',
      rootCauseCategory: { id: 'wrongSetting', title: 'anything' },
      signedOff: { rootCause: true },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.rootCauseCategory).toEqual({ id: 'wrongSetting', title: '2.2 Wrong Setting' });
    const text = await k.put(k.callers.quality, investigation.id, { rootCause: 'Something else.' });
    expect(text.status).toBe(409);
    expect(text.body.message).toBe('Root cause is signed off and cannot be changed.');
    const category = await k.put(k.callers.quality, investigation.id, {
      rootCauseCategory: { id: 'operatorError', title: '1.1 Operator Error' },
    });
    expect(category.status).toBe(409);
    expect(category.body.message).toBe('The root cause category is signed off and cannot be changed.');
    // Sending the investigation back as read (signed urls, same values) is not a change.
    const same = await k.put(k.callers.quality, investigation.id, { ...signed.body });
    expect(same.status).toBe(200);
    // Un-ticking clears signer and date and unlocks the text in the same save.
    const unsigned = await k.put(k.callers.quality, investigation.id, {
      rootCause: 'Something else.',
      signedOff: { rootCause: false },
    });
    expect(unsigned.status).toBe(200);
    expect(unsigned.body).toMatchObject({
      rootCause: 'Something else.',
      rootCauseSignedBy: null,
      rootCauseSignedDate: null,
    });
  });

  it('justified completion needs all five sections signed and a defective quantity (422)', async () => {
    const { investigation } = await k.started();
    const partly = await k.put(k.callers.quality, investigation.id, {
      ...FILLED_SECTIONS,
      incidentJustified: true,
      defectiveProductQuantity: '3',
      signedOff: { containmentAction: true, rootCause: true },
      completed: true,
    });
    expect(partly.status).toBe(422);
    expect(partly.body.message).toContain('Corrective Action must be signed off.');
    expect(partly.body.message).toContain('Preventive Action must be signed off.');
    const noQuantity = await k.put(k.callers.quality, investigation.id, {
      ...FILLED_SECTIONS,
      incidentJustified: true,
      defectiveProductQuantity: '',
      signedOff: ALL_FIVE_SIGNED,
      completed: true,
    });
    expect(noQuantity.status).toBe(422);
    const after = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`)).body;
    expect(after.completed).toBe(false);
    expect(after.containmentActionSignedBy).toBeNull();

    const done = await k.complete(k.callers.investigator, investigation.id);
    expect(done.body).toMatchObject({
      status: 'completed',
      completed: true,
      completedSignedBy: k.callers.investigator.id,
      completedSignedDate: todayIso(),
    });
    const history = (await k.get(k.callers.quality, `/v1/investigations/${investigation.id}/history`)).body;
    expect(history.at(-1)).toMatchObject({ action: 'complete', fromStatus: 'opened', toStatus: 'completed' });
  });

  it('not-justified completion needs only the description', async () => {
    const { investigation } = await k.started();
    const empty = await k.put(k.callers.quality, investigation.id, {
      ...notJustified,
      incidentDescription: ' ',
      completed: true,
    });
    expect(empty.status).toBe(422);
    const res = await k.put(k.callers.quality, investigation.id, { ...notJustified, completed: true });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(res.body.containmentActionSignedBy).toBeNull();
  });

  it('a completed investigation is locked (409) until un-completed in the same save', async () => {
    const { investigation } = await k.started();
    await k.put(k.callers.quality, investigation.id, { ...notJustified, completed: true });
    const locked = await k.put(k.callers.quality, investigation.id, { additionalNotes: 'Late note.' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This investigation is completed and can no longer be changed.');
    const costs = await k.put(k.callers.quality, investigation.id, { costOfLabour: 10 });
    expect(costs.status).toBe(409);
    const reopened = await k.put(k.callers.quality, investigation.id, {
      completed: false,
      additionalNotes: 'Late note.',
      costOfLabour: 12.5,
      costOfMaterial: 100,
      costAdjustment: -2.25,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      status: 'opened',
      completed: false,
      completedSignedBy: null,
      additionalNotes: 'Late note.',
      costOfLabour: 12.5,
      costOfMaterial: 100,
      costAdjustment: -2.25,
    });
    const read = (await k.get(k.callers.user, `/v1/investigations/${investigation.id}`)).body;
    expect(read.costAdjustment).toBe(-2.25);
    expect(read.incidentJustified).toBe(false);
  });

  it('form rules: justified Yes needs every action text (422); an attachment not uploaded is 422', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.quality, investigation.id, {
      incidentJustified: true,
      defectiveProductQuantity: '1',
    });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('containmentAction');
    const attachment = {
      id: 'organisations/forged.png',
      name: 'forged.png',
      type: 'image/png',
      size: 1,
      url: '',
    };
    const forged = await k.put(k.callers.quality, investigation.id, {
      ...notJustified,
      attachments: [attachment],
    });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toBe('Unknown attachment: forged.png');
  });
});
