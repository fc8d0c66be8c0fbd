import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, ROLES, type Role } from '@qi/domain/roles';

type Mapping = { group: string; role: Role };

/** Group → role rows: the most privileged role of the person's groups wins at every sign-in. */
export function GroupRolesEditor({
  value,
  disabled,
  error,
  onChange,
}: {
  value: Mapping[];
  disabled: boolean;
  error?: string;
  onChange: (next: Mapping[]) => void;
}) {
  const set = (index: number, patch: Partial<Mapping>) =>
    onChange(value.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  return (
    <Box>
      <Typography variant="subtitle2">Roles from groups</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Applied at every sign-in: someone removed from a group loses its role. With no rows, roles are set on
        the Users page.
      </Typography>
      {value.map((mapping, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place while edited
        <Box key={index} sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Group"
            size="small"
            value={mapping.group}
            disabled={disabled}
            onChange={(event) => set(index, { group: event.target.value })}
            sx={{ flex: 2 }}
          />
          <TextField
            select
            label="Role"
            size="small"
            value={mapping.role}
            disabled={disabled}
            onChange={(event) => set(index, { role: event.target.value as Role })}
            sx={{ flex: 1 }}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={`Remove the row of ${mapping.group || 'a group'}`}
            disabled={disabled}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
      {error && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      <Button
        startIcon={<Add />}
        disabled={disabled}
        onClick={() => onChange([...value, { group: '', role: 'quality' }])}
      >
        Add group
      </Button>
    </Box>
  );
}
