import Add from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';

/** The floating add button at the bottom right of an admin list. */
export function AddFab({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Fab
      color="primary"
      aria-label={label}
      onClick={onClick}
      sx={{ position: 'fixed', right: 32, bottom: 32 }}
    >
      <Add />
    </Fab>
  );
}
