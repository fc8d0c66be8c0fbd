import { CONCURRENCY_MSG } from '@qi/domain/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ALL_FIVE_SIGNED, FILLED_SECTIONS, investigationKit } from './investigation-test-kit';

/** At least 50 saves fired at once (issue: race tests). */
const RACERS = 60;

describe('no lost updates on investigations (versions, PUT /v1/investigations/{id})', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  const notJustified = { incidentJustified: false, defectiveProductQuantity: '2' };

  async function stored(id: string) {
    return (await k.get(k.callers.quality, `/v1/investigations/${id}`)).body;
  }

  async function historyOf(id: string) {
    return (await k.get(k.callers.quality, `/v1/investigations/${id}/history`)).body as {
      action: string;
    }[];
  }

  it('a new investigation is at version 1; GET answers carry it and every write moves it on', async () => {
    const { investigation } = await k.started();
    expect(investigation.version).toBe(1);
    expect((await stored(investigation.id)).version).toBe(1);
    const saved = await k.put(k.callers.investigator, investigation.id, {
      ...notJustified,
      containmentAction: 'Stock quarantined.',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    // A save that changes nothing writes nothing, so the version stays.
    const same = await k.put(k.callers.investigator, investigation.id, {
      ...notJustified,
      containmentAction: 'Stock quarantined.',
      version: 2,
    });
    expect(same.body.version).toBe(2);
  });

  it('a save from an older version is refused with 409 and writes nothing', async () => {
    const { investigation } = await k.started();
    const first = await k.put(k.callers.investigator, investigation.id, {
      ...notJustified,
      rootCause: 'Saved by the first person.',
      version: 1,
    });
    expect(first.status).toBe(200);
    const second = await k.put(k.callers.quality, investigation.id, {
      ...notJustified,
      rootCause: 'Saved by the second person from the same page.',
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CONCURRENCY_MSG.staleInvestigation);
    expect(second.body.issues).toEqual([{ path: 'version', message: CONCURRENCY_MSG.staleInvestigation }]);
    const after = await stored(investigation.id);
    expect(after.rootCause).toBe('Saved by the first person.');
    expect(after.version).toBe(2);
    expect((await historyOf(investigation.id)).filter((h) => h.action === 'update')).toHaveLength(1);
  });

  it('a form left open cannot un-complete the investigation nor clear the sign-offs made since', async () => {
    const { incident, investigation } = await k.started();
    // Someone opens the form (version 1) and leaves it open; meanwhile another person completes it.
    const done = await k.complete(k.callers.quality, investigation.id);
    expect(done.body.completed).toBe(true);
    // The old form is saved as it was: nothing ticked, not completed.
    const stale = await k.put(k.callers.investigator, investigation.id, {
      additionalNotes: 'Typed on the old page.',
      signedOff: {
        containmentAction: false,
        rootCause: false,
        correctiveAction: false,
        verificationOfEffectiveness: false,
        preventiveAction: false,
      },
      completed: false,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONCURRENCY_MSG.staleInvestigation);
    const after = await stored(investigation.id);
    expect(after.completed).toBe(true);
    expect(after.completedSignedBy).toBe(k.callers.quality.id);
    for (const section of Object.keys(ALL_FIVE_SIGNED)) {
      expect(after[`${section}SignedBy`], section).toBe(k.callers.quality.id);
    }
    expect(after.additionalNotes).toBe('');
    expect(await k.incidentStatus(incident.id)).toBe('investigation-completed');
  });

  it(`${RACERS} saves at once with the same version: exactly one 200, the rest 409, one write`, async () => {
    const { investigation } = await k.started();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        k.put(i % 2 ? k.callers.investigator : k.callers.quality, investigation.id, {
          ...notJustified,
          correctiveAction: `Racer ${i}.`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const winner = answers.find((answer) => answer.status === 200);
    const after = await stored(investigation.id);
    expect(after.correctiveAction).toBe(winner?.body.correctiveAction);
    expect(after.version).toBe(2);
    expect((await historyOf(investigation.id)).filter((h) => h.action === 'update')).toHaveLength(1);
  });

  it(`${RACERS} completions at once with the same version: one completes, one cascade`, async () => {
    const { incident, investigation } = await k.started();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        k.put(k.callers.quality, investigation.id, {
          ...FILLED_SECTIONS,
          incidentJustified: true,
          defectiveProductQuantity: '4',
          signedOff: ALL_FIVE_SIGNED,
          completed: true,
          version: 1,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);
    const incidentHistory = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}/history`)).body;
    expect(
      incidentHistory.filter((entry: { action: string }) => entry.action === 'complete-investigation'),
    ).toHaveLength(1);
    expect((await historyOf(investigation.id)).filter((h) => h.action === 'complete')).toHaveLength(1);
  });
});
