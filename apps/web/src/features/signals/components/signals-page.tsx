import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SIGNAL_STATUS_LABELS, SIGNAL_STATUSES } from '@qi/domain/signal-rules';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSignals } from '../api/get-signals';
import { apiQueryOf, type SignalsStatusFilter, useSignalsUrlQuery } from '../hooks/use-signals-url-query';
import { SignalsTable } from './signals-table';

const STATUS_OPTIONS: { value: SignalsStatusFilter; label: string }[] = [
  ...SIGNAL_STATUSES.map((status) => ({ value: status, label: SIGNAL_STATUS_LABELS[status] })),
  { value: 'all', label: 'All signals' },
];

/** /signals (quality team): the Signals inbox, open signals unless another status is chosen. */
export function SignalsPage() {
  const [query, setQuery] = useSignalsUrlQuery();
  const signals = useSignals(apiQueryOf(query));

  return (
    <>
      <PageHeader
        title="Signals"
        crumbs={[{ label: 'Home', to: '/home' }, { label: 'Signals' }]}
        actions={
          <Button component={RouterLink} to="/signals/rules" variant="outlined">
            Rules
          </Button>
        }
      />
      <Box sx={{ mb: 2, maxWidth: 320 }}>
        <TextField
          select
          fullWidth
          size="small"
          id="signals-status"
          label="Status"
          value={query.status}
          onChange={(event) => setQuery({ status: event.target.value as SignalsStatusFilter, page: 0 })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      </Box>
      {signals.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The signals could not be loaded.
        </Alert>
      )}
      <SignalsTable list={signals.data} query={query} onChange={setQuery} />
    </>
  );
}
