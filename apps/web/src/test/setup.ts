import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSessionCache } from '../lib/auth-storage';

// Lazily loaded pages take a moment on a busy machine: `findBy…` and `waitFor` return as soon as they find, so a
// long limit costs a passing test nothing and keeps a loaded machine from failing it.
configure({ asyncUtilTimeout: 15_000 });

// user-event waits a timer turn between every key and click by default (`delay: 0`); tests need no such pauses,
// so `userEvent.setup()` means `{ delay: null }` unless a test asks otherwise.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/user-event')>();
  const userEvent = {
    ...actual.userEvent,
    setup: (options?: Parameters<typeof actual.userEvent.setup>[0]) =>
      actual.userEvent.setup({ delay: null, ...options }),
  };
  return { ...actual, default: userEvent, userEvent };
});

// Component tests never reach a network: a request no test mocked (e.g. a query refetching after its test ended
// and its mock was removed) fails as it would offline instead of trying a real connection.
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch (component tests have no network)'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
