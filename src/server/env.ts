import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    // A whole gym may share one address behind NAT, so the default is generous.
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(1200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The AI coach (docs/decisions/027): admin keys → Gemini; else AI_BASE_URL → OpenAI-compatible; else local.
    AI_PROVIDER: z.enum(['gemini', 'openai-compatible', 'local']).optional(),
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
    if (env.NODE_ENV !== 'production') return;
    if (!env.APP_SECRET)
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    if (!env.ADMIN_EMAIL)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required in production' });
  });

export type Env = z.infer<typeof EnvSchema> & { APP_SECRET: string };

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
  return { ...env, APP_SECRET: env.APP_SECRET ?? localSecret(env.DATA_DIR) };
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
