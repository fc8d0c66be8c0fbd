import type { TSimilarIncidents } from '@qi/domain/similar-incidents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { IncidentRecord } from '../incidents/incident-record';
import { insertIncidentRows } from '../incidents/incident-repository';
import { type Caller, type IncidentKit, incidentKit, incidentRecord } from '../incidents/incident-test-kit';

describe('POST /v1/incidents/similar', () => {
  let t!: TestApp;
  let k!: IncidentKit;
  const ids: Record<string, string> = {};
  let nextNumber = 880_000;

  function row(name: string, fields: Partial<IncidentRecord> & Pick<IncidentRecord, 'reportedBy'>) {
    nextNumber += 1;
    const record = incidentRecord({ incidentNumber: nextNumber, incidentDate: '2025-03-01', ...fields });
    ids[name] = record.id;
    return record;
  }

  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    const user = k.callers.user.id;
    const other = k.callers.investigator.id;
    const rows = [
      row('blister', {
        reportedBy: other,
        description: 'Paint blistering on the zqbracket after the salt spray test, coating lifts off',
        partNumber: 'ZQ-BR-100',
        product: 'Zqframe',
      }),
      row('sameDefectOtherWords', {
        reportedBy: other,
        description: 'Coating bubbles and blistering seen on zqbracket edges',
        incidentDate: '2025-02-01',
      }),
      row('samePartOtherDefect', {
        reportedBy: other,
        description: 'Mounting holes drilled in the wrong position',
        partNumber: 'ZQ-BR-100',
      }),
      row('unrelated', { reportedBy: other, description: 'Carton label printed with the wrong barcode' }),
      row('othersDraft', {
        reportedBy: other,
        status: 'draft',
        incidentNumber: null,
        description: 'Paint blistering on the zqbracket after salt spray test',
      }),
      row('cancelled', {
        reportedBy: user,
        status: 'cancelled',
        description: 'zqgasket leaking oil at flange',
      }),
      row('fractured', {
        reportedBy: other,
        description: 'zqshaft fractured at the zqkeyway after the endurance run',
      }),
      row('notFitted', { reportedBy: other, description: 'zqlatch not fitted on the zqdoor' }),
      ...Array.from({ length: 12 }, (_, i) =>
        row(`noise${i}`, { reportedBy: other, description: `zqnoise paint touch-up ${i} on the frame` }),
      ),
    ];
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, rows));
  });
  afterAll(() => t.close());

  async function similar(caller: Caller, body: Record<string, unknown>) {
    const res = await t.request('POST', '/v1/incidents/similar', { token: caller.token, body });
    expect(res.status, res.text).toBe(200);
    return (res.body as TSimilarIncidents).items;
  }
  const names = (items: { id: string }[]) =>
    items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

  it('finds a paraphrase with typos as likely, with the matched words marked', async () => {
    const items = await similar(k.callers.user, {
      description: 'Blisterng paint on zqbrackets after salt-spray testing',
    });
    expect(names(items)[0]).toBe('blister');
    expect(items[0]?.band).toBe('likely');
    const marked = (items[0]?.excerpt ?? []).filter((s) => s.match).map((s) => s.text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['paint', 'blistering', 'zqbracket', 'salt', 'spray']));
    expect(items[0]).toMatchObject({
      incidentNumber: expect.any(Number),
      status: 'submitted',
      incidentDate: '2025-03-01',
    });
  });

  it('ORs the words: an incident holding only some of them is a candidate', async () => {
    const items = await similar(k.callers.user, { description: 'blistering coating' });
    expect(names(items)).toEqual(expect.arrayContaining(['blister', 'sameDefectOtherWords']));
  });

  it('finds a paraphrase through a synonym of its defect, marking the incident’s own words (decision 057)', async () => {
    const marked = (item: TSimilarIncidents['items'][number] | undefined) =>
      (item?.excerpt ?? []).filter((s) => s.match).map((s) => s.text.toLowerCase());
    // "crack" alone: the incident says "fractured", a word the draft does not hold.
    const onlySynonym = await similar(k.callers.user, { description: 'Crack seen' });
    const fractured = onlySynonym.find((item) => item.id === ids.fractured);
    expect(fractured?.band).toBe('likely');
    expect(marked(fractured)).toEqual(['fractured']);
    const paraphrase = await similar(k.callers.user, {
      description: 'Hairline crack in the zqshaft at the zqkeyway',
    });
    expect(names(paraphrase)[0]).toBe('fractured');
    expect(marked(paraphrase[0])).toEqual(['zqshaft', 'fractured', 'zqkeyway']);
    // A phrase of the thesaurus stands for its word, both ways.
    const missing = await similar(k.callers.user, { description: 'zqlatch missing from the zqdoor' });
    expect(names(missing)[0]).toBe('notFitted');
    expect(missing[0]?.band).toBe('likely');
    expect(marked(missing[0])).toEqual(['zqlatch', 'not', 'fitted', 'zqdoor']);
  });

  it('shows the same part with another defect as possible, with its field', async () => {
    const items = await similar(k.callers.user, {
      description: 'Paint blistering on the zqbracket after salt spray',
      partNumber: 'zq-br-100 ',
      product: 'Zqframe',
    });
    const other = items.find((item) => item.id === ids.samePartOtherDefect);
    expect(other).toMatchObject({ band: 'possible', sameFields: ['partNumber'] });
    expect(items.find((item) => item.id === ids.blister)).toMatchObject({
      band: 'likely',
      sameFields: ['partNumber', 'product'],
    });
  });

  it('never shows drafts, nor the incident itself', async () => {
    const body = { description: 'Paint blistering on the zqbracket after salt spray test' };
    for (const caller of [k.callers.user, k.callers.admin]) {
      expect(names(await similar(caller, body))).not.toContain('othersDraft');
    }
    expect(names(await similar(k.callers.user, { ...body, excludeId: ids.blister }))).not.toContain(
      'blister',
    );
  });

  it('answers at most five, and nothing for an unrelated or empty text', async () => {
    expect((await similar(k.callers.user, { description: 'zqnoise paint touch-up frame' })).length).toBe(5);
    expect(await similar(k.callers.user, { description: 'completely different wording zqxyz' })).toEqual([]);
    expect(await similar(k.callers.user, { description: '' })).toEqual([]);
  });

  it('refuses unknown fields', async () => {
    const res = await t.request('POST', '/v1/incidents/similar', {
      token: k.callers.user.token,
      body: { description: 'x', score: 1 },
    });
    expect(res.status).toBe(422);
  });
});
