// One folded group of the wizard's last step (about 3,700 px tall on a phone unfolded). A group
// holding a field with an error is open whatever the owner did, so a message is never hidden.
import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useFormState } from 'react-hook-form';
import type { WizardValues } from '../wizard-values';

interface WizardSectionProps {
  title: string;
  /** One line under the title saying what is inside, or what is kept if left folded. */
  summary?: string;
  fields: readonly (keyof WizardValues)[];
  defaultOpen?: boolean;
  children: ReactNode;
}

export function WizardSection({
  title,
  summary,
  fields,
  defaultOpen = false,
  children,
}: WizardSectionProps) {
  const [chosen, setChosen] = useState(defaultOpen);
  const { errors } = useFormState<WizardValues>({ name: [...fields] });
  const hasError = fields.some((field) => errors[field] !== undefined);
  return (
    <details
      open={chosen || hasError}
      onToggle={(event) => setChosen(event.currentTarget.open)}
      className="group rounded-lg ring-1 ring-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block font-semibold text-slate-900">{title}</span>
          {summary && <span className="block text-sm text-slate-600">{summary}</span>}
        </span>
        <ChevronDown
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="space-y-4 px-4 pt-2 pb-4">{children}</div>
    </details>
  );
}
