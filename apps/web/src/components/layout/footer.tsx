import { Link } from 'react-router';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { BRAND } from '@drd/shared/constants';
import { helpPhone, helpWhatsappLink } from '../../lib/help-link';
import { SocialIcon } from '../business/social-icon';

const groups = [
  {
    title: 'Descubre',
    links: [
      { to: '/todos-los-negocios', label: 'Todos los negocios' },
      { to: '/mapa-negocios', label: 'Mapa de negocios' },
      { to: '/ubicacion/puerto-plata', label: 'Negocios por provincia' },
      { to: '/favoritos', label: 'Mis favoritos' },
    ],
  },
  {
    title: 'Para negocios',
    links: [
      { to: '/registrar-negocio', label: 'Registrar mi negocio' },
      { to: '/planes', label: 'Planes y precios' },
      { to: '/afiliados', label: 'Programa de afiliados' },
      { to: '/demo-funcionalidades', label: 'Nuevas funcionalidades' },
    ],
  },
];

export function Footer() {
  const help = helpWhatsappLink();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BRAND}</p>
          <p className="mt-2 text-sm">
            El directorio de negocios de República Dominicana, hecho en Puerto Plata. Encuentra,
            llama y escribe por WhatsApp a los negocios cerca de ti.
          </p>
          <p className="mt-3 text-sm">Calle Duarte #45, Puerto Plata, República Dominicana</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-semibold text-white">{group.title}</h2>
            <ul className="mt-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-semibold text-white">Contacto</h2>
          <ul className="mt-2 text-sm">
            <li>
              <a
                href="mailto:info@directoriord.do"
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Mail className="size-4" aria-hidden /> info@directoriord.do
              </a>
            </li>
            <li>
              <a
                href={helpPhone.href ?? undefined}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Phone className="size-4" aria-hidden /> {helpPhone.text}
              </a>
            </li>
            {help && (
              <li>
                <a
                  href={help}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 hover:text-white"
                >
                  <MessageCircle className="size-4" aria-hidden /> WhatsApp
                </a>
              </li>
            )}
            <li className="flex gap-1">
              <a
                href="https://facebook.com/directoriord"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Facebook de ${BRAND}`}
                className="inline-flex size-11 items-center justify-center rounded-md hover:text-white"
              >
                <SocialIcon platform="facebook" />
              </a>
              <a
                href="https://instagram.com/directoriord"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Instagram de ${BRAND}`}
                className="inline-flex size-11 items-center justify-center rounded-md hover:text-white"
              >
                <SocialIcon platform="instagram" />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="flex flex-col items-center gap-1 border-t border-slate-800 py-4 text-center text-xs sm:flex-row sm:justify-center sm:gap-4">
        <p>
          © {new Date().getFullYear()} {BRAND}. Todos los derechos reservados.
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/terminos" className="inline-flex min-h-11 items-center hover:text-white">
            Términos y condiciones
          </Link>
          <Link to="/privacidad" className="inline-flex min-h-11 items-center hover:text-white">
            Política de privacidad
          </Link>
        </nav>
      </div>
    </footer>
  );
}
