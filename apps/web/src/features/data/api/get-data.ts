import { DATA_REFRESH_INTERVAL_MS } from '@qi/domain/constants';
import type { TProfile } from '@qi/domain/profile';
import type {
  TLocation,
  TPartNumberItem,
  TProductItem,
  TTemplateAttachment,
} from '@qi/domain/reference-data';
import type { TSupplier } from '@qi/domain/supplier';
import type { TUserName } from '@qi/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { readJson, removeKey, writeJson } from '../../../lib/app-storage';
import { getSession } from '../../../lib/auth-storage';

/**
 * `GET /v1/data`: the bounded data every page may need. Reference data (reports, products, part numbers,
 * suppliers, locations, templates) is typed by the features that own it.
 */
export interface BulkData {
  users: TUserName[];
  profile: TProfile;
  reports: unknown[];
  /** Every product and part number, retired ones included (active false): incidents still name them. */
  products: TProductItem[];
  partNumbers: TPartNumberItem[];
  partNumberMap: Record<string, string>;
  /** Every supplier, active first (retired ones are still named by older incidents). */
  suppliers: TSupplier[];
  locations: TLocation[];
  templates: TTemplateAttachment[];
}

interface CachedData {
  etag: string | null;
  data: BulkData;
}

export const DATA_CACHE_KEY = 'cache.data';

export function readCachedData(): CachedData | null {
  return readJson<CachedData>(DATA_CACHE_KEY);
}

/** Sends the last ETag; 304 keeps the cached copy. The copy lives in localStorage only while signed in. */
export async function getData(signal?: AbortSignal): Promise<BulkData> {
  const cached = readCachedData();
  const headers: Record<string, string> = {};
  if (cached?.etag) headers['If-None-Match'] = cached.etag;
  const response = await apiFetch('/v1/data', { headers, ...(signal ? { signal } : {}) });
  if (response.status === 304 && cached) return cached.data;
  const data = (await response.json()) as BulkData;
  if (getSession())
    writeJson(DATA_CACHE_KEY, { etag: response.headers.get('ETag'), data } satisfies CachedData);
  else removeKey(DATA_CACHE_KEY);
  return data;
}

export const dataQueryOptions = () =>
  queryOptions({
    queryKey: ['data'],
    queryFn: ({ signal }) => getData(signal),
    refetchInterval: DATA_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: DATA_REFRESH_INTERVAL_MS,
    initialData: () => readCachedData()?.data,
    initialDataUpdatedAt: 0,
  });

/** The bulk load: on sign-in and every 5 minutes (docs/product.md §4 Session). */
export function useData(enabled = true) {
  return useQuery({ ...dataQueryOptions(), enabled });
}
