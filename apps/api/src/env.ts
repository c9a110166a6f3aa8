// Environment variables are read here and nowhere else.
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Loopback unless told: a public interface is a deliberate choice (README 'Configuration').
  HOST: z.string().default('127.0.0.1'),
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
  // What owners read on how to pay for a plan (the manual payment provider).
  PAYMENT_BANK_INSTRUCTIONS: z
    .string()
    .default(
      'Transferencia bancaria a Directorio RD. Escríbenos por WhatsApp para recibir los datos de la cuenta e incluye la referencia del pago.',
    ),
  PAYMENT_CASH_INSTRUCTIONS: z
    .string()
    .default(
      'Pago en efectivo en nuestra oficina de Puerto Plata, de lunes a viernes de 9:00 a 17:00. Indica la referencia del pago.',
    ),
  // Pesos per dollar shown beside plan prices until an administrator sets the rate (app_settings).
  DOP_PER_USD: z.coerce.number().min(1).max(1000).default(60),
  // Nominatim's usage policy asks every client to identify itself (and give a contact).
  GEOCODER_USER_AGENT: z
    .string()
    .default('DirectorioRD/1.0 (directorio de negocios de la República Dominicana)'),
  // An SMTP server (smtp://user:pass@host:587, smtps://…:465). Without it every message stays in
  // the outbox table and the server log, readable by administrators (README 'E-mail').
  SMTP_URL: optionalText,
  // The sender of every message; defaults to no-responder@ the PUBLIC_URL's host.
  MAIL_FROM: optionalText,
  // The demo accounts' passwords are published: only `npm start` asks for them (SEED_DEMO=1).
  SEED_DEMO: z
    .enum(['0', '1', ''])
    .optional()
    .transform((v) => v === '1'),
  // The origin of every absolute URL (canonical, Open Graph, sitemap); never the Host header.
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v, context) => {
      if (!v || v.trim() === '') return undefined;
      const url = URL.canParse(v.trim()) ? new URL(v.trim()) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/') {
        context.addIssue({ code: 'custom', message: 'an http(s) origin, e.g. https://example.do' });
        return z.NEVER;
      }
      return url.origin;
    }),
  // Host names this server answers to (plugins/origin-guard.ts): a comma-separated list, or * for
  // any. Default: PUBLIC_URL's host plus localhost, 127.0.0.1 and [::1] (see allowedHosts below).
  ALLOWED_HOSTS: optionalText,
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, context) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            'false, a hop count (1 behind one proxy) or proxy addresses/CIDRs separated by commas; ' +
            '"true" would trust a forged X-Forwarded-For from anyone',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Uploaded photos and share cards: a folder (default DATA_DIR/media), or an S3-compatible bucket
  // when S3_BUCKET is set, so several server instances share the files (README 'Photos').
  MEDIA_DIR: optionalText,
  S3_BUCKET: optionalText,
  // Where `npm run backup` and the nightly backup write their files (README 'Backups').
  BACKUP_DIR: optionalText,
  // The service's address (https://s3.us-east-1.amazonaws.com, http://minio:9000); path-style.
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Bearer token that `GET /metrics` asks for; unset, it answers only to this machine's loopback
  // (README 'Running it in production').
  METRICS_TOKEN: optionalText,
  // Pins the server's clock (ISO date) so browser tests can check 'Abierto Ahora' deterministically.
  FIXED_NOW: optionalText,
});

/** Fastify's trustProxy function: is the hop-th nearest address a proxy of ours? */
type TrustHop = (address: string, hop: number) => boolean;

/** Names proxy-addr knows for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Which hops may set X-Forwarded-For/-Proto: none, the nearest N, or these addresses and ranges
 * (Fastify's trustProxy takes all three). Trusting every hop would let any client forge its
 * address and slip past the per-address limits, so `true` is refused.
 */
function parseTrustProxy(value: string): false | TrustHop | string[] | null {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // Fastify takes a count too, but its types only a function: the nearest `hops` hops.
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((e) => e.trim());
  const valid = (entry: string) =>
    PROXY_RANGE_NAMES.includes(entry) ||
    (entry.includes('/') ? isCidr(entry) : ipaddr.isValid(entry));
  return entries.every(valid) ? entries : null;
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

type ParsedEnv = z.infer<typeof envSchema>;

export type MediaSettings =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

function mediaSettings(data: ParsedEnv): MediaSettings {
  if (!data.S3_BUCKET) {
    return { driver: 'local', dir: resolve(data.MEDIA_DIR ?? `${data.DATA_DIR}/media`) };
  }
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: key, S3_SECRET_ACCESS_KEY: secret } = data;
  if (!endpoint || !URL.canParse(endpoint) || !key || !secret) {
    throw new Error(
      'Invalid environment:\n  S3_BUCKET needs S3_ENDPOINT (an http(s) URL), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    driver: 's3',
    bucket: data.S3_BUCKET,
    endpoint: endpoint.replace(/\/+$/, ''),
    region: data.S3_REGION,
    accessKeyId: key,
    secretAccessKey: secret,
  };
}
/** The loopback names a development server is reached by, always allowed. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** ALLOWED_HOSTS as lower-case host names without ports; null when any host is accepted. */
function allowedHosts(value: string | undefined, publicUrl: string): string[] | null {
  if (value === '*') return null;
  const listed = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  return [...new Set([new URL(publicUrl).hostname, ...LOOPBACK_HOSTS, ...listed])];
}

export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'MAIL_FROM' | 'ALLOWED_HOSTS'> & {
  PUBLIC_URL: string;
  /** Host names requests may name (ALLOWED_HOSTS); null accepts any. */
  ALLOWED_HOSTS: string[] | null;
  MAIL_FROM: string;
  dataDir: string;
  /** BACKUP_DIR, or DATA_DIR/backups. */
  backupDir: string;
  /** Where uploaded photos and share cards are kept. */
  media: MediaSettings;
  /** Settings left to a default that a public server should set; printed at start. */
  warnings: string[];
};

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const data = result.data;
  const publicUrl = data.PUBLIC_URL ?? `http://localhost:${data.PORT}`;
  const warnings: string[] = [];
  if (data.NODE_ENV === 'production' && !data.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL no está definido: los enlaces absolutos (canónicos, sitemap) usan ${publicUrl}`,
    );
  }
  if (data.NODE_ENV === 'production' && !data.SMTP_URL) {
    warnings.push('SMTP_URL no está definido: los correos quedan en la bandeja de /admin/correo');
  }
  const mailFrom = data.MAIL_FROM ?? `Directorio RD <no-responder@${new URL(publicUrl).hostname}>`;
  return {
    ...data,
    PUBLIC_URL: publicUrl,
    ALLOWED_HOSTS: allowedHosts(data.ALLOWED_HOSTS, publicUrl),
    MAIL_FROM: mailFrom,
    dataDir: resolve(data.DATA_DIR),
    backupDir: resolve(data.BACKUP_DIR ?? `${data.DATA_DIR}/backups`),
    media: mediaSettings(data),
    warnings,
  };
}
