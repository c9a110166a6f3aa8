import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '../../../components/ui/toast-store';
import { COPIED_INDICATOR_MS } from '../labels';

/** Copies an offer code; the button says 'Copiado' for two seconds afterwards. */
export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast({ title: 'Código copiado', description: code });
    } catch {
      toast({
        title: 'Error',
        description: 'No se pudo copiar el código.',
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? `Código ${code} copiado` : `Copiar código ${code}`}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {copied ? (
        <Check className="size-4 text-emerald-700" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">{copied ? 'Copiado' : 'Copiar'}</span>
    </button>
  );
}
