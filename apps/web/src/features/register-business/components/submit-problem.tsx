import { Link } from 'react-router';
import { REGISTRATION_MESSAGES } from '@drd/shared/api/registration';
import { FormAlert } from '../../../components/form/form-alert';
import { withNext } from '../../../lib/next-path';
import { SUBMIT_FAILED } from '../submit-error';
import { FIELD_LABELS } from '../wizard-steps';
import type { Problem } from './use-wizard-submit';

const KEPT = 'Lo que escribiste sigue guardado en este navegador.';

/** What went wrong with the send, above the form; every field keeps its value. */
export function SubmitProblem({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  switch (problem.kind) {
    case 'missing':
      return (
        <FormAlert title={REGISTRATION_MESSAGES.missing}>
          <ul className="list-disc pl-5">
            {problem.fields.map((field) => (
              <li key={field}>{FIELD_LABELS[field] ?? field}</li>
            ))}
          </ul>
        </FormAlert>
      );
    case 'session':
      return (
        <FormAlert title="Tu sesión ha expirado">
          <p>
            Inicia sesión de nuevo para registrar tu negocio. {KEPT}{' '}
            <Link
              to={withNext('/login', '/registrar-negocio')}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              Iniciar sesión
            </Link>
          </p>
        </FormAlert>
      );
    case 'network':
      return (
        <FormAlert title="No se pudo conectar con el servidor">
          Revisa tu conexión e intenta de nuevo. {KEPT}
        </FormAlert>
      );
    case 'other':
      return (
        <FormAlert title={SUBMIT_FAILED}>
          {problem.message} {KEPT}
        </FormAlert>
      );
  }
}
