// A searchable list (ARIA 1.2 combobox with a list box): type to filter, arrows and Enter to
// choose, Escape to close. For long lists such as the 62 categories, where a native select
// would mean scrolling through all of them.
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlClass, Field } from './field';

export interface ComboboxOption<V extends string | number> {
  value: V;
  label: string;
}

interface ComboboxFieldProps<V extends string | number> {
  label: ReactNode;
  options: readonly ComboboxOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** The input, for a form library to focus it on an error. */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  /** Said when the typed text matches nothing. */
  emptyText?: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** Lower case without accents, ñ kept apart from n: 'cafeteria' finds 'Cafetería'. */
export const matchKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\uE000/g, 'ñ');

export function ComboboxField<V extends string | number>({
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  placeholder,
  emptyText = 'Sin resultados',
  error,
  hint,
  required,
  disabled,
}: ComboboxFieldProps<V>) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = options.find((o) => o.value === value) ?? null;
  const filtered = useMemo(() => {
    const key = matchKey(query?.trim() ?? '');
    return key ? options.filter((o) => matchKey(o.label).includes(key)) : options;
  }, [options, query]);

  const choose = (option: ComboboxOption<V>) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };
  const optionId = (i: number) => `${listId}-${i}`;
  const move = (delta: number) => {
    setOpen(true);
    setActive((i) => Math.max(0, Math.min(filtered.length - 1, (open ? i : -1) + delta)));
  };

  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && filtered[active] ? optionId(active) : undefined}
            placeholder={placeholder}
            disabled={disabled}
            className={`${controlClass(error)} pr-10`}
            value={query ?? selected?.label ?? ''}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setQuery(null);
              onBlur?.();
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') move(1);
              else if (e.key === 'ArrowUp') move(-1);
              else if (e.key === 'Enter' && open && filtered[active]) choose(filtered[active]);
              else if (e.key === 'Escape' && open) setOpen(false);
              else return;
              e.preventDefault();
            }}
          />
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            hidden={!open}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {filtered.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={option.value === value}
                // Chosen on mousedown, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
                onMouseMove={() => setActive(i)}
                className={`flex min-h-11 cursor-pointer items-center px-3 text-slate-800 ${
                  i === active ? 'bg-brand-50' : ''
                } ${option.value === value ? 'font-semibold' : ''}`}
              >
                {option.label}
              </li>
            ))}
            {filtered.length === 0 && (
              <li role="presentation" className="px-3 py-2 text-sm text-slate-600">
                {emptyText}
              </li>
            )}
          </ul>
        </div>
      )}
    </Field>
  );
}
