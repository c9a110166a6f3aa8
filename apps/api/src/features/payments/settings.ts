// Settings of the owners' sign-up that env.ts does not parse yet: each is read from the parsed
// configuration when present, else its default here applies.
import type { Env } from '../../env';

const DEFAULTS = {
  PAYMENT_BANK_INSTRUCTIONS:
    'Transferencia bancaria a Directorio RD. Escríbenos por WhatsApp para recibir los datos de la cuenta e incluye la referencia del pago.',
  PAYMENT_CASH_INSTRUCTIONS:
    'Pago en efectivo en nuestra oficina de Puerto Plata, de lunes a viernes de 9:00 a 17:00. Indica la referencia del pago.',
  GEOCODER_USER_AGENT: 'DirectorioRD/1.0 (directorio de negocios de la República Dominicana)',
} as const;

export type SignUpSettingName = keyof typeof DEFAULTS;

export function signUpSetting(config: Env, name: SignUpSettingName): string {
  const value = (config as unknown as Partial<Record<SignUpSettingName, unknown>>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULTS[name];
}
