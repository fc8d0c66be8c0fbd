import CalendarMonth from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { MONTH_TEXT_PLACEHOLDER, maskMonthText, monthTextOf, parseMonthText } from '../lib/month-text';

const HIDDEN_PICKER = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
} as const;

/**
 * A month typed or picked, shown MM-YYYY. A native month input shows the browser's own empty pattern
 * ('--------- ----' in Chromium) and the locale's format; here an empty field shows 'MM-YYYY', and the
 * calendar button opens the browser's month picker, kept hidden.
 */
export function MonthInput({
  label,
  value,
  onChange,
}: {
  label: string;
  /** 'YYYY-MM', or '' for no bound. */
  value: string;
  /** Gets 'YYYY-MM' once a whole month is typed or picked, '' while there is none. */
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(() => monthTextOf(value));
  // A half-typed month is marked only once the field is left, not while it is being typed.
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const incomplete = left && text !== '' && parseMonthText(text) === null;

  const type = (typed: string) => {
    const masked = maskMonthText(typed);
    setText(masked);
    onChange(parseMonthText(masked) ?? '');
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseMonthText(text) ?? '';
    try {
      input.showPicker();
    } catch {
      // Not allowed here (or not supported): typing the month still works.
      input.focus();
    }
  };

  return (
    <TextField
      label={label}
      value={text}
      placeholder={MONTH_TEXT_PLACEHOLDER}
      error={incomplete}
      helperText={incomplete ? `Enter the month as ${MONTH_TEXT_PLACEHOLDER}` : ' '}
      onChange={(event) => type(event.target.value)}
      onBlur={() => setLeft(true)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton aria-label={`Pick the ${label} month`} edge="end" onClick={openPicker}>
                <CalendarMonth />
              </IconButton>
              <input
                ref={picker}
                type="month"
                tabIndex={-1}
                aria-hidden="true"
                style={HIDDEN_PICKER}
                onChange={(event) => {
                  const month = event.target.value;
                  if (!month) return;
                  setText(monthTextOf(month));
                  onChange(month);
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
