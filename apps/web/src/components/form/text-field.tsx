import type { ComponentProps, ReactNode } from 'react';
import { controlClass, Field } from './field';

interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input; takes react-hook-form's `register()` spread or plain value/onChange. */
export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <input {...control} className={`${controlClass(error)} ${className ?? ''}`} {...input} />
      )}
    </Field>
  );
}
