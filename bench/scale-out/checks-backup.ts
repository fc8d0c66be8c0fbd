import fs from 'node:fs';
import path from 'node:path';
import { submitBody } from '../lib/incident-scenarios';
import type { FilesState } from './checks-files';
import { expectStatus, signIn } from './client';
import { sha256 } from './fixtures';
import { startInstances } from './instances';
import { dumpDatabase, freshDatabase, restoreDatabase } from './postgres';
import { ensure } from './report';
import { QUALITY, type Stack } from './stack';

export const RESTORE_DATABASE = 'qi_scaleout_restore';

/**
 * 8. The backup of docs/deployment.md, as a drill: pg_dump while both instances take submissions, restore
 * into a new database, start a third instance on it (same bucket) and read the incident of check 3 back.
 */
export async function checkBackupRestore(
  s: Stack,
  state: Partial<FilesState>,
  port: number,
): Promise<string[]> {
  const id = state.incidentId;
  ensure(id, 'no incident from the file check');
  const quality = (await signIn(s.nginx, QUALITY, s.password)).idToken;
  const reference = await expectStatus(200, s.nginx, 'GET', '/v1/data', { token: quality });
  const before = (await expectStatus(200, s.nginx, 'GET', '/v1/incidents', { token: quality })).body
    .total as number;

  const file = path.join(s.runDir, 'qi_scaleout.dump');
  const started = performance.now();
  const writes = Array.from({ length: 10 }, () =>
    expectStatus(201, s.nginx, 'POST', '/v1/incidents', { token: quality, json: submitBody(reference.body) }),
  );
  await Promise.all([dumpDatabase(s.db.url, file), ...writes]);
  const dumpMs = Math.round(performance.now() - started);
  const after = (await expectStatus(200, s.nginx, 'GET', '/v1/incidents', { token: quality })).body
    .total as number;

  const restored = freshDatabase(s.adminUrl, RESTORE_DATABASE);
  try {
    const restoreStarted = performance.now();
    await restoreDatabase(restored.url, file);
    const restoreMs = Math.round(performance.now() - restoreStarted);
    const [c] = await startInstances(
      { ...s.shared, databaseUrl: restored.url },
      [{ name: 'C', port }],
      s.runDir,
    );
    ensure(c, 'instance C did not start');
    try {
      // The restored sessions are valid too: the token from before the dump works on C.
      const total = (await expectStatus(200, c.url, 'GET', '/v1/incidents', { token: quality })).body
        .total as number;
      ensure(
        total >= before && total <= after,
        `restored incidents ${total}, expected between ${before} and ${after}`,
      );
      const [fromA, fromC] = await Promise.all([
        expectStatus(200, s.a.url, 'GET', `/v1/incidents/${id}`, { token: quality }),
        expectStatus(200, c.url, 'GET', `/v1/incidents/${id}`, { token: quality }),
      ]);
      const strip = (body: unknown) =>
        JSON.stringify(body, (key, value) =>
          key === 'url' && typeof value === 'string' ? value.split('?')[0] : value,
        );
      ensure(
        strip(fromA.body) === strip(fromC.body),
        `incident differs after restore:\nA ${fromA.text}\nC ${fromC.text}`,
      );
      for (const attachment of fromC.body.attachments as { id: string; name: string; url: string }[]) {
        const response = await fetch(attachment.url);
        const data = Buffer.from(await response.arrayBuffer());
        ensure(response.ok, `${attachment.name} from the restored instance: ${response.status}`);
        ensure(
          sha256(data) === state.hashes?.[attachment.id],
          `${attachment.name}: bytes differ after restore`,
        );
      }
      return [
        `pg_dump -Fc during 10 concurrent submissions: ${dumpMs} ms, ${fs.statSync(file).size} bytes`,
        `pg_restore into ${RESTORE_DATABASE}: ${restoreMs} ms; instance C on it: ${total} incidents (${before} before the dump, ${after} after)`,
        'C answers the closed incident of check 4 as A does; its attachments download from the same bucket',
      ];
    } finally {
      await c.child.stop();
    }
  } finally {
    restored.drop();
  }
}
