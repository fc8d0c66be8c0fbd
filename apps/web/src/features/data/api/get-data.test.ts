import { describe, expect, it } from 'vitest';
import { EMPTY_DATA, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { DATA_CACHE_KEY, getData, readCachedData } from './get-data';

describe('getData (bulk load)', () => {
  it('caches the answer with its ETag, sends If-None-Match, and keeps the cache on 304', async () => {
    signInAs('user');
    let calls = 0;
    const { requests } = mockFetch({
      'GET /v1/data': () =>
        ++calls === 1 ? json(EMPTY_DATA, 200, { ETag: '"abc"' }) : new Response(null, { status: 304 }),
    });
    await expect(getData()).resolves.toEqual(EMPTY_DATA);
    expect(readCachedData()?.etag).toBe('"abc"');
    expect(requests[0]?.headers['if-none-match']).toBeUndefined();

    await expect(getData()).resolves.toEqual(EMPTY_DATA);
    expect(requests[1]?.headers['if-none-match']).toBe('"abc"');
  });

  it('does not keep a copy when nobody is signed in', async () => {
    mockFetch({ 'GET /v1/data': () => json(EMPTY_DATA, 200, { ETag: '"abc"' }) });
    await getData();
    expect(localStorage.getItem(`qi.${DATA_CACHE_KEY}`)).toBeNull();
  });
});
