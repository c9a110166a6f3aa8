import { Controller, useFormContext } from 'react-hook-form';
import { OpeningHoursEditor } from '../../../components/form/opening-hours-editor';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { firstMessage } from '../../../lib/first-message';
import { PRICE_RANGE_OPTIONS } from '../../../lib/price-range';
import type { WizardValues } from '../wizard-values';
import { OfferCodeField } from './offer-code-field';
import { PlanChoice } from './plan-choice';
import { ProfileOptions } from './profile-options';
import { ReferralCodeField } from './referral-code-field';

export function StepContact() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Teléfono"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          hint="Ejemplo: 809-555-1234"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="WhatsApp (opcional)"
          type="tel"
          inputMode="tel"
          error={errors.whatsappNumber?.message}
          {...register('whatsappNumber')}
        />
        <TextField
          label="Sitio web (opcional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          label="Email de contacto (opcional)"
          type="email"
          hint="Si tus clientes deben escribir a otro correo."
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <SelectField
          label="Rango de precios (opcional)"
          options={PRICE_RANGE_OPTIONS}
          placeholder="Sin indicar"
          error={errors.priceRange?.message}
          {...register('priceRange')}
        />
      </div>
      <TextField
        label="Lema (opcional)"
        maxLength={120}
        hint="Una frase corta que te distinga (máximo 100 caracteres)."
        error={errors.tagline?.message}
        {...register('tagline')}
      />
      <Controller
        control={control}
        name="openingHours"
        render={({ field, fieldState }) => (
          <OpeningHoursEditor
            value={field.value}
            onChange={field.onChange}
            error={firstMessage(fieldState.error)}
          />
        )}
      />
      <ProfileOptions />
      <PlanChoice />
      <OfferCodeField />
      <ReferralCodeField />
    </div>
  );
}
