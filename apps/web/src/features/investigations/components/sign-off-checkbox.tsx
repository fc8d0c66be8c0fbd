import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';

/**
 * A section's 'Completed' checkbox (or 'Is completed?'): when ticked it shows who signed and when; when it may not be
 * ticked yet it is disabled and says why.
 */
export function SignOffCheckbox({
  label,
  checked,
  disabled,
  signature,
  reasons,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** 'Signed by {name} on {date}', shown while ticked. */
  signature: string | null;
  /** Why it cannot be ticked (shown while unticked). */
  reasons: string[];
  onChange: (checked: boolean) => void;
}) {
  const helperId = useId();
  const helper = checked ? signature : reasons.length > 0 ? reasons.join(' ') : null;
  return (
    <FormControl>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: helper ? { 'aria-describedby': helperId } : {} }}
          />
        }
      />
      {helper && (
        <FormHelperText id={helperId} sx={{ mt: -0.5, color: checked ? 'success.main' : undefined }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
