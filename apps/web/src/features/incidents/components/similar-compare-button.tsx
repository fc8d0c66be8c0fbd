import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { TIncidentDetails } from '../api/get-incident';
import { numberOf } from './incident-verdict-form';
import type { CompareCandidate } from './similar-compare-dialog';
import type { ShownCandidates } from './similar-incidents-list';

// Only the quality team compares, and only some incidents: the compare view loads when it is opened.
const SimilarCompareDialog = lazy(async () => ({
  default: (await import('./similar-compare-dialog')).SimilarCompareDialog,
}));

/** 'Compare': opens triage's compare view of `incident` and `candidate`, where the verdict can be given. */
export function SimilarCompareButton({
  incident,
  candidate,
  shown,
}: {
  incident: TIncidentDetails;
  candidate: CompareCandidate;
  shown: ShownCandidates;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={`Compare with ${numberOf(candidate)}`}
      >
        Compare
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SimilarCompareDialog
            incident={incident}
            candidate={candidate}
            shown={shown}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
