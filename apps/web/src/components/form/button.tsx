import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-brand-800 hover:bg-brand-50',
} as const;

interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  /** While true the button is disabled and shows `pendingText` ('Registrando...'). */
  pending?: boolean;
  pendingText?: string;
}

/** Every button of the forms: at least 44 px high, one look per variant. */
export function Button({
  variant = 'primary',
  pending = false,
  pendingText,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className ?? ''}`}
      {...rest}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
