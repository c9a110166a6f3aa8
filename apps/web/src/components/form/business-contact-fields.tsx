import { useFormContext } from 'react-hook-form';
import { PRICE_RANGE_OPTIONS } from '../../lib/price-range';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The fields this block fills, in any form that has them (wizard, owner's editor). */
interface ContactFieldValues {
  phone: string;
  whatsappNumber?: string | null;
  email: string;
  contactEmail?: string | null;
  website?: string | null;
  priceRange?: string | null;
}

/** A business's phone, e-mail, website and price range: the same in the wizard and the panel. */
export function BusinessContactFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFieldValues>();
  return (
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
        label="WhatsApp (opcional)"
        type="tel"
        inputMode="tel"
        error={errors.whatsappNumber?.message}
        {...register('whatsappNumber')}
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
        label="Email de contacto (opcional)"
        type="email"
        hint="Si tus clientes deben escribir a otro correo."
        error={errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <TextField
        label="Sitio web (opcional)"
        type="url"
        inputMode="url"
        placeholder="www.tunegocio.com"
        error={errors.website?.message}
        {...register('website')}
      />
      <SelectField
        label="Rango de precios (opcional)"
        options={PRICE_RANGE_OPTIONS}
        placeholder="Sin indicar"
        error={errors.priceRange?.message}
        {...register('priceRange')}
      />
    </div>
  );
}
