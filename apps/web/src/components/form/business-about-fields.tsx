import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { OpeningHours } from '@drd/shared/opening-hours';
import { firstMessage } from '../../lib/first-message';
import { OpeningHoursEditor } from './opening-hours-editor';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';

/** The fields of this file, in any form that has them (wizard, owner's editor). */
interface AboutFieldValues {
  description: string;
  tagline: string;
  openingHours: OpeningHours;
}

/** What the business does, in the owner's words; the wizard adds a hint on what to write. */
export function BusinessDescriptionField({ hint }: { hint?: ReactNode }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AboutFieldValues>();
  return (
    <TextareaField
      label="Descripción"
      required
      rows={5}
      hint={hint}
      error={errors.description?.message}
      {...register('description')}
    />
  );
}

export function BusinessTaglineField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AboutFieldValues>();
  return (
    <TextField
      label="Lema (opcional)"
      maxLength={120}
      hint="Una frase corta que te distinga (máximo 100 caracteres)."
      error={errors.tagline?.message}
      {...register('tagline')}
    />
  );
}

/** The week's opening hours, with the first message of any day under them. */
export function BusinessHoursField() {
  const { control } = useFormContext<AboutFieldValues>();
  return (
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
  );
}
