import type { TSigningMethodAnswer } from '@qi/domain/oidc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

export const SIGNING_METHOD_KEY = ['signing-method'] as const;

/** `GET /v1/auth/oidc/signing`: whether this session signs with its password or through the provider. */
export const signingMethodQueryOptions = () =>
  queryOptions({
    queryKey: SIGNING_METHOD_KEY,
    queryFn: ({ signal }): Promise<TSigningMethodAnswer> =>
      answerOf(api.GET('/v1/auth/oidc/signing', { signal })),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Asked only where signing is on; until it is known (or when it cannot be read), signing asks for the password. */
export function useSigningMethod(enabled: boolean) {
  return useQuery({ ...signingMethodQueryOptions(), enabled });
}
