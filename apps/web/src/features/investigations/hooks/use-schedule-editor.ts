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

/** Owner choices: every user by name. */
export function usePeople() {
  const users = useData().data?.users;
  return useMemo(
    () =>
      [...(users ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
        .map((u) => ({ value: u.user_id, label: u.name })),
    [users],
  );
}
