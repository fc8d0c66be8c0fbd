import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

// The form's rules (the domain schema, loaded on first use) cannot be fetched: offline, or a new
// release replaced the chunk.
vi.mock('@qi/domain/auth', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('/login without its form rules', () => {
  it('sends the form as typed and lets the server answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = mockFetch({
      'POST /v1/auth/login': () => errorBody(401, 'UNAUTHENTICATED', 'Incorrect email or password.'),
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/v1/auth/login')?.body).toEqual({
        email: 'jane@example.com',
        password: 'x',
      }),
    );
    expect(await screen.findByText(TOAST.loginFailure)).toBeTruthy();
  });
});
