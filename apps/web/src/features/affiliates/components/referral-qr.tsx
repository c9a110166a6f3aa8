import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';

/**
 * The referral link as a QR code (SVG, sharp when printed) for a visit to a business. The
 * `qrcode` library encodes it: QR error correction and masking are not worth writing by hand.
 */
export function ReferralQr({ link }: { link: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => setSrc(null));
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="size-40 rounded-lg border border-slate-200 bg-white p-1">
        {src && (
          <img
            src={src}
            width={160}
            height={160}
            alt={`Código QR de tu enlace de referido ${link}`}
            data-testid="referral-qr"
            className="size-full"
          />
        )}
      </div>
      <figcaption className="text-center text-sm text-slate-600">
        Imprímelo y muéstralo al visitar un negocio.
      </figcaption>
    </figure>
  );
}
