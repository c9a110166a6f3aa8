import { Controller, useFormContext } from 'react-hook-form';
import { BusinessContactFields } from '../../../components/form/business-contact-fields';
import { OpeningHoursEditor } from '../../../components/form/opening-hours-editor';
import { TextField } from '../../../components/form/text-field';
import { firstMessage } from '../../../lib/first-message';
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
      <BusinessContactFields />
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
