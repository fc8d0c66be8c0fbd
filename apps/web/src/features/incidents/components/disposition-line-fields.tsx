import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISPOSITION_DECISION_LABELS, DISPOSITION_DECISIONS } from '@qi/domain/disposition';
import { DateInput } from '../../../components/date-input';
import { SelectField, type SelectOption } from '../../../components/select-field';
import type { DispositionDraftLine, DraftLineErrors } from '../lib/disposition-draft';

const DECISION_OPTIONS = DISPOSITION_DECISIONS.map((d) => ({
  value: d,
  label: DISPOSITION_DECISION_LABELS[d],
}));

/** One line of the 'Edit disposition' dialog: what happens to how many parts, at what cost, by whom, by when. */
export function DispositionLineFields({
  index,
  line,
  errors,
  people,
  disabled,
  onChange,
  onRemove,
}: {
  index: number;
  line: DispositionDraftLine;
  errors: DraftLineErrors;
  people: SelectOption[];
  disabled: boolean;
  onChange: (line: DispositionDraftLine) => void;
  onRemove: () => void;
}) {
  const name = `Line ${index + 1}`;
  const set = (patch: Partial<DispositionDraftLine>) => onChange({ ...line, ...patch });
  const id = (field: string) => `disposition-${line.key}-${field}`;
  return (
    <Box
      role="group"
      aria-label={name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, pt: 1, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
        <IconButton aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove} disabled={disabled}>
          <Delete />
        </IconButton>
      </Box>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name={`disposition-${line.key}-decision`}
            label="Decision"
            required
            value={line.decision}
            options={DECISION_OPTIONS}
            error={errors.decision}
            disabled={disabled}
            onChange={(decision) => set({ decision: decision as DispositionDraftLine['decision'] })}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            id={id('quantity')}
            label="Quantity"
            required
            fullWidth
            margin="normal"
            value={line.quantity}
            disabled={disabled}
            onChange={(event) => set({ quantity: event.target.value })}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            id={id('cost')}
            label="Cost (£)"
            fullWidth
            margin="normal"
            value={line.cost}
            disabled={disabled}
            onChange={(event) => set({ cost: event.target.value })}
            error={Boolean(errors.cost)}
            helperText={errors.cost}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name={`disposition-${line.key}-responsible`}
            label="Responsible"
            required
            value={line.responsible}
            options={people}
            error={errors.responsible}
            disabled={disabled}
            onChange={(responsible) => set({ responsible })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput
            id={id('dueDate')}
            label="Due date"
            value={line.dueDate}
            disabled={disabled}
            onChange={(dueDate) => set({ dueDate })}
            error={Boolean(errors.dueDate)}
            helperText={errors.dueDate}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            id={id('note')}
            label="Note"
            fullWidth
            multiline
            margin="dense"
            value={line.note}
            disabled={disabled}
            onChange={(event) => set({ note: event.target.value })}
            error={Boolean(errors.note)}
            helperText={errors.note}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
