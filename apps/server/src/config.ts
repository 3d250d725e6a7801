import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED: z.enum(['demo', 'none']).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolish.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Poolside Portal <no-reply@poolside.test>'),
  CONTACT_EMAIL: z.email().default('support@poolside.test'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.default(true),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  TIME_ZONE: z.string().default('UTC'),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(100).default(10),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  WARRANTY_URL: z.url().default('https://warranty.poolside.test/'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The maker's returns address on the packing slip: lines separated by "|". */
  MAKER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default(
      'Poolside Robotics · Returns department|12 Harbour Road|Industrial Zone North|3508409 Haifa|Israel',
    ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seed: 'demo' | 'none' | undefined;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  s3:
    | {
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      }
    | undefined;
  recaptcha: { secret: string; siteKey: string } | undefined;
  timeZone: string;
  uploadMaxBytes: number;
  requestTimeoutMs: number;
  warrantyUrl: string;
  mapTileUrl: string;
  /** The maker's returns address, one entry a printed line. */
  makerAddress: string[];
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.RECAPTCHA_SECRET && !e.RECAPTCHA_SITE_KEY) || (!e.RECAPTCHA_SECRET && e.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY go together');
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seed: e.SEED,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    recaptcha: e.RECAPTCHA_SECRET
      ? { secret: e.RECAPTCHA_SECRET, siteKey: e.RECAPTCHA_SITE_KEY! }
      : undefined,
    timeZone: e.TIME_ZONE,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    warrantyUrl: e.WARRANTY_URL,
    makerAddress: e.MAKER_ADDRESS.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    mapTileUrl: e.MAP_TILE_URL,
  };
}
