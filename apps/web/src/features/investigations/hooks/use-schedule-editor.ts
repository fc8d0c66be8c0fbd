import { isValidIsoDate } from '@qi/domain/dates';
import type { DueSection, TDueDateReasons, TInvestigationSchedule } from '@qi/domain/due-dates';
import type { TUpdateInvestigationRequest } from '@qi/domain/investigation';
import { useMemo, useState } from 'react';
import { useData } from '../../data/api/get-data';
import {
  invalidDueDates,
  needsReason,
  reasonsToSend,
  scheduleOf,
  scheduleUpdate,
} from '../lib/investigation-schedule';

export interface PendingMove {
  section: DueSection;
  from: string | null;
  to: string;
}

/**
 * The owners and due dates being edited on 'Update Investigation', beside the react-hook-form fields: a due
 * date moved from its saved day waits for its reason (`pending`) before the save may send it.
 */
export function useScheduleEditor(saved: TInvestigationSchedule | undefined) {
  const base = useMemo(() => scheduleOf(saved), [saved]);
  const [edited, setEdited] = useState(() => scheduleOf(saved));
  const [reasons, setReasons] = useState<TDueDateReasons>({});
  const [pending, setPending] = useState<PendingMove | null>(null);
  // The last whole date of each section that needs no more reason: Cancel puts it back.
  const [committed, setCommitted] = useState<Record<string, string | null>>({});
  const committedOf = (section: DueSection) =>
    section in committed ? (committed[section] ?? null) : base[section].dueDate;

  const set = (section: DueSection, patch: Partial<TInvestigationSchedule[DueSection]>) =>
    setEdited((all) => ({ ...all, [section]: { ...all[section], ...patch } }));

  const setDueDate = (section: DueSection, value: string) => {
    set(section, { dueDate: value === '' ? null : value });
    if (!isValidIsoDate(value) || value === committedOf(section)) return;
    if (needsReason(base, section, value)) setPending({ section, from: base[section].dueDate, to: value });
    else setCommitted((all) => ({ ...all, [section]: value }));
  };

  const update = scheduleUpdate(base, edited);
  const sentReasons = reasonsToSend(base, edited, reasons);
  return {
    edited,
    pending,
    invalid: invalidDueDates(edited),
    changed: update !== undefined,
    setOwner: (section: DueSection, owner: string | null) => set(section, { owner }),
    setDueDate,
    confirmMove: (reason: string) => {
      if (!pending) return;
      setReasons((all) => ({ ...all, [pending.section]: reason }));
      setCommitted((all) => ({ ...all, [pending.section]: pending.to }));
      setPending(null);
    },
    cancelMove: () => {
      if (!pending) return;
      set(pending.section, { dueDate: committedOf(pending.section) });
      setPending(null);
    },
    /** What a save adds to its body. */
    body: (): Pick<TUpdateInvestigationRequest, 'schedule' | 'dueDateReasons'> => ({
      ...(update ? { schedule: update } : {}),
      ...(sentReasons ? { dueDateReasons: sentReasons } : {}),
    }),
  };
}

/** A stale owner (deactivated, or no longer a role that may own work) stays visible with why, not offered. */
export const CANNOT_OWN_SUFFIX = '(cannot own this work)';

/**
 * Owner choices: the people who may own work (active investigators, quality and admins; work-owners.ts), by
 * name. `ownerChoices(current)` adds a current owner who no longer may, marked, so the field still shows them.
 */
export function usePeople() {
  const users = useData().data?.users;
  return useMemo(() => {
    const all = users ?? [];
    // Older cached data has no flag: everyone is offered and the server decides.
    const offered = all
      .filter((u) => u.canOwnWork !== false)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
      .map((u) => ({ value: u.user_id, label: u.name }));
    return (current: string | null) => {
      if (!current || offered.some((o) => o.value === current)) return offered;
      const name = all.find((u) => u.user_id === current)?.name ?? current;
      return [{ value: current, label: `${name} ${CANNOT_OWN_SUFFIX}` }, ...offered];
    };
  }, [users]);
}
