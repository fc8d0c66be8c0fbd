import { PROVIDER_SIGNING_MSG, SIGNATURE_MSG } from '@qi/domain/signatures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../test/helpers/test-app';
import { signatureKit } from '../signatures/signature-test-kit';
import { type OidcKit, oidcKit } from './oidc-test-kit';

describe('signing through the identity provider (decision 053)', () => {
  let k: OidcKit;
  let s: Awaited<ReturnType<typeof signatureKit>>;
  let token: string;
  beforeAll(async () => {
    k = await oidcKit();
    await k.configure({ createAccounts: true, groupRoles: [{ group: 'qi-quality', role: 'quality' }] });
    s = await signatureKit(k.t);
    await s.setSignatures('password');
    k.account({
      sub: 'signer-1',
      email: 'signer@contoso.test',
      email_verified: true,
      groups: ['qi-quality'],
    });
    k.account({ sub: 'other-1', email: 'other@contoso.test', email_verified: true, groups: ['qi-quality'] });
    const signedIn = await k.signIn('signer-1');
    expect(signedIn.status).toBe(200);
    token = signedIn.body.idToken;
  });
  afterAll(() => k.close());

  /** A decided disposition, ready to be approved (which signs). */
  async function decided() {
    const incident = await s.acknowledgedIncident();
    await s.disposeAll(s.callers.quality, incident.id);
    return incident;
  }
  const approve = (id: string, body: Record<string, unknown>, as = token) =>
    k.t.request('POST', `/v1/incidents/${id}/disposition/approve`, { token: as, body });

  it('says how each session signs: through the provider for its sessions, with the password otherwise', async () => {
    const provider = await k.t.request('GET', '/v1/auth/oidc/signing', { token });
    expect(provider.body).toEqual({ method: 'provider', providerName: 'Contoso ID' });
    const password = await k.t.request('GET', '/v1/auth/oidc/signing', { token: s.callers.quality.token });
    expect(password.body).toEqual({ method: 'password', providerName: 'Contoso ID' });
  });

  it('a provider session cannot sign with a password: it must sign in again at the provider', async () => {
    const incident = await decided();
    const res = await approve(incident.id, { signature: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SIGNATURE_MSG.providerRequired);
    expect(await s.signaturesOf(incident.id)).toEqual([]);
  });

  it('asks the provider again (prompt=login, max_age=0), then signs once with the grant, recorded as such', async () => {
    const start = await k.t.request('POST', '/v1/auth/oidc/signing/start', { token });
    const url = new URL(start.body.authorizationUrl);
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('max_age')).toBe('0');

    const prompts = k.provider.loginPrompts;
    const answer = await k.reauthenticate(token, 'signer-1');
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe('signing');
    expect(k.provider.loginPrompts).toBe(prompts + 1);

    const incident = await decided();
    const res = await approve(incident.id, { signature: { providerGrant: answer.body.signingGrant } });
    expect(res.status).toBe(200);
    expect(await s.signaturesOf(incident.id)).toMatchObject([
      { subject: 'disposition', meaning: 'Approved', signerName: 'signer@contoso.test', method: 'provider' },
    ]);

    // One use: the same grant signs nothing else.
    const other = await decided();
    const again = await approve(other.id, { signature: { providerGrant: answer.body.signingGrant } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(PROVIDER_SIGNING_MSG.grantRejected);
  });

  it('refuses a signature whose auth_time is older than the signing request', async () => {
    // A provider that did not ask again reports the earlier sign-in: an hour ago…
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const old = await k.reauthenticate(token, 'signer-1', hourAgo);
    expect(old.status).toBe(403);
    expect(old.body).toMatchObject({ code: 'SIGNATURE_REJECTED', message: PROVIDER_SIGNING_MSG.stale });
    // …or seconds before the request to sign, within the clock tolerance a library allows.
    const fewSecondsAgo = Math.floor(Date.now() / 1000) - 5;
    const recent = await k.reauthenticate(token, 'signer-1', fewSecondsAgo);
    expect(recent.status).toBe(403);
    expect(recent.body.message).toBe(PROVIDER_SIGNING_MSG.stale);
    expect(
      await k.t.db.selectFrom('oidc_signing_grants').select('id').where('used_at', 'is', null).execute(),
    ).toEqual([]);
  });

  it('refuses a re-authentication as someone else, and a grant of another session', async () => {
    const someoneElse = await k.reauthenticate(token, 'other-1');
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe(PROVIDER_SIGNING_MSG.otherPerson);

    const grant = (await k.reauthenticate(token, 'signer-1')).body.signingGrant;
    const secondSession = (await k.signIn('signer-1')).body.idToken;
    const incident = await decided();
    const res = await approve(incident.id, { signature: { providerGrant: grant } }, secondSession);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SIGNATURE_REJECTED');
    expect(await s.signaturesOf(incident.id)).toEqual([]);
  });

  it('a password session still signs with the password, recorded as a password signature', async () => {
    const incident = await decided();
    const res = await approve(incident.id, s.withPassword, s.callers.quality.token);
    expect(res.status).toBe(200);
    expect((await s.signaturesOf(incident.id))[0]?.method).toBe('password');
  });
});
