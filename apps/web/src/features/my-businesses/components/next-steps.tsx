// Right after the wizard ('Mis negocios?nuevo={id}'): the new business's card says what happens
// now, and the page opens on it, so the owner never lands on a dead end (issue #32).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MyBusiness } from '@drd/shared/api/my-businesses';
import { NEW_BUSINESS_PARAM } from '../../../lib/new-business-path';

export function NextSteps({ business }: { business: MyBusiness }) {
  const [params] = useSearchParams();
  const isNew = params.get(NEW_BUSINESS_PARAM) === String(business.id);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isNew) return;
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [isNew]);
  if (!isNew || business.isActive || business.approval.status === 'rejected') return null;
  const toPay = business.pendingPayment !== null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      data-testid="next-steps"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 outline-none sm:p-4"
    >
      <p className="font-semibold">¡Listo! Registraste {business.name}. Lo que sigue:</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {toPay && (
          <li>
            <strong>Paga para publicarlo</strong>: las instrucciones y tu referencia están aquí
            abajo.
          </li>
        )}
        <li>
          <strong>Lo estamos revisando</strong>: un administrador revisa tu negocio y te avisamos
          por correo cuando esté publicado.
        </li>
        <li>Mientras tanto, completa tu perfil con la lista de abajo.</li>
      </ol>
    </div>
  );
}
