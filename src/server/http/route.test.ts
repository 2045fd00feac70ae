import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { installAccessControl } from '#server/auth/access.ts';
import type { Actor } from '#server/auth/session.ts';
import { installErrorHandling } from './errors.ts';
import { route } from './route.ts';

const trainer: Actor = { id: 'p1', name: 'Paula', email: 'paula@example.com', role: 'personal' };

/** A bare app with the real access control and error handling, whose session is always `actor`. */
async function appWith(register: (api: FastifyInstance) => void, actor: Actor | null = trainer) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installAccessControl(app, { resolve: async () => actor, stillSignedIn: async () => true });
  await app.register(async (api) => register(api), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('route(): a route of the map, registered from its contract', () => {
  test('the handler gets the parsed input and the typed actor, and the success status is the map’s', async () => {
    const seen: unknown[] = [];
    const app = await appWith((api) =>
      route(api, 'DELETE /api/students/:id', { access: ['personal'], tags: ['t'] }, async (input, reply) => {
        expectTypeOf(input.actor).toEqualTypeOf<Actor>();
        expectTypeOf(input.params).toEqualTypeOf<{ id: string }>();
        seen.push(input.actor.id, input.params.id);
        return reply.send(null);
      }),
    );
    const res = await app.inject({ method: 'DELETE', url: '/api/students/abc' });
    expect(res.statusCode).toBe(204);
    expect(seen).toEqual(['p1', 'abc']);
  });

  test('input that breaks the contract is refused before the handler, with the shared error shape', async () => {
    let called = false;
    const app = await appWith((api) =>
      route(api, 'PUT /api/profile/settings', { access: ['personal'], tags: ['t'] }, async () => {
        called = true;
        throw new Error('not reached');
      }),
    );
    const res = await app.inject({ method: 'PUT', url: '/api/profile/settings', payload: { version: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(called).toBe(false);
  });

  test('an answer its contract does not allow is not sent', async () => {
    const app = await appWith((api) =>
      // @ts-expect-error: GET /api/health answers { status: 'ok' }.
      route(api, 'GET /api/health', { access: 'public', tags: ['t'] }, async () => ({ status: 'broken' })),
    );
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('broken');
  });

  test('a public route’s actor may be null; a protected one never runs without one', async () => {
    const actors: (Actor | null)[] = [];
    const app = await appWith((api) => {
      route(api, 'GET /api/session', { access: 'public', tags: ['t'] }, async ({ actor }) => {
        expectTypeOf(actor).toEqualTypeOf<Actor | null>();
        actors.push(actor);
        return { user: actor };
      });
      route(api, 'GET /api/profile', { access: ['personal'], tags: ['t'] }, async () => {
        throw new Error('not reached');
      });
    }, null);
    expect((await app.inject({ method: 'GET', url: '/api/session' })).json()).toEqual({ user: null });
    expect(actors).toEqual([null]);
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  test('a key outside the plugin’s prefix stops the app from starting', async () => {
    const app = Fastify();
    installAccessControl(app, { resolve: async () => null, stillSignedIn: async () => true });
    await expect(
      app
        .register(
          async (other) =>
            route(other, 'GET /api/me', { access: ['student'], tags: ['t'] }, async () => {
              throw new Error('not reached');
            }),
          { prefix: '/v2' },
        )
        .ready(),
    ).rejects.toThrow('GET /api/me is not under /v2');
  });
});

describe('an unchecked route under test', () => {
  test('its answer is still held to its contract', async () => {
    const app = await appWith((api) =>
      route(
        api,
        'GET /api/radar',
        { access: ['personal'], tags: ['t'], unchecked: true },
        async (_input, reply) =>
          reply.type('application/json').send(JSON.stringify({ cards: 'not a radar' })),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/api/radar' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a radar');
  });
});
