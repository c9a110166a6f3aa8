import { Link } from 'react-router';
import { LegalPage } from './legal-page';

// What is collected, why, for how long, and how to see, correct or delete it (Ley 172-13 de
// Protección de Datos de Carácter Personal). Kept in step with docs/decisions/029-accounts.md.
export function PrivacyPage() {
  return (
    <LegalPage title="Política de privacidad" updated="26 de noviembre de 2026">
      <p>
        Directorio RD (Calle Duarte #45, Puerto Plata, República Dominicana; info@directoriord.do)
        es responsable de los datos personales que nos das al usar el directorio. Los tratamos según
        la Ley núm. 172-13 sobre Protección de Datos de Carácter Personal y solo para lo que aquí se
        explica.
      </p>
      <h2>Qué datos guardamos</h2>
      <ul>
        <li>
          Tu cuenta: nombre de usuario, nombre completo, correo, teléfono si lo das, y tu contraseña
          cifrada (nunca la guardamos tal cual).
        </li>
        <li>
          Tus sesiones: cuándo entraste y el navegador y sistema desde el que entraste, para que
          veas dónde está abierta tu cuenta.
        </li>
        <li>
          Si registras un negocio: sus datos públicos, tus pagos del plan y, si pides la
          verificación, tu RNC o cédula y la foto del documento (nunca se publican).
        </li>
        <li>
          Lo que escribes a otros: reseñas, preguntas y mensajes a negocios, con el nombre y el
          correo que pongas.
        </li>
        <li>
          Si eres afiliado: tus referidos, comisiones y los datos de tu cuenta bancaria o de PayPal
          para pagarte.
        </li>
        <li>
          Visitas: un identificador anónimo en una cookie y tu dirección IP, para contar visitas sin
          trampas y frenar abusos. No usamos cookies de publicidad.
        </li>
      </ul>
      <h2>Para qué los usamos</h2>
      <ul>
        <li>Darte acceso a tu cuenta y protegerla (límites de intentos, avisos de seguridad).</li>
        <li>Publicar tu negocio y mostrar sus estadísticas, y cobrar y renovar su plan.</li>
        <li>Enviarte los correos que pediste; los avisos opcionales se apagan en Mi cuenta.</li>
        <li>Pagar las comisiones a los afiliados.</li>
      </ul>
      <p>
        No vendemos tus datos ni los compartimos con anunciantes. Los compartimos solo con quien nos
        ayuda a prestar el servicio (el envío de correos y el alojamiento) o cuando una autoridad
        competente lo exige por ley.
      </p>
      <h2>Cuánto tiempo</h2>
      <ul>
        <li>Tu cuenta, mientras exista; la borras cuando quieras.</li>
        <li>Las sesiones, hasta 30 días; los registros de visitas por persona, una hora.</li>
        <li>
          Los pagos y comisiones, el tiempo que exige la ley fiscal; al borrar tu cuenta quedan sin
          tus datos personales.
        </li>
      </ul>
      <h2>Tus derechos: ver, corregir y eliminar</h2>
      <p>
        La Ley 172-13 te da derecho a acceder a tus datos, rectificarlos, cancelarlos y oponerte a
        su uso. En <Link to="/cuenta">Mi cuenta</Link> puedes hacerlo tú mismo:
      </p>
      <ul>
        <li>Corregir tu nombre, teléfono y correo.</li>
        <li>Descargar una copia de tus datos («Descargar mis datos»), en un archivo JSON.</li>
        <li>
          Eliminar tu cuenta. Borramos tus datos personales; tus reseñas quedan publicadas firmadas
          como «Usuario eliminado». Si tienes negocios publicados, primero transfiérelos o
          despublícalos.
        </li>
      </ul>
      <p>
        Para cualquier otra solicitud escríbenos a info@directoriord.do; respondemos en un plazo
        máximo de 10 días hábiles.
      </p>
    </LegalPage>
  );
}
