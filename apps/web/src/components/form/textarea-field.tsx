import type { ComponentProps, ReactNode } from 'react';
import { controlClass, Field } from './field';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextareaField({
  label,
  error,
  hint,
  required,
  rows = 4,
  ...rest
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...control} rows={rows} className={controlClass(error)} {...rest} />}
    </Field>
  );
}
