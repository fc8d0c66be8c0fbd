import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_EXTENSIONS } from '../../src/config-env';
import { DOWNLOAD_CSP } from '../../src/modules/files/file-routes';
import { type IncidentKit, incidentKit } from '../../src/modules/incidents/incident-test-kit';
import { localUrl, TINY_PNG, uploadFile } from '../../src/modules/uploads/test-multipart';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * RFC 6266: `attachment`, an ASCII quoted-string fallback holding no quote or backslash, and the exact name
 * in `filename*` (RFC 8187: UTF-8, only attr-chars and percent escapes). Returns both names.
 */
function parseAttachment(header: string | null) {
  const match =
    /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(
      header ?? '',
    );
  expect(match, `not an RFC 6266 attachment header: ${header}`).not.toBeNull();
  return { fallback: match?.[1] ?? '', exact: decodeURIComponent(match?.[2] ?? '') };
}

function expectDownloadHeaders(res: Response, fileName: string) {
  expect(res.status).toBe(200);
  const { fallback, exact } = parseAttachment(res.headers.get('content-disposition'));
  expect(exact).toBe(fileName);
  expect(fallback.length).toBeGreaterThan(0);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return fallback;
}

describe('download headers', () => {
  let t: TestApp;
  let k: IncidentKit;
  let incidentId: string;
  let incidentNumber: number;
  beforeAll(async () => {
    // HTML is not on the default upload allow-list: allowed here to show how such a file would be served.
    t = await startTestApp({ env: { UPLOAD_EXTENSIONS: `${DEFAULT_UPLOAD_EXTENSIONS},html` } });
    k = await incidentKit(t);
    const upload = await uploadFile(t, k.callers.user.token, { name: 'photo.png', content: TINY_PNG });
    expect(upload.status).toBe(201);
    const incident = await k.create(k.callers.user, 'submit', { attachments: [upload.body] });
    incidentId = incident.id;
    incidentNumber = incident.incidentNumber ?? 0;
    expect(incidentNumber).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const download = (path: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${k.callers.user.token}` } });

  it('a single file keeps its non-ASCII name in filename* with an ASCII fallback', async () => {
    const name = 'Prüfbericht 报告 (Linie 1).txt';
    const upload = await uploadFile(t, k.callers.user.token, { name, content: Buffer.from('text') });
    expect(upload.status).toBe(201);
    const res = await fetch(localUrl(t, upload.body.url));
    expect(expectDownloadHeaders(res, name)).toBe('Pr_fbericht __ (Linie 1).txt');
    expect(await res.text()).toBe('text');
  });

  it.each([
    ['quotes, CR and LF', 'evil"\r\nSet-Cookie: stolen=1\r\n.txt'],
    ['a backslash and a quote', 'back\\slash "quoted".txt'],
    ['parameter syntax', 'a.txt"; filename="evil.exe'],
    ['percent signs and apostrophes', "100% it's (1)*.txt"],
    ['only non-ASCII', 'Ωμέγα.txt'],
  ])('a name with %s cannot break the header', async (_what, name) => {
    const upload = await uploadFile(t, k.callers.user.token, {
      name: 'plain.txt',
      content: Buffer.from('x'),
    });
    // A signed link may carry any download name: sign one with the hostile name directly.
    const url = await t.app.appContext.storage.signedUrl(upload.body.id, {
      expiresInSeconds: 60,
      fileName: name,
    });
    const res = await fetch(localUrl(t, url));
    const fallback = expectDownloadHeaders(res, name);
    expect(fallback).not.toMatch(/["\\\r\n]/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('an uploaded HTML page is sent as a sandboxed attachment, never as a page of our origin', async () => {
    const html = '<!doctype html><script>fetch("/v1/users")</script>';
    const upload = await uploadFile(t, k.callers.user.token, {
      name: 'page.html',
      type: 'text/html',
      content: Buffer.from(html),
    });
    expect(upload.status).toBe(201);
    const res = await fetch(localUrl(t, upload.body.url));
    expectDownloadHeaders(res, 'page.html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(DOWNLOAD_CSP);
    expect(csp.split(';').map((d) => d.trim())).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });

  it('the attachments zip', async () => {
    const res = await download(`/v1/incidents/${incidentId}/attachments.zip`);
    expectDownloadHeaders(res, 'IncidentAttachments.zip');
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it.each(['csv', 'xlsx'])('the %s export', async (format) => {
    const res = await download(`/v1/incidents/export.${format}`);
    const { exact } = parseAttachment(res.headers.get('content-disposition'));
    expect(exact).toMatch(new RegExp(`^IncidentLog\\d{8}\\.${format}$`));
    expectDownloadHeaders(res, exact);
    await res.arrayBuffer();
  });

  it.each([
    ['print', 'Incident'],
    ['tag', 'Tag'],
  ])('the %s PDF', async (kind, prefix) => {
    const res = await download(`/v1/incidents/${incidentId}/${kind}.pdf`);
    expectDownloadHeaders(res, `${prefix}-${incidentNumber}.pdf`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
