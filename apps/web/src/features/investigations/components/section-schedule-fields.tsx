import Grid from '@mui/material/Grid';
import type { DueSection, TSectionSchedule } from '@qi/domain/due-dates';
import { DateInput } from '../../../components/date-input';
import { SelectField, type SelectOption } from '../../../components/select-field';

/** A section's Owner (a user) and Due date (DD-MM-YYYY) on 'Update Investigation'. */
export function SectionScheduleFields({
  section,
  value,
  people,
  disabled,
  dueDateError,
  onOwnerChange,
  onDueDateChange,
}: {
  section: DueSection;
  value: TSectionSchedule;
  people: SelectOption[];
  disabled: boolean;
  dueDateError?: string | undefined;
  onOwnerChange: (owner: string | null) => void;
  onDueDateChange: (dueDate: string) => void;
}) {
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          name={`${section}-owner`}
          label="Owner"
          value={value.owner ?? ''}
          options={people}
          disabled={disabled}
          onChange={(owner) => onOwnerChange(owner || null)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          id={`investigation-${section}-dueDate`}
          label="Due date"
          value={value.dueDate ?? ''}
          disabled={disabled}
          error={Boolean(dueDateError)}
          helperText={dueDateError}
          onChange={onDueDateChange}
        />
      </Grid>
    </Grid>
  );
}
