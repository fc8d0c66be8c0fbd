import { z } from 'zod';

/**
 * `GET /v1/my-tasks` (docs/api.md): the signed-in user's open work. Each kind of work (an investigation
 * section, a disposition line, an effectiveness check) becomes the same item shape, so that a new kind
 * adds a `kind` value and a query, not a new table.
 */
export const MY_TASK_KINDS = ['investigation-section', 'disposition-line', 'effectiveness-check'] as const;
export type MyTaskKind = (typeof MY_TASK_KINDS)[number];

export const ZMyTask = z.object({
  /** Open to new kinds: clients show any kind by its title. */
  kind: z.string(),
  title: z.string(),
  incidentId: z.string().nullable(),
  incidentNumber: z.number().nullable(),
  investigationId: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Days past the due date; 0 when not overdue. */
  daysOverdue: z.number().int(),
  /** The app route that shows the work (e.g. '/investigations/{id}'). */
  link: z.string(),
});
export type TMyTask = z.output<typeof ZMyTask>;

export const ZMyTasks = z.object({ items: z.array(ZMyTask) });

/** Soonest due first (the most overdue leads), undated work last, then by title for a stable order. */
export function sortMyTasks<T extends Pick<TMyTask, 'dueDate' | 'title'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => {
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate < b.dueDate ? -1 : 1;
    }
    return a.title.localeCompare(b.title);
  });
}
