import type { HTMLInputTypeAttribute } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { TextInput } from './text-input';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  helperText?: string;
}

/** A TextInput bound to react-hook-form; the field's error shows under it. */
export function FormTextField<T extends FieldValues>({ control, name, ...input }: Props<T>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <TextInput
      {...input}
      {...field}
      value={(value as string | undefined) ?? ''}
      inputRef={ref}
      error={fieldState.error?.message}
    />
  );
}
