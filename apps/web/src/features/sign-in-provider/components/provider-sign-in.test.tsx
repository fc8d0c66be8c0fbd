import { OIDC_MSG, oidcButtonLabel } from '@qi/domain/oidc-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/auth-storage';
import { buildTokens, buildUser, layoutHandlers } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { rememberFlow } from '../lib/provider-flow';

const AUTHORIZE = 'https://login.contoso.test/authorize?client_id=qi&state=s1';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Sign in with the identity provider on /login', () => {
  it('offers the button only when the provider is set up', async () => {
    mockFetch({ 'GET /v1/auth/oidc': () => json({ enabled: false, name: null }) });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull());
  });

  it('sends the browser to the provider, asking to come back to `from`', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = mockFetch({
      'GET /v1/auth/oidc': () => json({ enabled: true, name: 'Contoso ID' }),
      'POST /v1/auth/oidc/start': () => json({ authorizationUrl: AUTHORIZE }),
    });
    renderApp('/login?from=%2Fincidents');
    const button = await screen.findByRole('button', { name: oidcButtonLabel('Contoso ID') });
    await userEvent.setup().click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    expect(requests.find((r) => r.path === '/v1/auth/oidc/start')?.body).toEqual({ returnTo: '/incidents' });
    expect(sessionStorage.getItem('qi.oidc.flow')).toBe(JSON.stringify({ purpose: 'sign-in' }));
  });
});

describe('/auth/callback', () => {
  it('completes the sign-in as a password sign-in does and goes on to the return path', async () => {
    const user = buildUser({ role: 'quality' });
    window.history.replaceState(null, '', '/auth/callback?code=c1&state=s1&iss=x');
    const { requests } = mockFetch({
      ...layoutHandlers(user),
      'POST /v1/auth/oidc/callback': () =>
        json({ kind: 'sign-in', returnTo: '/incidents', ...buildTokens(user) }),
    });
    const app = renderApp('/auth/callback?code=c1&state=s1&iss=x');
    await waitFor(() => expect(app.location()).toBe('/incidents'));
    expect(requests.find((r) => r.path === '/v1/auth/oidc/callback')?.body).toEqual({
      parameters: 'code=c1&state=s1&iss=x',
    });
    // Sent without a bearer token: the flow cookie says whose answer it is.
    expect(requests.find((r) => r.path === '/v1/auth/oidc/callback')?.headers.authorization).toBeUndefined();
    expect(getSession()?.user.user_id).toBe(user.user_id);
    // The spent code does not stay in the address.
    expect(window.location.search).toBe('');
  });

  it('shows the refusal and the way back to sign in', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=c1&state=s1');
    mockFetch({
      'POST /v1/auth/oidc/callback': () => errorBody(403, 'FORBIDDEN', OIDC_MSG.awaitingApproval),
    });
    renderApp('/auth/callback?code=c1&state=s1');
    expect((await screen.findByRole('alert')).textContent).toBe(OIDC_MSG.awaitingApproval);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('in a signing window, hands the grant to the dialog that waits for it', async () => {
    const received: unknown[] = [];
    const channel = new BroadcastChannel('qi.provider-signing');
    channel.onmessage = (event) => received.push(event.data);
    rememberFlow({ purpose: 'signing', ref: 'dialog-1' });
    window.history.replaceState(null, '', '/auth/callback?code=c2&state=s2');
    vi.spyOn(window, 'close').mockImplementation(() => {});
    mockFetch({ 'POST /v1/auth/oidc/callback': () => json({ kind: 'signing', signingGrant: 'grant-1' }) });
    renderApp('/auth/callback?code=c2&state=s2');
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(received).toEqual([{ ref: 'dialog-1', grant: 'grant-1' }]));
    channel.close();
  });
});
