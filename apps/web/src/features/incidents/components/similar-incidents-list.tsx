import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import {
  type ExcerptSegment,
  SIMILAR_BAND_LABELS,
  SIMILAR_FIELD_LABELS,
  significantWords,
  type TSimilarIncident,
  type TSimilarIncidentsRequest,
} from '@qi/domain/similar-incidents';
import { type ReactNode, useEffect } from 'react';
import { useOnlineStatus } from '../../../lib/online-status';
import { useSimilarIncidents } from '../api/find-similar-incidents';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { IncidentFormState } from './incident-form-values';

/** How long the draft must stay unchanged before it is looked up. */
export const SIMILAR_DELAY_MS = 400;

/** The draft's fields that the look-up sends, from the form's values. */
export function similarDraft(
  values: Pick<
    IncidentFormState,
    'description' | 'product' | 'partNumber' | 'supplierId' | 'incidentLocation' | 'grnNumber'
  >,
  excludeId?: string,
): TSimilarIncidentsRequest {
  return {
    description: values.description ?? '',
    product: values.product ?? '',
    partNumber: values.partNumber ?? '',
    supplierId: values.supplierId ? values.supplierId : null,
    locationId: values.incidentLocation?.id ?? null,
    grnNumber: values.grnNumber ?? '',
    ...(excludeId ? { excludeId } : {}),
  };
}

/** Worth a look-up: a significant word in the description, or a part number or GRN of 3 characters or more. */
function worthLooking(draft: TSimilarIncidentsRequest): boolean {
  return (
    significantWords(draft.description).length > 0 ||
    (draft.partNumber ?? '').trim().length >= 3 ||
    (draft.grnNumber ?? '').trim().length >= 3
  );
}

/** The candidates shown (with their bands), recorded with a choice to measure the ranking later. */
export type ShownCandidates = { id: string; band: 'likely' | 'possible' }[];

/** A text cut into segments, the matched words marked (how the panel and the compare view explain a match). */
export function MarkedText({ segments }: { segments: readonly ExcerptSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments are a fixed text, never reordered
      <mark key={index}>{segment.text}</mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments are a fixed text, never reordered
      <span key={index}>{segment.text}</span>
    ),
  );
}

/**
 * Up to five earlier incidents that look like the same problem as `draft`, looked up once it has stopped
 * changing for SIMILAR_DELAY_MS (a look-up still running is aborted when the person types on). Quiet when
 * nothing is found, offline, or on an error; it never blocks saving. `actions`: buttons per candidate.
 * `onAnswer`: told each time the server has answered a look-up (the reporter was shown the check).
 */
export function SimilarIncidentsList({
  draft,
  hint,
  actions,
  onAnswer,
}: {
  draft: TSimilarIncidentsRequest;
  hint: string;
  actions?: (item: TSimilarIncident, shown: ShownCandidates) => ReactNode;
  onAnswer?: () => void;
}) {
  const settled = useDebouncedValue(JSON.stringify(draft), SIMILAR_DELAY_MS);
  const online = useOnlineStatus();
  const sent = JSON.parse(settled) as TSimilarIncidentsRequest;
  const query = useSimilarIncidents(sent, online && worthLooking(sent));
  const answered = query.isSuccess && !query.isPlaceholderData ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (answered > 0) onAnswer?.();
  }, [answered, onAnswer]);
  const items = query.isError || !online || !worthLooking(sent) ? [] : (query.data?.items ?? []);
  if (items.length === 0) return null;
  const shown: ShownCandidates = items.map((item) => ({ id: item.id, band: item.band }));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="similar-incidents-title"
      sx={{ p: 2, mt: 2, mb: 1 }}
    >
      <Typography id="similar-incidents-title" variant="subtitle1" component="h2">
        Similar incidents
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <SimilarIncidentItem key={item.id} item={item}>
            {actions?.(item, shown)}
          </SimilarIncidentItem>
        ))}
      </Stack>
    </Paper>
  );
}

function SimilarIncidentItem({ item, children }: { item: TSimilarIncident; children?: ReactNode }) {
  const number = item.incidentNumber === null ? 'Incident' : `#${item.incidentNumber}`;
  return (
    <Box component="li" aria-label={`${number}, ${SIMILAR_BAND_LABELS[item.band]}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip
          size="small"
          label={SIMILAR_BAND_LABELS[item.band]}
          color={item.band === 'likely' ? 'warning' : 'default'}
        />
        <Link
          href={`/incident/${encodeURIComponent(item.id)}`}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ fontWeight: 600 }}
        >
          {number}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {formatDate(item.incidentDate)} · {item.product} · {item.partNumber}
        </Typography>
        {item.sameFields.map((field) => (
          <Chip key={field} size="small" variant="outlined" label={SIMILAR_FIELD_LABELS[field]} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        <MarkedText segments={item.excerpt} />
      </Typography>
      {children && <Box sx={{ mt: 0.5 }}>{children}</Box>}
    </Box>
  );
}
