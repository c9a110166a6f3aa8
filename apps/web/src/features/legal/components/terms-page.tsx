import { Link } from 'react-router';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Términos y condiciones" updated="26 de noviembre de 2026">
      <p>
        Al usar Directorio RD o crear una cuenta aceptas estos términos. Si no estás de acuerdo, no
        uses el servicio.
      </p>
      <h2>Tu cuenta</h2>
      <ul>
        <li>Da datos verdaderos y mantén tu contraseña en secreto.</li>
        <li>Eres responsable de lo que se haga con tu cuenta.</li>
        <li>
          Puedes eliminarla en cualquier momento desde <Link to="/cuenta">Mi cuenta</Link>.
        </li>
      </ul>
      <h2>Negocios y contenido</h2>
      <ul>
        <li>
          Solo registra negocios que te pertenecen o que administras. Un administrador revisa cada
          negocio y cada cambio antes de publicarlo.
        </li>
        <li>
          No publiques contenido falso, ofensivo, ilegal ni que infrinja derechos de otros. Podemos
          rechazar o retirar lo que no cumpla estos términos.
        </li>
        <li>Las reseñas deben contar una experiencia real; el negocio no puede borrarlas.</li>
      </ul>
      <h2>Planes y pagos</h2>
      <ul>
        <li>Los planes son anuales y sus precios están en dólares estadounidenses (US$).</li>
        <li>
          Al vencer un plan, el negocio conserva su página y sus datos básicos; lo demás vuelve al
          renovar.
        </li>
      </ul>
      <h2>Afiliados</h2>
      <p>
        Los afiliados ganan la comisión que indica la página de afiliados por los pagos de los
        negocios que refieren. Las comisiones se pagan cada mes desde US$ 25, a la cuenta que
        indiques en Mi cuenta.
      </p>
      <h2>Privacidad</h2>
      <p>
        Cómo tratamos tus datos está en la <Link to="/privacidad">política de privacidad</Link>.
      </p>
      <h2>Ley aplicable</h2>
      <p>
        Estos términos se rigen por las leyes de la República Dominicana. Para dudas escríbenos a
        info@directoriord.do.
      </p>
    </LegalPage>
  );
}
