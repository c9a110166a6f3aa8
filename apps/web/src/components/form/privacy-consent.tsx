import { Link } from 'react-router';

/**
 * Under every form that collects personal data: what the person accepts, linked (Ley 172-13).
 * The links are 44 px tall, as every tap target.
 */
export function PrivacyConsent({ action = 'Al enviar' }: { action?: string }) {
  return (
    <p className="text-sm text-slate-600">
      {action} aceptas los{' '}
      <Link
        to="/terminos"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        términos y condiciones
      </Link>{' '}
      y la{' '}
      <Link
        to="/privacidad"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        política de privacidad
      </Link>
      .
    </p>
  );
}
