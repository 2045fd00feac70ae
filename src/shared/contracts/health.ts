import { z } from 'zod';
import { AI_PROVIDERS } from './ai.ts';

/** `GET /api/health`: the process answers (liveness). No database, nothing that can be slow. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/**
 * `GET /api/health/ready`: this instance can serve (readiness): the database answers and every
 * migration this code knows is applied. Names the AI provider in use, never a key or an address.
 */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  ai: z.object({ provider: z.enum(AI_PROVIDERS) }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
