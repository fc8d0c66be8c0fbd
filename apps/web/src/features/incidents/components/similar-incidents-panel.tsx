import Button from '@mui/material/Button';
import type { TSimilarIncident } from '@qi/domain/similar-incidents';
import { useWatch } from 'react-hook-form';
import type { IncidentFormState } from './incident-form-values';
import { type ShownCandidates, SimilarIncidentsList, similarDraft } from './similar-incidents-list';

/** The reporter's choice: their report is the same problem as this earlier incident. */
export interface SameAsChoice {
  id: string;
  incidentNumber: number | null;
  shown: ShownCandidates;
}

/**
 * "Similar incidents" inside the incident form (the Recurrence feature): the form's draft looked up as it is
 * written. With `onSameAs`, each candidate has a "Same problem" button (pressed for the chosen one): the
 * report is linked to it once it is saved. `onAnswer`: the server answered a look-up (the check was shown).
 * Inside the form's FormProvider (react-hook-form: the details page uses similar-incidents-list.tsx alone).
 */
export function SimilarIncidentsPanel({
  sameAs,
  onSameAs,
  onAnswer,
}: {
  sameAs?: SameAsChoice | null;
  onSameAs?: (choice: SameAsChoice | null) => void;
  onAnswer?: () => void;
}) {
  const [description, product, partNumber, supplierId, incidentLocation, grnNumber] = useWatch<
    IncidentFormState,
    ['description', 'product', 'partNumber', 'supplierId', 'incidentLocation', 'grnNumber']
  >({ name: ['description', 'product', 'partNumber', 'supplierId', 'incidentLocation', 'grnNumber'] });
  const draft = similarDraft({ description, product, partNumber, supplierId, incidentLocation, grnNumber });
  return (
    <SimilarIncidentsList
      draft={draft}
      hint="Earlier reports that look like the same problem. You can still submit yours."
      {...(onAnswer ? { onAnswer } : {})}
      {...(onSameAs
        ? {
            actions: (item: TSimilarIncident, shown: ShownCandidates) => {
              const chosen = sameAs?.id === item.id;
              return (
                <Button
                  size="small"
                  variant={chosen ? 'contained' : 'outlined'}
                  aria-pressed={chosen}
                  onClick={() =>
                    onSameAs(chosen ? null : { id: item.id, incidentNumber: item.incidentNumber, shown })
                  }
                >
                  {chosen ? 'Same problem (chosen)' : 'Same problem'}
                </Button>
              );
            },
          }
        : {})}
    />
  );
}
