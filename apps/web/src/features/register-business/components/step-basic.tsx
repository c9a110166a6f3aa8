import { Controller, useFormContext } from 'react-hook-form';
import { ComboboxField } from '../../../components/form/combobox-field';
import { BusinessDescriptionField } from '../../../components/form/business-about-fields';
import { BusinessPhotoFields } from '../../../components/form/business-photo-fields';
import { TextField } from '../../../components/form/text-field';
import { useCategoryOptions } from '../api/get-categories';
import type { WizardValues } from '../wizard-values';

export function StepBasic() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const categories = useCategoryOptions();
  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <div className="space-y-4">
      <TextField
        label="Nombre del negocio"
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <BusinessDescriptionField hint="Cuenta qué ofreces, a quién y qué te hace diferente (mínimo 20 caracteres)." />
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
      <BusinessPhotoFields />
    </div>
  );
}
