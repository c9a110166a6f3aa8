import { useState } from 'react';
import { Heart } from 'lucide-react';
import { toggleFavorite, useFavorites } from '../../lib/favorites';

export function FavoriteButton({ businessId, name }: { businessId: number; name: string }) {
  const favorites = useFavorites();
  const active = favorites.includes(businessId);
  const [pulse, setPulse] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? `Quitar ${name} de favoritos` : `Agregar ${name} a favoritos`}
      onClick={() => {
        toggleFavorite(businessId);
        setPulse(true);
        // A 300 ms pulse confirms the tap.
        window.setTimeout(() => setPulse(false), 300);
      }}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow transition-transform hover:bg-white ${pulse ? 'scale-125' : 'scale-100'}`}
    >
      <Heart
        className={`size-5 ${active ? 'fill-red-500 text-red-500' : 'text-slate-600'}`}
        aria-hidden
      />
    </button>
  );
}
