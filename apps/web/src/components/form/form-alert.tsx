import type { ReactNode } from 'react';

interface FormAlertProps {
  title: string;
  children?: ReactNode;
  tone?: 'error' | 'info' | 'success';
}

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
} as const;

/** A message about the whole form (a failed send, a missing-fields list), announced at once. */
export function FormAlert({ title, children, tone = 'error' }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm ${TONES[tone]}`}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </div>
  );
}
