import type { UseFormRegister } from 'react-hook-form';
import { SOCIAL_PLATFORMS } from '@drd/shared/api/content/registry';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { FormValues } from '../lib/form-values';
import type { FieldConfig } from '../lib/type-config';
import { PLATFORM_NAMES } from './item-views';

const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_NAMES[p] }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Sí, se muestra en el perfil' },
  { value: 'false', label: 'No, oculto por ahora' },
];

/** One control of the add/edit dialog, chosen by the field's input kind. */
export function ItemField({
  field,
  register,
  error,
  locked,
}: {
  field: FieldConfig;
  register: UseFormRegister<FormValues>;
  error: string | undefined;
  locked: boolean;
}) {
  const common = {
    label: field.label,
    error,
    required: field.required,
    disabled: locked,
    ...register(field.name),
  };
  switch (field.input) {
    case 'textarea':
      return <TextareaField {...common} rows={3} />;
    case 'platform':
      return (
        <SelectField
          {...common}
          options={PLATFORM_OPTIONS}
          placeholder="Selecciona una red"
          hint={locked ? 'La red no se cambia; agrega un enlace nuevo para otra red.' : undefined}
        />
      );
    case 'price':
      return <TextField {...common} type="number" inputMode="decimal" step="0.01" min="0" />;
    case 'datetime':
      return <TextField {...common} type="datetime-local" />;
    case 'day':
      return <TextField {...common} type="date" />;
    case 'integer':
      return <TextField {...common} type="number" inputMode="numeric" step="1" min="1" />;
    case 'active':
      return <SelectField {...common} options={ACTIVE_OPTIONS} />;
    case 'url':
      return <TextField {...common} type="url" inputMode="url" placeholder={field.placeholder} />;
    default:
      return <TextField {...common} placeholder={field.placeholder} />;
  }
}
