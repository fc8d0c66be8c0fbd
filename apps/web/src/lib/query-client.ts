import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { subscribeSession } from './auth-storage';

/** A 4xx will not get better by asking again; network and 5xx errors get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // A save while offline fails at once and says so, instead of waiting (paused, its dialog frozen)
      // for the connection to come back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let app: { client: QueryClient; unsubscribe: () => void } | undefined;

/** The app's one server-state cache, made when the first page that reads data opens. */
export function getAppQueryClient(): QueryClient {
  if (!app) {
    const client = createQueryClient();
    // Signing out (here or in another tab) empties the cache even while no page uses it,
    // so the next user never sees the previous user's data.
    const unsubscribe = subscribeSession((session) => {
      if (!session) client.clear();
    });
    app = { client, unsubscribe };
  }
  return app.client;
}

/** For tests: drop the cache so the next render starts with an empty one. */
export function resetAppQueryClient(): void {
  app?.client.clear();
  app?.unsubscribe();
  app = undefined;
}
