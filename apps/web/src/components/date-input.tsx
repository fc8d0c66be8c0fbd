import CalendarMonth from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Ref, useEffect, useRef, useState } from 'react';
import { DATE_TEXT_PLACEHOLDER, dateTextOf, maskDateText, parseDateText } from '../lib/date-text';

export interface DateInputProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', or what was typed while it is not a whole date yet. */
  value: string;
  /** Gets 'YYYY-MM-DD' once the text is a real date, else the text as typed (which the form refuses). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The latest date the calendar offers ('YYYY-MM-DD'); the form's rules refuse later ones typed. */
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date typed or picked and always shown DD-MM-YYYY (docs/product.md §9), whatever the browser's locale:
 * a native date input shows the locale's format (mm/dd/yyyy in the US). The calendar button opens the
 * browser's own picker, kept hidden, whose choice is written back as DD-MM-YYYY.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  max,
  required = false,
  disabled = false,
  error = false,
  helperText,
  inputRef,
}: DateInputProps) {
  const [text, setText] = useState(() => dateTextOf(value));
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a reload, the picker) replaces what is shown.
  useEffect(() => {
    setText((shown) => {
      const parsed = parseDateText(shown);
      return parsed === value || (parsed === null && shown === value) ? shown : dateTextOf(value);
    });
  }, [value]);

  const type = (typed: string) => {
    const masked = maskDateText(typed);
    setText(masked);
    onChange(parseDateText(masked) ?? masked);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseDateText(text) ?? '';
    try {
      input.showPicker();
    } catch {
      // Not allowed here (or not supported): typing the date still works.
      input.focus();
    }
  };

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      required={required}
      disabled={disabled}
      fullWidth
      margin="normal"
      placeholder={DATE_TEXT_PLACEHOLDER}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      onChange={(event) => type(event.target.value)}
      onBlur={onBlur}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton aria-label="Open the calendar" edge="end" disabled={disabled} onClick={openPicker}>
                <CalendarMonth />
              </IconButton>
              {/* The browser's picker, hidden under the button so that it opens there. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                max={max}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
                onChange={(event) => {
                  const iso = event.target.value;
                  if (!iso) return;
                  setText(dateTextOf(iso));
                  onChange(iso);
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
