import { call, expectStatus, signIn } from './client';
import { ensure } from './report';
import { ADMIN, INVESTIGATOR, QUALITY, REPORTER, type Stack } from './stack';

/** 0. Both instances started at once on an empty database: each migration and the demo seed ran once. */
export async function checkConcurrentStart(s: Stack): Promise<string[]> {
  const migrations = s.db.column('select name from kysely_migration order by name');
  ensure(migrations.length > 0, 'no migrations recorded');
  ensure(new Set(migrations).size === migrations.length, `a migration is recorded twice: ${migrations}`);
  const users = s.db.column('select email from users order by email');
  const expected = [ADMIN, INVESTIGATOR, QUALITY, REPORTER].sort();
  ensure(JSON.stringify(users) === JSON.stringify(expected), `users after the seed: ${users.join(', ')}`);
  // The winner of the seed race also stores the two template files; the loser must not add two more.
  const uploads = s.db.column('select key from uploads');
  ensure(uploads.length === 2, `template uploads after the seed: ${uploads.length} (expected 2)`);
  for (const instance of [s.a, s.b]) {
    const health = await expectStatus(200, instance.url, 'GET', '/health');
    ensure(health.body.database === 'ok', `${instance.name} /health: ${health.text}`);
  }
  return [
    `both instances healthy ${Math.round(s.startMs)} ms after a simultaneous start on an empty database`,
    `${migrations.length} migrations recorded once each; demo seed ran once (4 users, 2 template files)`,
  ];
}

/** 1. Requests through nginx alternate between the instances (X-Upstream). */
export async function checkRoundRobin(s: Stack): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 10; i++) {
    const answer = await expectStatus(200, s.nginx, 'GET', '/health');
    ensure(answer.upstream, 'nginx sent no X-Upstream header');
    seen.push(answer.upstream);
  }
  const addresses = new Set(seen);
  ensure(addresses.has(s.a.address) && addresses.has(s.b.address), `upstreams seen: ${seen.join(' ')}`);
  ensure(
    seen.every((address, i) => i === 0 || address !== seen[i - 1]),
    `not alternating: ${seen.join(' ')}`,
  );
  const label = (address: string) => (address === s.a.address ? 'A' : 'B');
  return [`10 × GET /health via nginx answered by ${seen.map(label).join(' ')}`];
}

/**
 * 2. A session opened on A works on B; refresh on B; logout on A ends it on B. A replayed refresh token ends its
 * whole session (docs/api.md, Sessions), on whichever instance it comes back: checked with a second session,
 * since the replay also revokes the idTokens the rotation issued.
 */
export async function checkSharedSessions(s: Stack): Promise<string[]> {
  const tokens = await signIn(s.a.url, QUALITY, s.password);
  const me = await expectStatus(200, s.b.url, 'GET', '/v1/auth/me', { token: tokens.idToken });
  ensure(me.body.user.email === QUALITY, `B's /v1/auth/me: ${me.text}`);

  const refreshed = await expectStatus(200, s.b.url, 'POST', '/v1/auth/refresh', {
    json: { refreshToken: tokens.refreshToken },
  });
  const fresh = refreshed.body as { idToken: string; refreshToken: string };
  ensure(fresh.refreshToken !== tokens.refreshToken, 'the refresh token did not rotate');
  await expectStatus(200, s.a.url, 'GET', '/v1/auth/me', { token: fresh.idToken });

  await expectStatus(204, s.a.url, 'POST', '/v1/auth/logout', { token: fresh.idToken });
  const after = await call(s.b.url, 'GET', '/v1/auth/me', { token: fresh.idToken });
  ensure(after.status === 401, `after logout on A, B answered ${after.status} (expected 401)`);
  const older = await call(s.b.url, 'GET', '/v1/auth/me', { token: tokens.idToken });
  ensure(older.status === 401, `after logout, the first idToken on B answered ${older.status}`);

  const second = await signIn(s.b.url, QUALITY, s.password);
  const rotated = await expectStatus(200, s.b.url, 'POST', '/v1/auth/refresh', {
    json: { refreshToken: second.refreshToken },
  });
  const reused = await call(s.a.url, 'POST', '/v1/auth/refresh', {
    json: { refreshToken: second.refreshToken },
  });
  ensure(reused.status === 401, `the replayed refresh token on A answered ${reused.status} (expected 401)`);
  const revoked = await call(s.b.url, 'GET', '/v1/auth/me', {
    token: (rotated.body as { idToken: string }).idToken,
  });
  ensure(revoked.status === 401, `after the replay, the rotated idToken on B answered ${revoked.status}`);
  return [
    'signed in on A → /v1/auth/me on B 200; refresh on B 200 (rotated) → new idToken on A 200',
    'logout on A (204) → the session’s idTokens on B 401',
    'refresh on B, the spent refresh token replayed on A 401 → the session ended on B too (401)',
  ];
}

/** 6. Rate limits count across instances: the counts live in the database. */
export async function checkSharedRateLimits(s: Stack): Promise<string[]> {
  const instances = [s.a, s.b];
  const statuses: string[] = [];
  // Failed sign-ins: 5 per account in 15 minutes (apps/server/src/modules/auth/auth-limits.ts).
  for (let i = 0; i < 5; i++) {
    const instance = instances[i % 2]!;
    const answer = await call(instance.url, 'POST', '/v1/auth/login', {
      json: { email: INVESTIGATOR, password: `Wrong${i}pass!` },
    });
    ensure(answer.status === 401, `wrong password #${i + 1} on ${instance.name}: ${answer.status}`);
    statuses.push(`${instance.name}:${answer.status}`);
  }
  // The sixth attempt, with the right password, on B: refused because A and B counted together.
  const blocked = await call(s.b.url, 'POST', '/v1/auth/login', {
    json: { email: INVESTIGATOR, password: s.password },
  });
  ensure(blocked.status === 429, `6th sign-in (right password) on B: ${blocked.status} (expected 429)`);
  statuses.push(`B:${blocked.status}`);

  // Reset code requests: 5 per email an hour.
  const resets: string[] = [];
  for (let i = 0; i < 5; i++) {
    const instance = instances[(i + 1) % 2]!;
    await expectStatus(200, instance.url, 'POST', '/v1/auth/forgot-password', { json: { email: REPORTER } });
    resets.push(`${instance.name}:200`);
  }
  const resetBlocked = await call(s.a.url, 'POST', '/v1/auth/forgot-password', { json: { email: REPORTER } });
  ensure(resetBlocked.status === 429, `6th reset request on A: ${resetBlocked.status} (expected 429)`);
  resets.push(`A:${resetBlocked.status}`);
  return [
    `sign-in failures (limit 5/account/15 min): ${statuses.join(' ')} (last one with the right password)`,
    `reset requests (limit 5/email/hour): ${resets.join(' ')}`,
  ];
}
