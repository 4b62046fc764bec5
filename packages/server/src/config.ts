import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);

/** Environment variables the server reads. All are optional. */
const envSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: optionalText.default('0.0.0.0'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  SMTP_URL: optionalText,
  /** Sites answer at `<slug>.<BASE_HOST>`; unset means custom domains and the single-site default only. */
  BASE_HOST: optionalText.transform((v) => v?.toLowerCase()),
  /**
   * The origin (`https://shop.example`) absolute URLs use for the single website of an install with
   * neither BASE_HOST nor a domain; unset: `http://localhost:<PORT>` (or `http://<HOST>:<PORT>`).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((v) => (v === undefined ? undefined : new URL(v).origin)),
  DATA_DIR: optionalText.default('./data'),
  /** Comma-separated e-mails of the install administrators (who create websites); unset: the first owner. */
  INSTALL_ADMINS: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .default('info'),
  SESSION_IDLE_MINUTES: int(240, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(24 * 7, 1, 24 * 365),
  /** Trust X-Forwarded-* from a reverse proxy: 'true', a hop count, or a comma-separated address list. */
  TRUST_PROXY: optionalText,
  /** Sign-in attempts allowed per website and IP address in 15 minutes. */
  LOGIN_RATE_LIMIT: int(10, 1, 100_000),
  BODY_LIMIT_BYTES: int(1_048_576, 1024, 100 * 1_048_576),
  MAIL_FROM: optionalText.default('Tessera <no-reply@localhost>'),
  JOBS_POLL_MS: int(1000, 10, 60_000),
  JOBS_LEASE_MS: int(60_000, 100, 3_600_000),
  SHUTDOWN_GRACE_MS: int(10_000, 0, 120_000),
  DISABLE_JOBS_WORKER: flag,
  /** reCAPTCHA Enterprise for form captchas; without project and key the self-hosted captcha is used. */
  RECAPTCHA_PROJECT_ID: optionalText,
  RECAPTCHA_API_KEY: optionalText,
  /** Default site key; a website's own captcha site key (settings) wins. */
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_API_URL: optionalText.default('https://recaptchaenterprise.googleapis.com'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).optional().default(0.5),
  /** Server processes `node dist/main.js` runs on this machine (node:cluster); above 1 needs PostgreSQL and Redis. */
  WEB_CONCURRENCY: int(1, 1, 64),
  /** 'off' turns off the public renderer's 2-second micro-caches (benchmarks measure both ways). */
  RENDER_MICROCACHE: z.enum(['on', 'off']).optional().default('on'),
  /** 32 random bytes (base64 or 64 hex digits) encrypting payment providers' secrets at rest. */
  TESSERA_SECRETS_KEY: optionalText,
  /** Where the Stripe SDK sends its calls (a local stand-in in tests); unset: Stripe's own API. */
  STRIPE_API_BASE: optionalText.refine((v) => v === undefined || URL.canParse(v), 'must be a URL'),
  /** Where the Google Places adapter sends its calls (a local stand-in in tests); unset: Google's own API. */
  GOOGLE_PLACES_API_BASE: optionalText.refine((v) => v === undefined || URL.canParse(v), 'must be a URL'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  baseHost: string | undefined;
  /** PUBLIC_URL's origin, else the listen address's (a wildcard address as localhost). */
  publicUrl: string;
  dataDir: string;
  /** Lower-cased e-mails from INSTALL_ADMINS; empty means the install's first owner. */
  installAdmins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  bodyLimit: number;
  loginRateLimit: number;
  mailFrom: string;
  jobs: { pollMs: number; leaseMs: number; enabled: boolean };
  shutdownGraceMs: number;
  /** Set when RECAPTCHA_PROJECT_ID and RECAPTCHA_API_KEY are. */
  recaptcha: RecaptchaConfig | undefined;
  /** Whether public pages reuse rendered HTML, item and block data for up to 2 s (render area). */
  renderMicrocache: boolean;
  /** The payment providers' secrets key and API bases (payments area). */
  payments: PaymentsConfig;
  /** How many server processes share the port (WEB_CONCURRENCY); 1 runs no cluster. */
  webConcurrency: number;
  /** Google Places API base URL override (a local stand-in in tests); undefined: Google's own. */
  googlePlacesApiBase: string | undefined;
}

export interface PaymentsConfig {
  /** AES-256 key for providers' secrets; undefined when TESSERA_SECRETS_KEY is unset. */
  secretsKey: Buffer | undefined;
  /** Stripe API base URL override (the test kit's stand-in); undefined: api.stripe.com. */
  stripeApiBase: string | undefined;
}

/** A 32-byte key from base64 or hex text, or undefined if it is not one. */
export function secretsKeyOf(text: string): Buffer | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

export interface RecaptchaConfig {
  projectId: string;
  apiKey: string;
  siteKey: string | undefined;
  apiUrl: string;
  minScore: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function listenOrigin(host: string, port: number): string {
  const wildcard = ['0.0.0.0', '::', '[::]'].includes(host);
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Several processes need a database they can share (SQLite is one file opened by one process) and
 * Redis, without which each process would keep its own rate-limit counters and stale caches.
 */
function checkProcessCount(
  processes: number,
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
): void {
  if (processes === 1) return;
  if (!databaseUrl)
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${processes} needs PostgreSQL (DATABASE_URL). SQLite serves one process: unset WEB_CONCURRENCY or set DATABASE_URL.`,
    );
  if (!redisUrl)
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${processes} needs REDIS_URL, so that every process shares rate limits and cache invalidations.`,
    );
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads and validates the configuration from environment variables (and only from them). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const secretsKey = e.TESSERA_SECRETS_KEY === undefined ? undefined : secretsKeyOf(e.TESSERA_SECRETS_KEY);
  if (e.TESSERA_SECRETS_KEY !== undefined && !secretsKey) {
    throw new ConfigError(
      'Invalid configuration: TESSERA_SECRETS_KEY must be 32 random bytes, as base64 or 64 hex digits (openssl rand -base64 32)',
    );
  }
  checkProcessCount(e.WEB_CONCURRENCY, e.DATABASE_URL, e.REDIS_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    baseHost: e.BASE_HOST,
    publicUrl: e.PUBLIC_URL ?? listenOrigin(e.HOST, e.PORT),
    dataDir: e.DATA_DIR,
    installAdmins: (e.INSTALL_ADMINS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bodyLimit: e.BODY_LIMIT_BYTES,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    mailFrom: e.MAIL_FROM,
    jobs: { pollMs: e.JOBS_POLL_MS, leaseMs: e.JOBS_LEASE_MS, enabled: !e.DISABLE_JOBS_WORKER },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    recaptcha:
      e.RECAPTCHA_PROJECT_ID && e.RECAPTCHA_API_KEY
        ? {
            projectId: e.RECAPTCHA_PROJECT_ID,
            apiKey: e.RECAPTCHA_API_KEY,
            siteKey: e.RECAPTCHA_SITE_KEY,
            apiUrl: e.RECAPTCHA_API_URL,
            minScore: e.RECAPTCHA_MIN_SCORE,
          }
        : undefined,
    renderMicrocache: e.RENDER_MICROCACHE === 'on',
    payments: { secretsKey, stripeApiBase: e.STRIPE_API_BASE },
    webConcurrency: e.WEB_CONCURRENCY,
    googlePlacesApiBase: e.GOOGLE_PLACES_API_BASE,
  };
}
