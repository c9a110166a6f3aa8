// The visitor's message or booking request, loaded when asked for (contact-section.tsx). The form
// keeps what was typed on any error; a field people never see catches form-filling robots.
import { useState, type FormEvent } from 'react';
import { LEAD_MESSAGES, type LeadBody, type LeadKind } from '@drd/shared/api/leads';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PrivacyConsent } from '../../../components/form/privacy-consent';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendLead } from '../api/send-lead';

type Field = 'name' | 'phone' | 'email' | 'message' | 'date' | 'time' | 'people';
type Errors = Partial<Record<Field, string>>;

interface LeadFormProps {
  businessId: number;
  contactFormEnabled: boolean;
  bookingEnabled: boolean;
  initialKind: LeadKind;
}

export function LeadForm({
  businessId,
  contactFormEnabled,
  bookingEnabled,
  initialKind,
}: LeadFormProps) {
  const send = useSendLead(businessId);
  const [kind, setKind] = useState<LeadKind>(initialKind);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (send.isSuccess) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {send.data.message}
        </p>
        <Button variant="secondary" onClick={() => send.reset()}>
          Enviar otro mensaje
        </Button>
      </div>
    );
  }

  const booking = kind === 'booking';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const found: Errors = {};
    if (!text('name')) found.name = 'Escribe tu nombre';
    if (!text('phone') && !text('email')) found.phone = LEAD_MESSAGES.contactNeeded;
    if (!booking && !text('message')) found.message = 'Escribe tu mensaje';
    if (booking) {
      if (!text('date')) found.date = 'Elige la fecha';
      if (!text('time')) found.time = 'Elige la hora';
      if (!text('people')) found.people = 'Indica cuántas personas';
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const body: LeadBody = {
      kind,
      name: text('name'),
      phone: text('phone') || null,
      email: text('email') || null,
      message: text('message') || null,
      website: text('website'),
      ...(booking
        ? { date: text('date'), time: text('time'), people: Number(text('people')) }
        : {}),
    };
    send.mutate(body, {
      onError: (error) => {
        const details = error instanceof ApiRequestError ? error.body?.details : undefined;
        if (details) {
          setErrors(Object.fromEntries(Object.entries(details).map(([k, v]) => [k, v[0]])));
        }
        const message = error instanceof ApiRequestError ? error.body?.error : undefined;
        setFailure(
          message ?? 'No se pudo enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo.',
        );
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={booking ? 'Solicitar una reserva' : 'Enviar un mensaje'}
    >
      {contactFormEnabled && bookingEnabled && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Qué quieres enviar</legend>
          {(
            [
              ['contact', 'Mensaje'],
              ['booking', 'Reserva'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label="Tu nombre"
        name="name"
        required
        autoComplete="name"
        maxLength={80}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Teléfono o WhatsApp"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone}
        />
        <TextField
          label="Correo"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email}
        />
      </div>
      <p className="-mt-2 text-xs text-slate-600">
        Escribe al menos uno. Desde el cuarto mensaje del día te pediremos confirmar tu correo.
      </p>
      {booking && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Fecha" name="date" type="date" required error={errors.date} />
          <TextField label="Hora" name="time" type="time" required error={errors.time} />
          <TextField
            label="Personas"
            name="people"
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            required
            error={errors.people}
          />
        </div>
      )}
      <TextareaField
        label={booking ? 'Nota (opcional)' : 'Mensaje'}
        name="message"
        required={!booking}
        maxLength={2000}
        error={errors.message}
      />
      {/* People never see this field; a robot filling every field gives itself away. */}
      <div aria-hidden className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
        <label>
          Sitio web
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {failure && <FormAlert title={failure} />}
      <PrivacyConsent />
      <Button type="submit" pending={send.isPending} pendingText="Enviando...">
        {booking ? 'Enviar solicitud' : 'Enviar mensaje'}
      </Button>
    </form>
  );
}
