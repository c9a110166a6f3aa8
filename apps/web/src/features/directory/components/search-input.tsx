import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_MIN_LENGTH } from '@drd/shared/constants';

const PLACEHOLDER = 'Buscar por nombre, servicio o producto... (min. 3 letras)';

/**
 * Local text that reaches the URL ~300 ms after the last keystroke, or at once with Enter (which
 * also closes a phone's keyboard and tells `onSubmit`, so the page can show the results).
 */
export function SearchInput({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (v: string) => void;
  onSubmit?: () => void;
}) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  // The URL's text as last seen, and the last text this box sent to it. The router applies a
  // sent text a moment later; by then the visitor may have typed on, and that arrival must not
  // put the older text back in the box (typing 'farmacia' slowly left 'famai').
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  // While the visitor types, a text read as a place ('dentista puerto plata' → 'dentista' in
  // Puerto Plata) stays as typed; the box shows the reading when the visitor leaves it.
  const [focused, setFocused] = useState(false);
  if (value !== seen) {
    setSeen(value);
    // Changed from elsewhere (back button, 'Limpiar filtros'): show it.
    if (value !== sent && !focused) setText(value);
  }
  useEffect(() => {
    // Sent already: the URL holds its reading, which is not the text.
    if (text === value || text === sent) return;
    const timer = window.setTimeout(() => {
      setSent(text);
      onChange(text);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, value, sent, onChange]);
  const length = text.trim().length;
  // A search shorter than the minimum is ignored; say so rather than silently showing everything.
  const tooShort = length > 0 && length < SEARCH_MIN_LENGTH;
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== value && text !== sent) {
          setSent(text);
          onChange(text);
        }
        event.currentTarget.querySelector('input')?.blur();
        onSubmit?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Buscar negocios
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          if (text === sent && value !== sent) setText(value);
        }}
        placeholder={PLACEHOLDER}
        maxLength={100}
        aria-describedby={hintId}
        enterKeyHint="search"
        className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-base text-ellipsis text-slate-900 shadow-sm placeholder:text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none sm:placeholder:text-base"
      />
      <p id={hintId} aria-live="polite" className="text-sm text-slate-600 not-empty:mt-1">
        {tooShort ? `Escribe al menos ${SEARCH_MIN_LENGTH} letras para buscar.` : null}
      </p>
    </form>
  );
}
