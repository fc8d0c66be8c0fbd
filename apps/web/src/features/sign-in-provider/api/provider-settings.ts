import type { TOidcSettings, TSaveOidcSettingsRequest } from '@qi/domain/oidc';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

export const PROVIDER_SETTINGS_KEY = ['sign-in-provider'] as const;

/** `GET /v1/sign-in-provider` (admin): the settings in force, never the client secret. */
export const providerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: PROVIDER_SETTINGS_KEY,
    queryFn: ({ signal }): Promise<TOidcSettings> => answerOf(api.GET('/v1/sign-in-provider', { signal })),
  });

export function useProviderSettings() {
  return useQuery(providerSettingsQueryOptions());
}

/** `PUT /v1/sign-in-provider` (admin): the whole settings; a secret only when one is typed. */
export function useSaveProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveOidcSettingsRequest): Promise<TOidcSettings> =>
      answerOf(api.PUT('/v1/sign-in-provider', { body })),
    onSuccess: (saved) => queryClient.setQueryData(PROVIDER_SETTINGS_KEY, saved),
  });
}
