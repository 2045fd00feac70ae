import type { FastifyPluginAsync } from 'fastify';
import type { MovableClock } from '#server/clock.ts';
import { route } from '#server/http/route.ts';
import type { PushService } from '#server/features/push/service.ts';

/**
 * Test-only (decision 044): a journey moves the server's clock, and what the push queue's job would
 * send at that instant is sent at once (the minute's cron sends it too, on the same clock; push_sends
 * keeps each reminder to one send). Registered by `buildApp` only with `testClock`, which the server
 * gets from TEST_CLOCK=1 and production refuses (src/server/env.ts).
 */
export const testClockRoutes: FastifyPluginAsync<{ clock: MovableClock; push: PushService }> = async (
  app,
  { clock, push },
) => {
  route(app, 'PUT /api/test/clock', { access: 'signed-in', tags: ['test'] }, async ({ body }) => {
    clock.moveTo(new Date(body.now));
    const sent = await push.dispatchDue();
    return { now: clock.now().toISOString(), ...sent };
  });
};
