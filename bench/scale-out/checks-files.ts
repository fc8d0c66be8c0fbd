import fs from 'node:fs';
import path from 'node:path';
import { submitBody } from '../lib/incident-scenarios';
import { type Answer, call, expectStatus, signIn } from './client';
import { largePdf, randomPng, sha256 } from './fixtures';
import { ensure } from './report';
import { listStoredKeys } from './s3-store';
import { QUALITY, REPORTER, type Stack } from './stack';

interface Attachment {
  id: string;
  name: string;
  type: string;
  size: number;
  url: string;
}

/** What the file checks leave for the later ones. */
export interface FilesState {
  incidentId: string;
  attachments: Attachment[];
  /** sha256 of each uploaded file, by attachment id. */
  hashes: Record<string, string>;
}

function upload(base: string, token: string, name: string, type: string, data: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return call(base, 'POST', '/v1/uploads', { token, form });
}

async function download(url: string): Promise<{ response: Response; data: Buffer }> {
  const response = await fetch(url);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

const MiB = 1024 * 1024;

/**
 * 3. Upload through B (one small image: a single PutObject; one 12 MiB file: a 3-part multipart upload),
 * submit an incident with both through A, then download each through its presigned URL and compare bytes.
 */
export async function checkFilesAcrossInstances(s: Stack, state: Partial<FilesState>): Promise<string[]> {
  const reporter = await signIn(s.a.url, REPORTER, s.password);
  const files = [
    { name: 'Riss – Gehäuse 報告.png', type: 'image/png', data: randomPng() },
    { name: 'Lab report 2024.pdf', type: 'application/pdf', data: largePdf(12 * MiB + 12345) },
  ];
  const attachments: Attachment[] = [];
  const timings: string[] = [];
  for (const file of files) {
    const started = performance.now();
    const answer = await upload(s.b.url, reporter.idToken, file.name, file.type, file.data);
    ensure(
      answer.status === 201,
      `upload of ${file.name} on B: ${answer.status} ${answer.text.slice(0, 300)}`,
    );
    ensure(
      answer.body.size === file.data.length,
      `${file.name}: size ${answer.body.size} ≠ ${file.data.length}`,
    );
    attachments.push(answer.body);
    timings.push(`${file.name}, ${file.data.length} bytes, ${Math.round(performance.now() - started)} ms`);
  }
  const reference = await expectStatus(200, s.a.url, 'GET', '/v1/data', { token: reporter.idToken });
  const created = await expectStatus(201, s.a.url, 'POST', '/v1/incidents', {
    token: reporter.idToken,
    json: { ...submitBody(reference.body), attachments },
  });
  ensure(created.body.status === 'submitted', `new incident status ${created.body.status}`);
  state.incidentId = created.body.id;
  state.attachments = attachments;
  state.hashes = Object.fromEntries(attachments.map((a, i) => [a.id, sha256(files[i]!.data)]));

  const lines = [
    `uploaded on B: ${timings.join('; ')}`,
    `incident #${created.body.incidentNumber} submitted on A with both attachments`,
  ];
  const viaNginx = await expectStatus(200, s.nginx, 'GET', `/v1/incidents/${created.body.id}`, {
    token: reporter.idToken,
  });
  for (const [i, attachment] of (viaNginx.body.attachments as Attachment[]).entries()) {
    const original = files[i]!;
    ensure(attachment.url.startsWith(`${s.store.endpoint}/${s.store.bucket}/`), `url: ${attachment.url}`);
    const { response, data } = await download(attachment.url);
    ensure(response.status === 200, `presigned download of ${attachment.name}: ${response.status}`);
    ensure(sha256(data) === sha256(original.data), `${attachment.name}: downloaded bytes differ (sha256)`);
    const disposition = response.headers.get('content-disposition') ?? '';
    ensure(disposition.startsWith('attachment'), `${attachment.name}: Content-Disposition "${disposition}"`);
    const utf8Name = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1];
    ensure(
      utf8Name !== undefined && decodeURIComponent(utf8Name) === original.name,
      `${attachment.name}: the download would not be named "${original.name}" (${disposition})`,
    );
    ensure(
      response.headers.get('content-type') === original.type,
      `${attachment.name}: Content-Type ${response.headers.get('content-type')}`,
    );
    lines.push(
      `presigned GET ${attachment.name}: 200, sha256 ${sha256(data).slice(0, 16)}… equal, ` +
        `Content-Type ${original.type}, Content-Disposition: ${disposition}`,
    );
  }

  // The server reads the objects back from S3 itself for the zip of all attachments.
  const zip = await fetch(`${s.nginx}/v1/incidents/${created.body.id}/attachments.zip`, {
    headers: { authorization: `Bearer ${reporter.idToken}` },
  });
  const zipData = Buffer.from(await zip.arrayBuffer());
  ensure(zip.status === 200, `attachments.zip: ${zip.status} ${zipData.toString('utf8', 0, 300)}`);
  for (const attachment of attachments) {
    ensure(zipData.includes(Buffer.from(attachment.name)), `the zip does not name ${attachment.name}`);
  }
  ensure(zipData.length > files[1]!.data.length, `the zip holds only ${zipData.length} bytes`);
  lines.push(`attachments.zip via nginx (${zip.headers.get('x-upstream')}): 200, ${zipData.length} bytes`);

  // Refused uploads must leave no object behind (PutObject deleted, multipart aborted): check 7 counts them.
  const fake = await upload(s.nginx, reporter.idToken, 'not an image.png', 'image/png', Buffer.from('text'));
  ensure(fake.status === 415, `a text file named .png: ${fake.status} (expected 415)`);
  const huge = await upload(s.nginx, reporter.idToken, 'too big.pdf', 'application/pdf', largePdf(21 * MiB));
  ensure(huge.status === 413, `a 21 MiB file: ${huge.status} (expected 413) ${huge.text.slice(0, 200)}`);
  lines.push('refused uploads via nginx: text named .png 415; 21 MiB file 413');
  return lines;
}

/** The browser's view: the page's CSP allows the store's origin for images and fetches. */
export async function checkContentSecurityPolicy(s: Stack, state: Partial<FilesState>): Promise<string[]> {
  const page = await call(s.nginx, 'GET', '/');
  const csp = page.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? [];
  const storeOrigin = new URL(s.store.endpoint).origin;
  ensure(directive('img-src').includes(storeOrigin), `img-src lacks ${storeOrigin}: ${csp}`);
  ensure(directive('connect-src').includes(storeOrigin), `connect-src lacks ${storeOrigin}: ${csp}`);
  const url = state.attachments?.[0]?.url;
  ensure(url, 'no attachment url from the file check');
  const signed = new URL(url);
  ensure(signed.origin === storeOrigin, `the presigned URL's origin ${signed.origin} ≠ ${storeOrigin}`);
  ensure(
    signed.searchParams.get('X-Amz-Expires') === '3600',
    `X-Amz-Expires ${signed.searchParams.get('X-Amz-Expires')}`,
  );
  return [
    `GET / (${page.status}): img-src ${directive('img-src').join(' ')}; connect-src ${directive('connect-src').join(' ')}`,
    `presigned URLs point at ${signed.origin} (allowed by img-src for <img>; links are navigations, which CSP does not restrict), X-Amz-Expires=3600`,
  ];
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** 7. Every recorded upload is an object in the bucket, nothing else is, and no instance keeps files. */
export async function checkFilesInBucket(s: Stack, state: Partial<FilesState>): Promise<string[]> {
  const stored = listStoredKeys(s.store);
  const recorded = s.db.column('select key from uploads order by key');
  ensure(
    JSON.stringify(stored) === JSON.stringify(recorded),
    `bucket keys ${JSON.stringify(stored)} ≠ uploads table ${JSON.stringify(recorded)}`,
  );
  for (const attachment of state.attachments ?? []) {
    ensure(stored.includes(attachment.id), `${attachment.id} is not in the bucket`);
  }
  const lines = [
    `bucket "${s.store.bucket}" holds exactly the ${stored.length} recorded uploads (2 templates + 2 attachments; no leftovers of refused uploads)`,
  ];
  for (const instance of [s.a, s.b]) {
    const local = filesUnder(instance.dataDir);
    ensure(
      !local.some((file) => file.startsWith('files')),
      `${instance.name} keeps files: ${local.join(', ')}`,
    );
    for (const key of stored) {
      const base = key.slice(key.lastIndexOf('/') + 1);
      ensure(!local.some((file) => file.endsWith(base)), `${instance.name}'s DATA_DIR holds ${base}`);
    }
    const mails = local.filter((file) => file.startsWith(`outbox${path.sep}`)).length;
    const others = local.filter((file) => !file.startsWith(`outbox${path.sep}`));
    lines.push(
      `instance ${instance.name} DATA_DIR: ${mails} mails in outbox/ (no SMTP_URL), other files: ${others.join(', ') || 'none'}`,
    );
  }
  const quality = await signIn(s.nginx, QUALITY, s.password);
  const templates = await expectStatus(200, s.nginx, 'GET', '/v1/templates', { token: quality.idToken });
  ensure(
    Array.isArray(templates.body) && templates.body.length === 2,
    `templates: ${templates.text.slice(0, 200)}`,
  );
  return lines;
}
