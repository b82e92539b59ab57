import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseJobIntervals } from './background/intervals.ts';
import { parseSigningKey } from './audit/signing-key.ts';

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || protocols.test(value), `must look like ${example}`);

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

/** Every environment variable the backend reads; README.md documents each one. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a number followed by s, m, h or d, e.g. 7d')
    .default('7d'),
  EVENTSTORE_URL: optionalUrl(/^(esdb|kurrentdb|kdb|esdb\+discover|kurrentdb\+discover):\/\//, 'esdb://host:2113?tls=false'),
  MONGODB_URL: optionalUrl(/^mongodb(\+srv)?:\/\//, 'mongodb://host:27017'),
  MONGODB_DB: z.string().trim().min(1).default('folio'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url('must be a comma-separated list of origins like https://app.example.com'))),
  GOOGLE_CLIENT_ID: z.string().trim().optional().transform((value) => value || undefined),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional().transform((value) => value || undefined),
  MARKET_DATA_PROVIDER: z.enum(['offline', 'yahoo']).default('offline'),
  YAHOO_BASE_URL: z.url().optional(),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_LIMIT_WINDOW: z.string().default('15 minutes'),
  /** Sign-in attempts from one address across all emails in the login window (default: twice LOGIN_RATE_LIMIT_MAX). */
  LOGIN_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().positive().optional(),
  REGISTER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  REGISTER_RATE_LIMIT_WINDOW: z.string().default('1 hour'),
  SEED_DEMO: flag(true),
  /** POST /api/auth/dev-login signs anyone in as the demo user: only when asked for (tests turn it on). */
  DEV_LOGIN: z.enum(['true', 'false', '1', '0', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LLM_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  OPENAI_API_KEY: z.string().trim().optional().transform((value) => value || undefined),
  OPENAI_BASE_URL: optionalUrl(/^https?:\/\//, 'http://localhost:11434/v1'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://user:password@mail.example.com:587'),
  MAIL_FROM: z.string().trim().min(3).default('Folio <alerts@folio.local>'),
  /** Periodic jobs run on their timers (default: yes, except under NODE_ENV=test). */
  SCHEDULER_ENABLED: z.enum(['true', 'false', '1', '0', '']).optional(),
  JOB_INTERVALS: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseJobIntervals(value);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
      return 'intervals' in parsed ? parsed.intervals : {};
    }),
  SCHEDULER_JITTER: z.coerce.number().min(0, 'must be from 0 to 0.5').max(0.5, 'must be from 0 to 0.5').default(0.1),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000, 'must be at least 1000 (milliseconds)').max(600_000).default(60_000),
  // News sources (backend/src/news): a key enables a source; the offline demo feed serves when none is set.
  NEWS_API_KEY: z.string().trim().optional().transform((value) => value || undefined),
  NEWS_API_BASE_URL: z.url().default('https://newsapi.org'),
  NEWS_API_DAILY_LIMIT: z.coerce.number().int().min(1, 'must be a whole number of requests, at least 1').default(95),
  ALPHA_VANTAGE_API_KEY: z.string().trim().optional().transform((value) => value || undefined),
  ALPHA_VANTAGE_BASE_URL: z.url().default('https://www.alphavantage.co'),
  ALPHA_VANTAGE_DAILY_LIMIT: z.coerce.number().int().min(1, 'must be a whole number of requests, at least 1').default(25),
  POLYGON_API_KEY: z.string().trim().optional().transform((value) => value || undefined),
  POLYGON_BASE_URL: z.url().default('https://api.polygon.io'),
  POLYGON_DAILY_LIMIT: z.coerce.number().int().min(1, 'must be a whole number of requests, at least 1').default(1000),
  NEWS_CACHE_MINUTES: z.coerce.number().int().min(0, 'must be minutes, 0 or more').max(1440).default(60),
  NEWS_REFRESH_MINUTES: z.coerce.number().int().min(1, 'must be minutes, at least 1').max(1440).default(60),
  NEWS_MAX_DAYS_BACK: z.coerce.number().int().min(1, 'must be days, from 1 to 730').max(730, 'must be days, from 1 to 730').default(365),
  // API usage (backend/src/usage): the daily limits GET /api/usage measures real outbound requests against.
  MARKET_DATA_DAILY_LIMIT: z.coerce.number().int().min(1, 'must be a whole number of requests, at least 1').default(2000),
  LLM_DAILY_LIMIT: z.coerce.number().int().min(1, 'must be a whole number of requests, at least 1').default(500),
  GMAIL_DAILY_LIMIT: z.coerce.number().int().min(1, 'must be a whole number of requests, at least 1').default(1000),
  /** Send Gmail API requests to this origin instead (tests, proxies). */
  GMAIL_API_BASE_URL: z.url().default('https://gmail.googleapis.com/'),
  // Labs Gmail widget: the key that encrypts stored Gmail tokens (32 bytes, base64); generated in DATA_DIR when unset.
  GMAIL_TOKEN_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64, e.g. the output of `openssl rand -base64 32`'),
  // Audit checkpoints (backend/src/audit/checkpoints.ts): Ed25519 private key, PKCS#8 PEM or base64; generated in DATA_DIR when unset.
  AUDIT_SIGNING_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isEd25519Key(value), 'must be an Ed25519 private key (PKCS#8 PEM, or it in base64), e.g. from `openssl genpkey -algorithm ed25519`'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  JWT_SECRET: string;
  production: boolean;
  publicUrl: string;
  devLogin: boolean;
  googleConfigured: boolean;
  schedulerEnabled: boolean;
}

/** A configuration error that names the variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parse the environment. Relative DATA_DIR is taken from the directory `npm` was started in
 * (INIT_CWD), so `npm start` at the repository root uses ./data there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(values.DATA_DIR) ? values.DATA_DIR : resolve(base, values.DATA_DIR);
  const devLogin = values.DEV_LOGIN === undefined || values.DEV_LOGIN === '' ? values.NODE_ENV === 'test' : values.DEV_LOGIN === 'true' || values.DEV_LOGIN === '1';
  if (production && devLogin) throw new ConfigError(['DEV_LOGIN: cannot be enabled when NODE_ENV=production']);
  if (production && !values.JWT_SECRET) throw new ConfigError(['JWT_SECRET: is required when NODE_ENV=production']);
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither']);
  }
  // OpenAI itself needs a key; a local OpenAI-compatible server (Ollama, vLLM, LM Studio) may not.
  if (values.LLM_PROVIDER === 'openai' && !values.OPENAI_API_KEY && !values.OPENAI_BASE_URL) {
    throw new ConfigError(['OPENAI_API_KEY: is required when LLM_PROVIDER=openai (or set OPENAI_BASE_URL for a server without keys)']);
  }
  const shownHost = values.HOST === '0.0.0.0' || values.HOST === '::' ? 'localhost' : values.HOST;
  return {
    ...values,
    DATA_DIR: dataDir,
    JWT_SECRET: values.JWT_SECRET ?? localSecret(dataDir),
    production,
    publicUrl: (values.PUBLIC_URL ?? `http://${shownHost}:${values.PORT}`).replace(/\/$/, ''),
    googleConfigured: Boolean(values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET),
    devLogin,
    schedulerEnabled: values.SCHEDULER_ENABLED === undefined || values.SCHEDULER_ENABLED === '' ? values.NODE_ENV !== 'test' : values.SCHEDULER_ENABLED === 'true' || values.SCHEDULER_ENABLED === '1',
  };
}

function isEd25519Key(text: string): boolean {
  try {
    parseSigningKey(text);
    return true;
  } catch {
    return false;
  }
}

/** Outside production a secret is generated once per DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
