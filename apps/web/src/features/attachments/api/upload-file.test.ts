import { describe, expect, it } from 'vitest';
import { buildTokens, buildUser, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { installFakeXhr } from '../testing/fake-xhr';
import { uploadFile } from './upload-file';

const answer = { id: 'organisations/9.txt', name: 'a.txt', type: 'text/plain', size: 1, url: '/v1/files/x' };

async function nextXhr(Xhr: ReturnType<typeof installFakeXhr>, count: number) {
  for (let i = 0; i < 50 && Xhr.instances.length < count; i++) await new Promise((r) => setTimeout(r, 5));
  return Xhr.instances[count - 1];
}

describe('uploadFile', () => {
  it('reports progress and resolves to the attachment', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    const seen: number[] = [];
    const promise = uploadFile(new File(['a'], 'a.txt'), (f) => seen.push(f));
    const xhr = await nextXhr(Xhr, 1);
    xhr?.progress(1, 4);
    xhr?.respond(201, answer);
    await expect(promise).resolves.toEqual(answer);
    expect(seen).toEqual([0.25, 1]);
  });

  it('renews the session once after a 401 and sends again with the new token', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    let meCalls = 0;
    const { requests } = mockFetch({
      'GET /v1/auth/me': () => {
        meCalls += 1;
        return meCalls === 1 ? errorBody(401, 'UNAUTHENTICATED', 'Expired.') : json({ user: buildUser() });
      },
      'POST /v1/auth/refresh': () => json(buildTokens(buildUser(), '2')),
    });
    const promise = uploadFile(new File(['a'], 'a.txt'));
    (await nextXhr(Xhr, 1))?.respond(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Expired.' });
    const retry = await nextXhr(Xhr, 2);
    expect(retry?.headers.Authorization).toBe('Bearer id-2');
    retry?.respond(201, answer);
    await expect(promise).resolves.toEqual(answer);
    expect(requests.some((r) => r.path === '/v1/auth/refresh')).toBe(true);
  });

  it('rejects with the server message', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    const promise = uploadFile(new File(['a'], 'a.exe'));
    (await nextXhr(Xhr, 1))?.respond(415, {
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file content does not match its extension.',
    });
    await expect(promise).rejects.toMatchObject({
      status: 415,
      message: 'The file content does not match its extension.',
    });
  });
});
