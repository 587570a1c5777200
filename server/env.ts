/**
 * Server configuration (DESIGN §2), parsed and validated once at start-up with zod.
 * The rest of the server reads the typed {@link ServerEnv}; only `main.ts` and the CLI
 * hand `process.env` to {@link parseEnv}.
 */
import { z } from 'zod';
import { DEV_ANON_KEY, site } from '../common/site';
import { DEFAULT_RATE_LIMIT_MAX } from './limits';

/**
 * The documented development key (DESIGN §2 `ANON_KEY` default), defined once in common/site.ts
 * so the front end's default (`VITE_SUPABASE_ANON_KEY`) and the server's never differ. Public by
 * design, like Supabase's `anon` key: it only lets a client insert contact messages with status
 * 'new'. Set `ANON_KEY` and `VITE_SUPABASE_ANON_KEY` to another value in production.
 */
export { DEV_ANON_KEY };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as unset, so `FOO= npm start` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const databaseUrl = z
  .string()
  .refine((value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\//.test(value), {
    error: 'DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
  });

const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (item === '*') {
      origins.push('*');
      continue;
    }
    try {
      origins.push(new URL(item).origin);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `ALLOWED_ORIGINS: '${item}' is not an origin like https://example.com`,
      });
      return z.NEVER;
    }
  }
  return origins;
});

const rawEnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: optional(z.string().default('0.0.0.0')),
  DATABASE_URL: optional(databaseUrl.default('file:data/site.db')),
  ANON_KEY: optional(z.string().min(1).default(DEV_ANON_KEY)),
  ALLOWED_ORIGINS: optional(originList.optional()),
  RATE_LIMIT_MAX: optional(z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMIT_MAX)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0']).default('false')),
  VITE_SUPABASE_URL: optional(z.string().optional()),
  COMPANY_PROFILE_URL: optional(
    z
      .union([
        z.literal('off'),
        z.url({ protocol: /^https?$/, error: 'COMPANY_PROFILE_URL must be an http(s) URL or off' }),
      ])
      .optional(),
  ),
});

/** The validated configuration. */
export interface ServerEnv {
  /** TCP port; 0 picks a free one (tests). Default 3000. */
  port: number;
  /** Listen address. Default '0.0.0.0'. */
  host: string;
  /** `file:PATH` (SQLite, path relative to the working directory) or `postgres://…`. Default `file:data/site.db`. */
  databaseUrl: string;
  /** The anonymous key accepted in `apikey` / `Authorization: Bearer` (DESIGN §4). Default {@link DEV_ANON_KEY}. */
  anonKey: string;
  /**
   * CORS allow-list for /rest/v1 (origins, no paths; `*` allows any). Default: the server's own
   * origin, `http://localhost:PORT` and `http://127.0.0.1:PORT`.
   */
  allowedOrigins: string[];
  /** Contact inserts per client IP per minute; 0 disables the limit (benchmarks). Default 20. */
  rateLimitMax: number;
  /** Pino log level. Default 'info'. */
  logLevel: (typeof LOG_LEVELS)[number];
  /** Trust `X-Forwarded-For` (behind a load balancer) so the rate limit sees client IPs. Default false. */
  trustProxy: boolean;
  /**
   * Origin of `VITE_SUPABASE_URL` when it points at another host (a real Supabase project); added to
   * the CSP `connect-src`. Undefined when the site talks to this server.
   */
  externalApiOrigin: string | undefined;
  /**
   * The public company page read for the LinkedIn card (spec §7); default `site.links.linkedinCompany`.
   * `COMPANY_PROFILE_URL=off` gives null: the card keeps its defaults and the server makes no
   * outbound request (tests, CI, the bench: they reach loopback only).
   */
  companyProfileUrl: string | null;
}

/** Thrown by {@link parseEnv} with one line per invalid variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses and validates environment variables (DESIGN §2).
 * @param source usually `process.env`; tests pass a plain object
 * @throws {EnvError} listing every invalid variable
 */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = rawEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const raw = result.data;
  const ownOrigins = [`http://localhost:${raw.PORT}`, `http://127.0.0.1:${raw.PORT}`];
  return {
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    anonKey: raw.ANON_KEY,
    allowedOrigins:
      raw.ALLOWED_ORIGINS && raw.ALLOWED_ORIGINS.length > 0 ? raw.ALLOWED_ORIGINS : ownOrigins,
    rateLimitMax: raw.RATE_LIMIT_MAX,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY === 'true' || raw.TRUST_PROXY === '1',
    externalApiOrigin: absoluteOrigin(raw.VITE_SUPABASE_URL),
    companyProfileUrl:
      raw.COMPANY_PROFILE_URL === 'off'
        ? null
        : (raw.COMPANY_PROFILE_URL ?? site.links.linkedinCompany),
  };
}

/** The origin of an absolute http(s) URL, or undefined for empty/relative values. */
function absoluteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
