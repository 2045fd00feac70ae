import { z } from 'zod';
import { DateTimeSchema } from './scalars.ts';

/**
 * `PUT /api/test/clock` (test-only, decision 044): the instant the server's clock moves to, e.g.
 * `2026-11-28T10:01:00-03:00`. Registered only by a server started with TEST_CLOCK=1 (never in
 * production).
 */
export const TestClockBodySchema = z.strictObject({ now: DateTimeSchema });
export type TestClockBody = z.infer<typeof TestClockBodySchema>;

/** The server's time after the move, and what the queue's job sent at that instant. */
export const TestClockSchema = z.object({
  now: z.string(),
  reminders: z.number().int(),
  rests: z.number().int(),
});
export type TestClock = z.infer<typeof TestClockSchema>;
