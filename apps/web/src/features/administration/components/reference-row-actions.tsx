import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

/** The per-row edit button and 'Retire' / 'Bring back' of a reference list; `label` names the row to screen readers. */
export function ReferenceRowActions({
  label,
  active,
  busy,
  onEdit,
  onSetActive,
}: {
  label: string;
  active: boolean;
  busy: boolean;
  onEdit: () => void;
  onSetActive: (active: boolean) => void;
}) {
  const toggle = active ? 'Retire' : 'Bring back';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Edit fontSize="small" />
      </IconButton>
      <Button
        size="small"
        disabled={busy}
        onClick={() => onSetActive(!active)}
        aria-label={`${toggle} ${label}`}
      >
        {toggle}
      </Button>
    </Stack>
  );
}
