// The business's name and its category (searchable): the wizard's first step and the owner's
// facts editor.
import { Controller, useFormContext } from 'react-hook-form';
import { ComboboxField } from '../form/combobox-field';
import { TextField } from '../form/text-field';
import type { BusinessFactsValues } from './facts-values';
import { useCategoryOptions } from './get-categories';

export function BusinessNameField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BusinessFactsValues>();
  return (
    <TextField
      label="Nombre del negocio"
      required
      autoComplete="organization"
      error={errors.name?.message}
      {...register('name')}
    />
  );
}

export function BusinessCategoryField() {
  const { control } = useFormContext<BusinessFactsValues>();
  const categories = useCategoryOptions();
  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Controller
      control={control}
      name="category"
      render={({ field, fieldState }) => (
        <ComboboxField
          label="Categoría"
          required
          name={field.name}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          placeholder={categories.isPending ? 'Cargando categorías...' : 'Busca tu categoría'}
          emptyText="Ninguna categoría coincide con la búsqueda"
          hint="Escribe para buscar entre las categorías."
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
