import { BANNERS, bannerHtml, TEXT_LINKS } from '../links';
import { CopyButton } from './copy-button';

/** Banners (300x250 and 728x90) linked to the affiliate's link, and ready-made text links. */
export function PromoTab({ link, origin }: { link: string; origin: string }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="banners-title" className="space-y-4">
        <h2 id="banners-title" className="text-lg font-bold">
          Banners
        </h2>
        {BANNERS.map((banner) => {
          const html = bannerHtml(origin, link, banner);
          return (
            <div
              key={banner.src}
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <p className="font-semibold">
                {banner.width}x{banner.height}
              </p>
              <div className="overflow-x-auto">
                <a href={link} className="inline-block">
                  <img
                    src={banner.src}
                    width={banner.width}
                    height={banner.height}
                    alt={`Banner de ${banner.width}x${banner.height}: registra tu negocio`}
                    className="max-w-none"
                  />
                </a>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <textarea
                  readOnly
                  value={html}
                  rows={3}
                  aria-label={`Código HTML del banner ${banner.width}x${banner.height}`}
                  className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
                />
                <CopyButton
                  text={html}
                  label={`Copiar código del banner ${banner.width}x${banner.height}`}
                />
              </div>
            </div>
          );
        })}
      </section>
      <section aria-labelledby="text-links-title" className="space-y-3">
        <h2 id="text-links-title" className="text-lg font-bold">
          Enlaces de texto
        </h2>
        <ul className="space-y-2">
          {TEXT_LINKS.map((make, i) => {
            const text = make(link);
            return (
              <li
                key={i}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3"
              >
                <p className="min-w-0 flex-1 text-sm break-words">{text}</p>
                <CopyButton text={text} label={`Copiar enlace de texto ${i + 1}`} />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
