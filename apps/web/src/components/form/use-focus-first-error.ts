import { useEffect, useRef } from 'react';

/**
 * After a failed submit, focus the form's first field in error, so a keyboard or screen reader
 * user lands on what needs fixing. `errors` is the form's field errors, a new object per submit.
 */
export function useFocusFirstError(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
