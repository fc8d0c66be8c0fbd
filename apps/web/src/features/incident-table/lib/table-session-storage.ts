import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import type { z } from 'zod';
import { STORAGE_PREFIX } from '../../../lib/app-storage';

/** What an incident table keeps for the browser tab: search, sort and column filters (docs/product.md §2). */
const ZTableSessionState = ZIncidentListQuery.pick({
  search: true,
  sortBy: true,
  sortDir: true,
  filters: true,
});
export type TableSessionState = z.output<typeof ZTableSessionState>;

export const DEFAULT_TABLE_SESSION_STATE: TableSessionState = ZTableSessionState.parse({});

/**
 * Reads a table's state from sessionStorage under `qi.<key>` (the app's prefix; sign-out clears sessionStorage).
 * Anything unreadable falls back to the defaults.
 */
export function readTableSessionState(key: string): TableSessionState {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return DEFAULT_TABLE_SESSION_STATE;
    const parsed = ZTableSessionState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_TABLE_SESSION_STATE;
  } catch {
    return DEFAULT_TABLE_SESSION_STATE;
  }
}

export function writeTableSessionState(key: string, state: TableSessionState): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the table keeps working from memory.
  }
}
