import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';

interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** A short mark beside the label, such as 'Premium'. */
  badge?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

/** An on/off setting with its explanation; the whole row is the tap target. */
export function SwitchField({
  label,
  description,
  badge,
  checked,
  onCheckedChange,
  disabled,
  name,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-start justify-between gap-3 py-1">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block text-sm font-medium text-slate-800">
          {label}
          {badge && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {badge}
            </span>
          )}
        </span>
        {description && (
          <span id={`${id}-description`} className="block text-xs text-slate-600">
            {description}
          </span>
        )}
      </label>
      <Switch.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-11 w-14 shrink-0 cursor-pointer items-center rounded-full p-1.5 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {/* The visible track is smaller than the 44 px target that surrounds it. */}
        <span
          aria-hidden
          className={`flex h-7 w-full items-center rounded-full px-0.5 transition-colors ${checked ? 'bg-brand-700' : 'bg-slate-300'}`}
        >
          <Switch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.1rem]" />
        </span>
      </Switch.Root>
    </div>
  );
}
