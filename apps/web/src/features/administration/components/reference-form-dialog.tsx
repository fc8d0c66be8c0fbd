import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

export interface ReferenceField<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
}

/**
 * A small required-fields dialog for adding or editing one reference item (a supplier, a product name, a
 * part number description). Mount it when it opens: its fields start from `initial` each time.
 */
export function ReferenceFormDialog<K extends string>({
  title,
  fields,
  initial,
  submitLabel,
  canSubmit,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: ReferenceField<K>[];
  initial: Record<K, string>;
  submitLabel: string;
  canSubmit: (values: Record<K, string>) => boolean;
  pending: boolean;
  /** Gets the values trimmed. */
  onSubmit: (values: Record<K, string>) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [values, setValues] = useState(initial);
  const ready = canSubmit(values) && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const trimmed = { ...values };
    for (const field of fields) trimmed[field.key] = values[field.key].trim();
    onSubmit(trimmed);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {fields.map((field, index) => (
            <TextField
              key={field.key}
              autoFocus={index === 0}
              required
              fullWidth
              multiline={field.multiline ?? false}
              margin="normal"
              label={field.label}
              value={values[field.key]}
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
