import Chip from '@mui/material/Chip';

/** 'Active' or 'Retired': retired reference items stay on existing incidents but are not offered for new ones. */
export function ReferenceStatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Retired'}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
