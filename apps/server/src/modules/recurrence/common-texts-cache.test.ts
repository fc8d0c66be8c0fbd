import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';
import { cachedDescriptionTexts } from './common-texts-cache';

/** Decision 060: a look-up keeps the answers that are samples of a common word, never a rare word's. */
describe("the look-up's kept answers", () => {
  let t!: TestApp;
  let k!: IncidentKit;
  const key = {};

  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    for (const i of [1, 2, 3]) {
      await k.create(k.callers.user, 'submit', { description: `zqcommon housing crack ${i}` });
    }
    await k.create(k.callers.user, 'submit', { description: 'zqrare weld and zqcommon housing' });
  });
  afterAll(() => t.close());

  const read = () =>
    cachedDescriptionTexts(
      t.db,
      t.config.database.kind,
      [
        // Reaches its limit: a sample of a common word.
        { slots: [['zqcommon']], limit: 2 },
        // Below its limit: every incident holding the rare word, or both words.
        { slots: [['zqrare']], limit: 2 },
        { slots: [['zqrare'], ['zqcommon']], limit: 2 },
      ],
      key,
    );

  it('keeps a sample of a common word and reads rare words and pairs afresh', async () => {
    const first = await read();
    expect(first[0]).toHaveLength(2);
    expect(first[1]).toHaveLength(1);
    expect(first[2]).toHaveLength(1);
    const later = await k.create(k.callers.user, 'submit', { description: 'zqrare seam, zqcommon again' });
    // One of the sample's incidents no longer holds the word: read afresh, the sample would lose it.
    await t.db
      .updateTable('incidents')
      .set({ description: 'reworded housing crack' })
      .where('id', '=', first[0]![0]!)
      .execute();
    const second = await read();
    expect(second[0]).toEqual(first[0]);
    expect(second[1]).toHaveLength(2);
    expect(second[1]).toContain(later.id);
    expect(second[2]).toContain(later.id);
  });

  it('reads afresh for another database', async () => {
    const other = await cachedDescriptionTexts(
      t.db,
      t.config.database.kind,
      [{ slots: [['zqcommon']], limit: 10 }],
      {},
    );
    expect(other[0]).toHaveLength(4);
  });
});
