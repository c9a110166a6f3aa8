import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { AFFILIATE_MESSAGES } from '@drd/shared/api/affiliates';
import { toast } from '../../../components/ui/toast-store';

const COPIED_MS = 2000;

/** Copies `text`; the button says 'Copiado' for two seconds and a toast confirms it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: AFFILIATE_MESSAGES.linkCopied, description: text });
    } catch {
      toast({ title: 'Error', description: AFFILIATE_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? `${label}: copiado` : label}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
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
