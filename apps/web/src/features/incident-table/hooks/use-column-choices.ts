import { columnChoicesOrDefaults } from '@qi/domain/incident-column-order';
import { INCIDENT_COLUMNS, type IncidentColumnId } from '@qi/domain/incident-columns';
import type { TColumnChoice } from '@qi/domain/profile';
import { useMemo, useState } from 'react';
import { useData } from '../../data/api/get-data';
import { type ColumnProfileKey, useUpdateColumnChoices } from '../api/update-column-choices';

export type IncidentColumn = (typeof INCIDENT_COLUMNS)[number];

/**
 * The table's column order and visibility: from the profile (`incidentsFilter` / `draftIncidentsFilter`),
 * brought in line with the current columns (the default order when none is saved); a saved change shows at once and goes to the profile.
 */
export function useColumnChoices(profileKey: ColumnProfileKey) {
  const data = useData();
  const saved = data.data?.profile?.[profileKey];
  const [local, setLocal] = useState<TColumnChoice[] | null>(null);
  const update = useUpdateColumnChoices(profileKey);

  const choices = useMemo(() => local ?? columnChoicesOrDefaults(saved), [local, saved]);
  const visible = useMemo(
    () =>
      choices
        .filter((c) => c.selected)
        .map((c) => INCIDENT_COLUMNS.find((column) => column.id === (c.id as IncidentColumnId)))
        .filter((c): c is IncidentColumn => c !== undefined),
    [choices],
  );

  const save = (next: TColumnChoice[]) => {
    setLocal(next);
    update.mutate(next, {
      // docs/product.md §8: failed profile calls are only logged.
      onError: (error) => console.error('Saving the column choices failed.', error),
    });
  };

  return { choices, visible, save };
}
