// Environment variables are read here and nowhere else.
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalText,
  SESSION_SECRET: optionalText,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org/search'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAIL: optionalText,
  SEED_DEMO: optionalText,
  // Only behind a reverse proxy that sets X-Forwarded-For/-Proto; otherwise clients could forge
  // their address and slip past the per-address rate limits.
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Pins the server's clock (ISO date) so browser tests can check 'Abierto Ahora' deterministically.
  FIXED_NOW: optionalText,
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.data, dataDir: resolve(result.data.DATA_DIR) };
}
