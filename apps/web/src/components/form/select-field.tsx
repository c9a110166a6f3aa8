import type { ComponentProps, ReactNode } from 'react';
import { controlClass, Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ('Selecciona…'); omitted when a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A native select: phones show their own picker, which is the easiest to use with a thumb. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...control} className={controlClass(error)} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
