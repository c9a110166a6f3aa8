// The profile's 'Enviar un mensaje' box, shown when the owner keeps the contact form or booking
// requests on (and the plan includes them). The form and its shared messages load when opened.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/form/button';

const LeadForm = lazy(async () => ({ default: (await import('./lead-form')).LeadForm }));

interface ContactSectionProps {
  businessId: number;
  businessName: string;
  contactFormEnabled: boolean;
  bookingEnabled: boolean;
}

export function ContactSection({
  businessId,
  businessName,
  contactFormEnabled,
  bookingEnabled,
}: ContactSectionProps) {
  const [open, setOpen] = useState<'contact' | 'booking' | null>(null);
  if (!contactFormEnabled && !bookingEnabled) return null;
  const title = contactFormEnabled ? 'Enviar un mensaje' : 'Solicitar una reserva';
  return (
    <section
      aria-labelledby="mensaje"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="mensaje" className="mb-1 text-lg font-bold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Tu mensaje llega a {businessName}, que te responderá por teléfono, WhatsApp o correo.
      </p>
      {open ? (
        <Suspense fallback={<p className="text-sm text-slate-600">Cargando…</p>}>
          <LeadForm
            businessId={businessId}
            contactFormEnabled={contactFormEnabled}
            bookingEnabled={bookingEnabled}
            initialKind={open}
          />
        </Suspense>
      ) : (
        <div className="flex flex-wrap gap-2">
          {contactFormEnabled && (
            <Button onClick={() => setOpen('contact')}>Escribir al negocio</Button>
          )}
          {bookingEnabled && (
            <Button variant="secondary" onClick={() => setOpen('booking')}>
              Solicitar una reserva
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
