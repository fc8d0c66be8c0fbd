import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The 'Discard changes' / 'Save changes' pair under an Administration tab's form, right-aligned. Each tab
 * decides when they are enabled (nothing changed, invalid, saving) and what they do (ask first, or not).
 */
export function SaveDiscardButtons({
  discardDisabled,
  saveDisabled,
  saving = false,
  onDiscard,
  onSave,
  marginTop = 2,
}: {
  discardDisabled: boolean;
  saveDisabled: boolean;
  saving?: boolean;
  onDiscard: () => void;
  onSave: () => void;
  marginTop?: number;
}) {
  return (
    <Box sx={{ mt: marginTop, display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
      <Button disabled={discardDisabled} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button variant="contained" disabled={saveDisabled} loading={saving} onClick={onSave}>
        Save changes
      </Button>
    </Box>
  );
}
