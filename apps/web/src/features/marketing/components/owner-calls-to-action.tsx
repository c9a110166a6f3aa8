import { Link } from 'react-router';
import { Handshake, Store } from 'lucide-react';

/** The page's two ways in, in the hero and again at its end. */
export function OwnerCallsToAction({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link
        to="/registrar-negocio"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-amber-400 px-5 font-semibold text-slate-900 hover:bg-amber-300"
      >
        <Store className="size-5 shrink-0" aria-hidden /> Registrar mi negocio
      </Link>
      <Link
        to="/afiliados"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
      >
        <Handshake className="size-5 shrink-0" aria-hidden /> Hazte afiliado
      </Link>
    </div>
  );
}
