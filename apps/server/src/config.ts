import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`) or a keyword proxy-addr knows (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (proxyKeywords.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which hops in front of the server are trusted to name the client in
 * X-Forwarded-For. `false`/`0`: none. A number: that many hops (load balancer, CDN…). `true`: one hop (a load
 * balancer), never "every hop", which let a client forge its own address. Otherwise a comma-separated list
 * of the proxies' addresses or CIDR ranges.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string => {
    const lower = v.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (v !== '' && entries.every(isProxyAddress)) return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count (1 = one load balancer), true (= 1), or proxy addresses/CIDR ranges',
    });
    return z.NEVER;
  });

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
  /** PostgreSQL only: a database that never answers is -3 after these, not a hung request. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  DATABASE_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  SEED: z.enum(['demo', 'none']).optional(),
  /** SEED=demo with NODE_ENV=production is refused without it: demo accounts have a known password. */
  ALLOW_DEMO_SEED_IN_PRODUCTION: boolish.default(false),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
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
  /** Per logged-in user and hour: uploads, and megabytes uploaded. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  UPLOAD_MB_PER_HOUR: z.coerce.number().min(1).default(200),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** A request whose answer is not sent within this time is -3 (503); exports and uploads fit in it. */
  HANDLER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Above this mean event-loop delay new requests are -3 (503, Retry-After) instead of queueing. 0: off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** End customers' contact details are blanked this many days after a record's last change. 0: kept. */
  PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
  /** Two-step sign-in of provider staff: optional (they may turn it on), required, or off. */
  TWO_FACTOR: z.enum(['optional', 'required', 'off']).default('optional'),
  WARRANTY_URL: z.url().default('https://warranty.poolside.test/'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** A running job whose instance stops sending heartbeats this long is taken over by another instance. */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** How often an idle instance asks the job queue for work. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** off: the answer and reference caches keep nothing (lib/cache-switch.ts), to measure first reads. */
  CACHE: z.enum(['on', 'off']).default('on'),
  /** off: no request counting and no GET /metrics (plugins/metrics.ts). */
  METRICS: z.enum(['on', 'off']).default('on'),
  /** GET /metrics asks for `Authorization: Bearer <this>`; unset: open outside production, refused in it. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** OpenTelemetry's standard variable: set, traces go there over OTLP/HTTP (lib/tracing.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The maker's returns address on the packing slip: lines separated by "|". */
  MAKER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default(
      'Poolside Robotics · Returns department|12 Harbour Road|Industrial Zone North|3508409 Haifa|Israel',
    ),
});

export type DatabaseTimeouts = {
  /** Opening a connection (or waiting for a free one in the pool). */
  connectMs: number;
  /** One statement (server-side statement_timeout; the client gives up 5 s later if the server is silent). */
  statementMs?: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionMs?: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL connection, statement and idle-in-transaction timeouts (db/client.ts). */
  databaseTimeouts: DatabaseTimeouts;
  seed: 'demo' | 'none' | undefined;
  publicUrl: string;
  logLevel: string;
  /** false, a hop count, or a comma-separated list of proxy addresses (Fastify's trustProxy). */
  trustProxy: false | number | string;
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
  /** A logged-in user's uploads per hour: how many, and how many KiB in all. */
  uploadLimits: { perHour: number; kibPerHour: number };
  requestTimeoutMs: number;
  /** The whole route lifecycle (Fastify's handlerTimeout); past it the answer is -3 with 503. */
  handlerTimeoutMs: number;
  /** Overload shedding (plugins/overload.ts): the event-loop delay above which requests get 503; 0 = off. */
  overload: { maxEventLoopDelayMs: number; sampleIntervalMs: number };
  /** Days after a record's last change its end-customer contact details are erased; 0 = kept. */
  personalDataRetentionDays: number;
  /** Two-step sign-in of provider staff (types 1, 2): may turn it on, must have it, or never asked. */
  twoFactor: 'optional' | 'required' | 'off';
  warrantyUrl: string;
  mapTileUrl: string;
  /** The maker's returns address, one entry a printed line. */
  makerAddress: string[];
  /** off: answer and reference caches load every time and keep nothing (lib/cache-switch.ts). */
  cache: 'on' | 'off';
  /** The job queue (lib/job-queue.ts): heartbeat of a running job, and the idle poll, in seconds. */
  jobs: { heartbeatSeconds: number; pollSeconds: number };
  /** Prometheus metrics (plugins/metrics.ts): on or off, and the scraper's bearer token. */
  metrics: { isOn: boolean; token: string | undefined };
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT); unset: no tracing, nothing of it loaded. */
  tracingEndpoint: string | undefined;
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
  if (e.NODE_ENV === 'production' && e.SEED === 'demo' && !e.ALLOW_DEMO_SEED_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED: demo seeds accounts with a published password; with NODE_ENV=production' +
        ' set ALLOW_DEMO_SEED_IN_PRODUCTION=true as well to seed them anyway',
    );
  }
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
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
    },
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
    uploadLimits: { perHour: e.UPLOADS_PER_HOUR, kibPerHour: Math.round(e.UPLOAD_MB_PER_HOUR * 1024) },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    handlerTimeoutMs: e.HANDLER_TIMEOUT_MS,
    overload: { maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, sampleIntervalMs: 1000 },
    personalDataRetentionDays: e.PERSONAL_DATA_RETENTION_DAYS,
    twoFactor: e.TWO_FACTOR,
    warrantyUrl: e.WARRANTY_URL,
    makerAddress: e.MAKER_ADDRESS.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    mapTileUrl: e.MAP_TILE_URL,
    cache: e.CACHE,
    jobs: { heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS, pollSeconds: e.JOB_POLL_SECONDS },
    metrics: { isOn: e.METRICS === 'on', token: e.METRICS_TOKEN },
    tracingEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}
