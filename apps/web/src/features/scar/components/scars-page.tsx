import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SCAR_STATUS_LABELS, SCAR_STATUSES } from '@qi/domain/scar';
import { PageHeader } from '../../../components/page-header';
import { useData } from '../../data/api/get-data';
import { useScars } from '../api/get-scars';
import { apiQueryOf, type ScarsStatusFilter, useScarsUrlQuery } from '../hooks/use-scars-url-query';
import { ScarsTable } from './scars-table';

const STATUS_OPTIONS: { value: ScarsStatusFilter; label: string }[] = [
  ...SCAR_STATUSES.map((status) => ({ value: status, label: SCAR_STATUS_LABELS[status] })),
  { value: 'all', label: 'All requests' },
];

/** /scars (quality team): supplier corrective action requests, open ones unless another status is chosen. */
export function ScarsPage() {
  const [query, setQuery] = useScarsUrlQuery();
  const scars = useScars(apiQueryOf(query));
  const suppliers = useData().data?.suppliers ?? [];
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <>
      <PageHeader
        title="Supplier requests"
        crumbs={[{ label: 'Home', to: '/home' }, { label: 'Supplier requests' }]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, maxWidth: 660 }}>
        <TextField
          select
          fullWidth
          size="small"
          id="scars-status"
          label="Status"
          value={query.status}
          onChange={(event) => setQuery({ status: event.target.value as ScarsStatusFilter, page: 0 })}
          slotProps={select}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          id="scars-supplier"
          label="Supplier"
          value={query.supplierId}
          onChange={(event) => setQuery({ supplierId: event.target.value, page: 0 })}
          slotProps={select}
        >
          <option value="">All suppliers</option>
          {suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
            </option>
          ))}
        </TextField>
      </Stack>
      {scars.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The supplier requests could not be loaded.
        </Alert>
      )}
      <ScarsTable list={scars.data} query={query} onChange={setQuery} />
    </>
  );
}
