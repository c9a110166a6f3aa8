import { MessageCircle, Printer } from 'lucide-react';
import { whatsappShareUrl } from '../links';
import { CopyButton } from './copy-button';
import { ReferralQr } from './referral-qr';

/** The affiliate's link: copy it, share it on WhatsApp, or print its QR code. */
export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  return (
    <section
      aria-labelledby="referral-link-title"
      className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-[1fr_auto]"
    >
      <div className="min-w-0 space-y-3">
        <h2 id="referral-link-title" className="text-lg font-bold">
          Tu enlace de referido
        </h2>
        <p className="text-sm text-slate-600">
          Tu código: <strong className="font-mono text-base text-slate-900">{code}</strong>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            readOnly
            value={link}
            aria-label="Tu enlace de referido"
            data-testid="referral-link"
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
          />
          <CopyButton text={link} label="Copiar enlace de referido" />
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={whatsappShareUrl(link)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            <MessageCircle className="size-4" aria-hidden /> Compartir por WhatsApp
          </a>
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Printer className="size-4" aria-hidden /> Imprimir
          </button>
        </div>
      </div>
      <ReferralQr link={link} />
    </section>
  );
}
