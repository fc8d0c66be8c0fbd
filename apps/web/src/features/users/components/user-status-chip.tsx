import Chip from '@mui/material/Chip';
import { userStatusLabel } from '@qi/domain/user';

export function UserStatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      label={userStatusLabel(active)}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      size="small"
    />
  );
}
