import { apiTokenStatus, type TApiToken } from '@qi/domain/api-tokens';
import type { ApiTokenRecord } from './api-token-repository';

/** The fields the list shows: never the secret, nor its hash. */
export function presentApiToken(token: ApiTokenRecord, now: Date): TApiToken {
  return {
    id: token.id,
    name: token.name,
    role: token.role,
    tokenPrefix: token.tokenPrefix,
    serviceAccountId: token.userId,
    createdBy: token.createdBy,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
    revokedAt: token.revokedAt,
    status: apiTokenStatus(token, now),
  };
}
