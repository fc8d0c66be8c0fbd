import Delete from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCAR_ITEMS_MAX } from '@qi/domain/scar';
import type { LineDraft } from '../lib/raise-scar-form';

const FIELDS = [
  { key: 'partNumber', label: 'Part number', width: 150 },
  { key: 'lot', label: 'Lot', width: 120 },
  { key: 'grnNumber', label: 'GRN', width: 120 },
  { key: 'quantity', label: 'Quantity', width: 100 },
] as const;

/** The request's lines (part, lot or GRN, quantity): one per included incident to start with, editable. */
export function RaiseScarLines({
  lines,
  issues,
  onChange,
}: {
  lines: LineDraft[];
  issues: Map<string, string>;
  onChange: (lines: LineDraft[]) => void;
}) {
  const set = (index: number, change: Partial<LineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        Lines
      </Typography>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until the request is raised.
        <Box key={index} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              size="small"
              label={field.label}
              value={line[field.key]}
              onChange={(event) => set(index, { [field.key]: event.target.value })}
              error={issues.has(`items.${index}.${field.key}`)}
              helperText={issues.get(`items.${index}.${field.key}`)}
              slotProps={{
                htmlInput: {
                  'aria-label': `${field.label}, line ${index + 1}`,
                  ...(field.key === 'quantity' ? { inputMode: 'numeric' } : {}),
                },
              }}
              sx={{ width: field.width }}
            />
          ))}
          <IconButton
            aria-label={`Remove line ${index + 1}`}
            onClick={() => onChange(lines.filter((_, i) => i !== index))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        sx={{ mt: 1 }}
        disabled={lines.length >= SCAR_ITEMS_MAX}
        onClick={() =>
          onChange([...lines, { incidentId: null, partNumber: '', lot: '', grnNumber: '', quantity: '' }])
        }
      >
        Add line
      </Button>
    </Box>
  );
}
