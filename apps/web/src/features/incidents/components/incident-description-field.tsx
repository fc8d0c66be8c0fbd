import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DESCRIBE_THE_INCIDENT, DESCRIPTION_ROWS } from '@qi/domain/constants';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { MarkdownView } from '../../../components/markdown-view';
import type { IncidentFormState } from './incident-form-values';

/** Description (markdown, 8 rows) with a preview of how it will be shown on the details page. */
export function IncidentDescriptionField() {
  const { control } = useFormContext<IncidentFormState>();
  const [preview, setPreview] = useState(false);
  return (
    <Controller
      control={control}
      name="description"
      render={({ field, fieldState }) => (
        <>
          {preview ? (
            <Paper variant="outlined" sx={{ p: 2, mt: 2, mb: 1, minHeight: 120 }}>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                Description preview
              </Typography>
              <MarkdownView text={field.value} />
              {fieldState.error && (
                <Typography variant="caption" color="error" component="p" sx={{ mt: 1 }}>
                  {fieldState.error.message}
                </Typography>
              )}
            </Paper>
          ) : (
            <TextField
              {...field}
              id="incident-description"
              label="Description"
              placeholder={DESCRIBE_THE_INCIDENT}
              required
              fullWidth
              multiline
              rows={DESCRIPTION_ROWS}
              margin="normal"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Markdown formatting is supported.'}
            />
          )}
          <FormControlLabel
            control={<Switch checked={preview} onChange={(event) => setPreview(event.target.checked)} />}
            label="Preview"
          />
        </>
      )}
    />
  );
}
