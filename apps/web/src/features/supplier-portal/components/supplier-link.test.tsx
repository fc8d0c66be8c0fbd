import { SUPPLIER_MSG, SUPPLIER_TOAST } from '@qi/domain/scar-supplier';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { resetSupplierSession } from '../lib/supplier-session';
import { supplierScar } from './supplier-scar-fixture';

const TOKEN = 'L'.repeat(43);
const SENT = { number: 'SCAR-0007', sentTo: 'j***@s***.com', codeExpiresAt: '2026-03-01T10:10:00.000Z' };

beforeEach(() => resetSupplierSession());

describe('/supplier opened from the emailed link', () => {
  it('takes the token out of the address, mails a code, and signs in with it as the supplier', async () => {
    let codeAnswer = () => errorBody(400, 'BAD_REQUEST', SUPPLIER_MSG.invalidCode);
    const { requests } = mockFetch({
      'POST /v1/supplier/link': () => json(SENT),
      'POST /v1/supplier/session': () => codeAnswer(),
      'GET /v1/supplier/scar': () => json(supplierScar()),
    });
    const app = renderApp(`/supplier#token=${TOKEN}`);
    const user = userEvent.setup();

    expect(await screen.findByText(/We have emailed a six-digit code to j\*\*\*@s\*\*\*\.com/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Open SCAR-0007' })).toBeTruthy();
    // The token left the address bar at once and is kept for this tab only.
    expect(app.router.state.location.hash).toBe('');
    expect(app.location()).toBe('/supplier');
    expect(sessionStorage.getItem('qi.supplier.link')).toBe(TOKEN);
    const opens = requests.filter((r) => r.path === '/v1/supplier/link');
    expect(opens).toHaveLength(1);
    expect(opens[0]?.body).toEqual({ token: TOKEN });
    expect(opens[0]?.headers.authorization).toBeUndefined();

    // The form's own check (the domain's message), then the server's refusal in its words.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SUPPLIER_MSG.invalidCode)).toBeTruthy();
    expect(requests.some((r) => r.path === '/v1/supplier/session')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(requests.filter((r) => r.path === '/v1/supplier/session')).toHaveLength(1));
    expect(await screen.findByText(SUPPLIER_MSG.invalidCode)).toBeTruthy();

    codeAnswer = () => errorBody(429, 'RATE_LIMITED', SUPPLIER_MSG.codeLimit);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SUPPLIER_MSG.codeLimit)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(SUPPLIER_TOAST.codeSent)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/v1/supplier/link')).toHaveLength(2);

    codeAnswer = () => json({ sessionToken: 'qis_session', expiresAt: '2026-03-01T12:00:00.000Z' });
    await user.clear(screen.getByRole('textbox', { name: /^Code/ }));
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SCAR-0007' })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/v1/supplier/session').at(-1)?.body).toEqual({
      token: TOKEN,
      code: '123456',
    });
    // The supplier's session, in this tab's storage and not the staff sign-in's, is the bearer of its calls.
    expect(sessionStorage.getItem('qi.supplier.session')).toBe('qis_session');
    expect(localStorage.getItem('qi.auth.session')).toBeNull();
    const read = requests.find((r) => r.path === '/v1/supplier/scar');
    expect(read?.headers.authorization).toBe('Bearer qis_session');
  });

  it('explains that a withdrawn or expired link no longer works (410)', async () => {
    mockFetch({ 'POST /v1/supplier/link': () => errorBody(410, 'GONE', SUPPLIER_MSG.linkGone) });
    renderApp(`/supplier#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText(SUPPLIER_MSG.linkGone)).toBeTruthy();
    expect(screen.getByText(/ask the buyer who sent you the request for a new link/)).toBeTruthy();
    expect(sessionStorage.getItem('qi.supplier.link')).toBeNull();
  });

  it('turns to the same page when the link of the session is replaced while signed in (410)', async () => {
    sessionStorage.setItem('qi.supplier.link', TOKEN);
    sessionStorage.setItem('qi.supplier.session', 'qis_session');
    mockFetch({ 'GET /v1/supplier/scar': () => errorBody(410, 'GONE', SUPPLIER_MSG.linkGone) });
    renderApp('/supplier');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(sessionStorage.getItem('qi.supplier.session')).toBeNull();
  });

  it('asks for a new code when the session has ended (401)', async () => {
    sessionStorage.setItem('qi.supplier.link', TOKEN);
    sessionStorage.setItem('qi.supplier.session', 'qis_old');
    const { requests } = mockFetch({
      'GET /v1/supplier/scar': () => errorBody(401, 'UNAUTHENTICATED', SUPPLIER_MSG.signInRequired),
      'POST /v1/supplier/link': () => json(SENT),
    });
    renderApp('/supplier');
    const user = userEvent.setup();
    expect(await screen.findByText('Your session has ended. Send a new code to continue.')).toBeTruthy();
    // No code is mailed until the supplier asks for one.
    expect(requests.some((r) => r.path === '/v1/supplier/link')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('textbox', { name: /^Code/ })).toBeTruthy();
    expect(sessionStorage.getItem('qi.supplier.session')).toBeNull();
  });

  it('without a link, says to open the link in the email', async () => {
    mockFetch({});
    renderApp('/supplier');
    expect(await screen.findByText(SUPPLIER_MSG.signInRequired)).toBeTruthy();
  });
});
