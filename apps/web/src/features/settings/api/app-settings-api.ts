import { DEFAULT_APP_SETTINGS, type TAppSettings } from '@qi/domain/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

export const APP_SETTINGS_QUERY_KEY = ['app-settings'] as const;

/** `GET /v1/settings`: the settings an admin chose (signatures, photo size), for any signed-in user. */
export function getAppSettings(signal?: AbortSignal): Promise<TAppSettings> {
  return answerOf(api.GET('/v1/settings', { signal }));
}

export const appSettingsQueryOptions = () =>
  queryOptions({
    queryKey: APP_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getAppSettings(signal),
    // Settings change rarely: one read serves every page for a few minutes.
    staleTime: 5 * 60_000,
  });

/** The raw query, for the Administration form that must tell "loading" and "failed" apart. */
export function useAppSettingsQuery() {
  return useQuery(appSettingsQueryOptions());
}

/**
 * The app-wide settings for features that act on them (signing, photo scaling). Until they are read, or when
 * they cannot be, the defaults apply; the server still enforces the saved ones (a save that needs a signature
 * and has none is refused with a message the page shows).
 */
export function useAppSettings(): TAppSettings {
  const { data } = useAppSettingsQuery();
  return data ?? DEFAULT_APP_SETTINGS;
}

/**
 * The longest side photos are scaled to, asked when photos are prepared: the cached settings, else the read
 * under way (a photo chosen before the settings arrive waits for them), else the default when they cannot
 * be read (offline without a cached read).
 */
export function usePhotoMaxSide(): () => Promise<number> {
  const queryClient = useQueryClient();
  return () => {
    const cached = queryClient.getQueryData<TAppSettings>(APP_SETTINGS_QUERY_KEY);
    if (cached) return Promise.resolve(cached.photoMaxSide);
    if (!navigator.onLine) return Promise.resolve(DEFAULT_APP_SETTINGS.photoMaxSide);
    // One try, no retries: a photo must not wait for the query's backoff.
    return queryClient.fetchQuery({ ...appSettingsQueryOptions(), retry: false }).then(
      (settings) => settings.photoMaxSide,
      () => DEFAULT_APP_SETTINGS.photoMaxSide,
    );
  };
}

/** `PUT /v1/settings` (admin): the whole settings object. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppSettings) => answerOf(api.PUT('/v1/settings', { body })),
    onSuccess: (saved) => queryClient.setQueryData(APP_SETTINGS_QUERY_KEY, saved),
  });
}
