import { useState } from 'react';
import { Search } from 'lucide-react';
import { GEOCODE_MESSAGES, type GeocodeResult } from '@drd/shared/api/geocode';
import { Button } from '../form/button';
import { controlClass } from '../form/field';
import { serverMessage } from '../../lib/api-client';
import { useGeocode } from './geocode';

/** Finds an address through the server's geocoder; the first result moves the pin. */
export function AddressSearch({ onFound }: { onFound: (result: GeocodeResult) => void }) {
  const [q, setQ] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'ok' } | null>(null);
  const geocode = useGeocode();

  const search = () => {
    const term = q.trim();
    if (term.length < 3) {
      setMessage({ text: 'Escribe al menos 3 caracteres', tone: 'error' });
      return;
    }
    setMessage(null);
    geocode.mutate(term, {
      onSuccess: ({ results }) => {
        const [first] = results;
        if (!first) return setMessage({ text: GEOCODE_MESSAGES.notFound, tone: 'error' });
        onFound(first);
        setMessage({ text: `Ubicación encontrada: ${first.displayName}`, tone: 'ok' });
      },
      onError: (error) =>
        setMessage({ text: serverMessage(error, GEOCODE_MESSAGES.notFound), tone: 'error' }),
    });
  };

  return (
    <div className="space-y-1">
      <label htmlFor="drd-address-search" className="block text-sm font-medium text-slate-700">
        Buscar en el mapa
      </label>
      <div className="flex gap-2">
        <input
          id="drd-address-search"
          type="search"
          enterKeyHint="search"
          className={controlClass(undefined)}
          placeholder="Calle, sector o lugar"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search();
          }}
        />
        <Button
          variant="secondary"
          onClick={search}
          pending={geocode.isPending}
          pendingText="Buscando..."
          className="shrink-0"
        >
          <Search className="size-4" aria-hidden />
          Buscar
        </Button>
      </div>
      <p
        role={message?.tone === 'error' ? 'alert' : 'status'}
        className={`text-sm ${message?.tone === 'error' ? 'text-red-700' : 'text-slate-700'}`}
      >
        {message?.text}
      </p>
    </div>
  );
}
