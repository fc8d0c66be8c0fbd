import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { localUrl, uploadFile } from '../uploads/test-multipart';

describe('reference data: locations and templates', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login('admin')).idToken;
    user = (await t.login('user')).idToken;
  });
  afterAll(() => t.close());

  it('serves the demo tree with all four levels', async () => {
    const res = await t.request('GET', '/v1/locations', { token: user });
    expect(res.status).toBe(200);
    const factory = res.body.find((l: { id: string }) => l.id === 'Factory_1');
    expect(factory.categories[0].subcategories[0].furtherSubcategories[0]).toEqual({
      id: 'Station_A',
      title: 'Station A',
    });
  });

  it('saves a whole tree, deriving new ids from titles and keeping saved ones', async () => {
    const current = (await t.request('GET', '/v1/locations', { token: user })).body;
    const tree = [
      ...current,
      {
        id: 'client-chosen',
        title: ' Site (North) ',
        categories: [{ id: 'x', title: 'Yard', subcategories: [{ id: 'y', title: 'Bay 1' }] }],
      },
    ];
    const res = await t.request('PUT', '/v1/locations', { token: admin, body: tree });
    expect(res.status).toBe(200);
    expect(res.body.slice(0, current.length)).toEqual(current);
    expect(res.body.at(-1)).toEqual({
      id: 'Site_North_',
      title: 'Site (North)',
      categories: [
        {
          id: 'Yard',
          title: 'Yard',
          subcategories: [{ id: 'Bay_1', title: 'Bay 1', furtherSubcategories: [] }],
        },
      ],
    });
    expect((await t.request('GET', '/v1/locations', { token: user })).body).toEqual(res.body);
    const history = await t.db
      .selectFrom('history')
      .selectAll()
      .where('action', '=', 'locations-updated')
      .execute();
    expect(JSON.parse(history[0]?.changes ?? '{}').added).toEqual([
      'Site_North_',
      'Site_North_/Yard',
      'Site_North_/Yard/Bay_1',
    ]);
  });

  it('refuses duplicate or empty sibling ids with issues and changes nothing', async () => {
    const before = (await t.request('GET', '/v1/locations', { token: user })).body;
    const duplicate = await t.request('PUT', '/v1/locations', {
      token: admin,
      body: [
        ...before,
        { id: 'a', title: 'Line-1', categories: [] },
        { id: 'b', title: 'Line 1', categories: [] },
      ],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.message).toBe("The location 'Line 1' already exists.");
    expect(duplicate.body.issues[0].path).toBe(`locations[${before.length + 1}].id`);

    const empty = await t.request('PUT', '/v1/locations', {
      token: admin,
      body: [{ id: 'x', title: 'Plant', categories: [{ id: 'y', title: '!!!', subcategories: [] }] }],
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('The category id is empty.');

    const blankTitle = await t.request('PUT', '/v1/locations', {
      token: admin,
      body: [{ id: 'x', title: ' ' }],
    });
    expect(blankTitle.status).toBe(422);
    const notAList = await t.request('PUT', '/v1/locations', { token: admin, body: { id: 'x' } });
    expect(notAList.status).toBe(400);
    const forbidden = await t.request('PUT', '/v1/locations', { token: user, body: [] });
    expect(forbidden.status).toBe(403);
    expect((await t.request('GET', '/v1/locations', { token: user })).body).toEqual(before);
  });

  it('lists the demo templates with fresh signed urls that download', async () => {
    const res = await t.request('GET', '/v1/templates', { token: user });
    expect(res.status).toBe(200);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual([
      'Containment checklist.md',
      '5 Whys worksheet.csv',
    ]);
    const download = await fetch(localUrl(t, res.body[0].url));
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('# Containment checklist');
  });

  it('saves templates made of uploaded files (anyone’s, for admins) and refuses unknown keys', async () => {
    const before = (await t.request('GET', '/v1/templates', { token: user })).body;
    const uploaded = await uploadFile(t, user, { name: 'form.txt', content: Buffer.from('Form') });
    expect(uploaded.status).toBe(201);
    const saved = await t.request('PUT', '/v1/templates', { token: admin, body: [...before, uploaded.body] });
    expect(saved.status).toBe(200);
    expect(saved.body.map((a: { id: string }) => a.id)).toEqual([
      ...before.map((a: { id: string }) => a.id),
      uploaded.body.id,
    ]);
    expect(await (await fetch(localUrl(t, saved.body.at(-1).url))).text()).toBe('Form');

    const unknown = await t.request('PUT', '/v1/templates', {
      token: admin,
      body: [
        ...saved.body,
        {
          id: 'organisations/never-uploaded.pdf',
          name: 'ghost.pdf',
          type: 'application/pdf',
          size: 1,
          url: '',
        },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Unknown attachment: ghost.pdf');
    const after = (await t.request('GET', '/v1/templates', { token: user })).body;
    expect(after.map((a: { id: string }) => a.id)).toEqual(saved.body.map((a: { id: string }) => a.id));

    const removed = await t.request('PUT', '/v1/templates', { token: admin, body: after.slice(1) });
    expect(removed.status).toBe(200);
    expect(removed.body).toHaveLength(after.length - 1);
    const forbidden = await t.request('PUT', '/v1/templates', { token: user, body: [] });
    expect(forbidden.status).toBe(403);
  });
});
