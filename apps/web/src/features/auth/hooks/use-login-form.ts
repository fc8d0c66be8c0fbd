import type { TLoginRequest } from '@qi/domain/auth';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

type Field = keyof TLoginRequest;
type Errors = Partial<Record<Field, string>>;
type Validation = { data: TLoginRequest; errors: null } | { data: null; errors: Errors };

const FIELDS: readonly Field[] = ['email', 'password'];

let schemaModule: Promise<typeof import('@qi/domain/auth')> | null = null;

/** The domain's login schema, loaded on first use so zod is not part of /login's first load. */
function loadSchema() {
  schemaModule ??= import('@qi/domain/auth').catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

async function validate(values: TLoginRequest): Promise<Validation> {
  let schema: Awaited<ReturnType<typeof loadSchema>>['ZLoginRequest'];
  try {
    schema = (await loadSchema()).ZLoginRequest;
  } catch (error) {
    // Offline, or a new release replaced the chunk: send the form as typed, the server checks it too.
    console.warn('The sign-in form rules could not be loaded.', error);
    return { data: values, errors: null };
  }
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/**
 * The sign-in form's state with the rules react-hook-form applies elsewhere in the app
 * (`mode: 'onTouched'`): a field is checked when it loses focus, then on every change; submitting
 * checks both, focuses the first wrong one, and hands over the parsed values (email trimmed).
 * Written out here so /login loads neither react-hook-form nor zod up front.
 */
export function useLoginForm(defaultEmail: string, onSubmit: (values: TLoginRequest) => void) {
  const [values, setValues] = useState<TLoginRequest>({ email: defaultEmail, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const current = useRef(values);
  const touched = useRef(new Set<Field>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  // Checks finish out of order (the first one waits for the schema): only a field's latest check
  // may report on it.
  const latestCheck = useRef<Record<Field, number>>({ email: 0, password: 0 });

  const checkField = useCallback(async (field: Field) => {
    const check = ++latestCheck.current[field];
    const { errors: found } = await validate(current.current);
    if (check !== latestCheck.current[field]) return;
    setErrors((previous) => ({ ...previous, [field]: found?.[field] }));
  }, []);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      current.current = { ...current.current, [name]: event.target.value };
      setValues(current.current);
      if (touched.current.has(name) || submitted.current) void checkField(name);
    },
    onBlur: () => {
      touched.current.add(name);
      void checkField(name);
    },
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    // Supersedes the field checks still under way.
    for (const name of FIELDS) latestCheck.current[name]++;
    const result = await validate(current.current);
    if (result.errors) {
      setErrors(result.errors);
      const first = FIELDS.find((name) => result.errors[name]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  return {
    field,
    handleSubmit: (event: FormEvent) => void handleSubmit(event),
    /** Starts fetching the schema as soon as the user reaches the form. */
    prepare: () => void loadSchema().catch(() => {}),
  };
}
