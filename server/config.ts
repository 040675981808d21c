import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, { message: 'Expected a postgres:// or postgresql:// URL' })
    .optional(),
  /** Server processes on the one port; only with DATABASE_URL in production. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  ADMIN_TOKEN: z.string().min(16, { message: 'Use at least 16 characters' }).optional(),
  /** `off`: a new database starts as the merchant's own shop, with no demo products, shoppers or orders. */
  DEMO_CATALOG: z.enum(['on', 'off'], { message: 'Expected on or off' }).default('on'),
  /** The public origin for canonical URLs when the server sits behind a proxy, e.g. https://shop.example. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Calls per minute per client address (also the burst allowed at once); 0 turns the limit off. */
  RATE_LIMIT_WEB: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_ADMIN: z.coerce.number().int().min(0).default(300),
  /** How many proxies in front of the server to believe about the client (X-Forwarded-For, X-Forwarded-Proto). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Hosts whose requests may write their own origin into pages in production, e.g. `shop.example,www.shop.example`. */
  /** Mail goes out through this server (`smtp://user:pass@host:587`, `smtps://…`); unset keeps it in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of the shop's mail. */
  MAIL_FROM: z.string().min(3).optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((list) => list.split(',').map((host) => host.trim()).filter(Boolean))
    .refine((hosts) => hosts.every(isHost), { message: 'Expected host names (with an optional :port), separated by commas' })
    .optional(),
});

function isHost(value: string): boolean {
  try {
    return new URL(`http://${value}`).host === value.toLowerCase();
  } catch {
    return false;
  }
}

export type ServerConfig = {
  production: boolean;
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** As set; unset means one per core where several processes are possible. */
  workers: number | undefined;
  /** Null only in production without ADMIN_TOKEN: admin calls are then refused. */
  adminToken: string | null;
  /** True when the token was made up at start and must be shown to the developer. */
  adminTokenGenerated: boolean;
  /** Whether a new database gets the demo catalog (DEMO_CATALOG); a database keeps what it started with. */
  demoCatalog: boolean;
  publicOrigin: string | undefined;
  rateLimits: { web: number; admin: number };
  trustProxy: number;
  /** Production only: the Host headers trusted to name the origin; undefined trusts the request (development). */
  allowedHosts: string[] | undefined;
  /** SMTP_URL and MAIL_FROM as set. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** The origin written for any other Host: PUBLIC_ORIGIN, else the first allowed host, else localhost. */
  fallbackOrigin: string;
};

/** Reads the environment once at start; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const generate = !values.ADMIN_TOKEN && !production;
  const publicOrigin = values.PUBLIC_ORIGIN ? new URL(values.PUBLIC_ORIGIN).origin : undefined;
  return {
    production,
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(PROJECT_ROOT, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    workers: values.WORKERS,
    adminToken: values.ADMIN_TOKEN ?? (generate ? randomBytes(24).toString('base64url') : null),
    adminTokenGenerated: generate,
    demoCatalog: values.DEMO_CATALOG === 'on',
    rateLimits: { web: values.RATE_LIMIT_WEB, admin: values.RATE_LIMIT_ADMIN },
    trustProxy: values.TRUST_PROXY,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    publicOrigin,
    allowedHosts: production ? (values.ALLOWED_HOSTS ?? []) : undefined,
    fallbackOrigin: publicOrigin ?? (values.ALLOWED_HOSTS?.[0] ? `http://${values.ALLOWED_HOSTS[0]}` : `http://localhost:${values.PORT}`),
  };
}
