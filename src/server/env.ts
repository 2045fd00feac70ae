import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS } from '#shared/contracts/ai.ts';

/**
 * Which proxies in front of the app are believed about the client's address (X-Forwarded-For) and
 * protocol: `false` (none: the socket's address counts), a number of hops (`1`: the one reverse
 * proxy in front; `true` means 1), or a comma-separated list of the proxies' addresses or CIDR
 * ranges. Never "everyone": a client could then send its own X-Forwarded-For and be anyone.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const list = value.split(',').map((item) => item.trim());
      if (list.every((item) => isAddressOrRange(item))) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a number of proxy hops (1-10) or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

function isAddressOrRange(item: string): boolean {
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Absent: loopback outside production (a laptop's dev server is not offered to the café's Wi-Fi),
    // every interface in production (the proxy or the container's port mapping reaches it).
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: TrustProxySchema.default(false),
    // A whole gym may share one address behind NAT, so the default is generous.
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(1200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The AI coach (docs/decisions/027): admin keys → Gemini; else AI_BASE_URL → OpenAI-compatible; else local.
    AI_PROVIDER: z.enum(AI_PROVIDERS).optional(),
    AI_BASE_URL: z.string().url().optional(),
    // Where the Gemini API is reached (a proxy, or the fake one the browser journeys use).
    AI_GEMINI_BASE_URL: z.string().url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
    AI_MAX_CONCURRENT: z.coerce.number().int().min(1).max(50).default(2),
    AI_DAILY_CALLS: z.coerce.number().int().min(1).max(100_000).default(200),
    // Post-workout analyses one student may ask of a remote provider per day.
    AI_STUDENT_DAILY: z.coerce.number().int().min(1).max(1_000).default(5),
    // Journeys move the server's clock (PUT /api/test/clock, decision 044): 1 only with NODE_ENV=test.
    TEST_CLOCK: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
  })
  .superRefine((env, ctx) => {
    if (env.AI_BASE_URL && !env.AI_MODEL)
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required with AI_BASE_URL' });
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER is openai-compatible',
      });
    if (env.TEST_CLOCK && env.NODE_ENV !== 'test')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'is only allowed with NODE_ENV=test (it lets any signed-in user move the server clock)',
      });
    if (env.NODE_ENV !== 'production') return;
    if (!env.APP_SECRET)
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    else if (!isStrongSecret(env.APP_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message:
          'is too weak for production (use a random value, e.g. the output of: openssl rand -base64 32)',
      });
    if (!env.ADMIN_EMAIL)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required in production' });
    // Without it the session cookie has no Secure flag and the Origin check could only trust Host.
    if (!env.PUBLIC_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production (the address people use, e.g. https://app.suaacademia.com.br)',
      });
  });

/**
 * A secret worth its length: 32+ characters that are not a word repeated or a placeholder. A random
 * value (openssl rand -base64 32: 44 characters of 64 kinds) has far more than 16 distinct characters
 * and no run; 'x' × 40, 'changeme' × 4 or '0123…' do not pass.
 */
export function isStrongSecret(secret: string): boolean {
  if (secret.length < 32) return false;
  if (new Set(secret).size < 16) return false;
  if (/(.)\1{3}/.test(secret)) return false;
  return !/change.?me|secret|password|senha|example|exemplo/i.test(secret);
}

export type Env = Omit<z.infer<typeof EnvSchema>, 'HOST'> & { APP_SECRET: string; HOST: string };

export class EnvError extends Error {}

/** Parses the environment once at boot; a bad value becomes one line naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown =
      issue.code === 'custom' || name === 'APP_SECRET' || name === 'AI_API_KEY'
        ? ''
        : ` (got ${JSON.stringify(present[name])})`;
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  const env = parsed.data;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    APP_SECRET: env.APP_SECRET ?? localSecret(env.DATA_DIR),
  };
}

/** Outside production the secret is generated once and kept beside the data, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
