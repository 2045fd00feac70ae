import { expect, test } from 'vitest';
import { connect } from '#server/db/client.ts';
import { shippedMigrations } from '#server/db/migrate.ts';
import { testApp } from '#server/testing/test-app.ts';

test('liveness answers without the database; readiness needs it', async () => {
  const down = connect('postgres://nobody:wrong@127.0.0.1:1/nothing', { max: 1 });
  const { app } = await testApp({ database: down });
  const live = await app.inject({ method: 'GET', url: '/api/health' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json().error.code).toBe('DATABASE_UNAVAILABLE');
  await app.close();
  await down.close();
});

test('readiness reports the migrations and the AI provider in use, and no secret', async () => {
  const { app } = await testApp({
    ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-CANARIO-chave-secreta', model: 'modelo-x' },
  });
  const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(res.statusCode).toBe(200);
  const expected = shippedMigrations().length;
  expect(res.json()).toEqual({
    status: 'ready',
    database: 'ok',
    migrations: { applied: expected, expected },
    ai: { provider: 'openai-compatible' },
  });
  expect(res.body).not.toContain('CANARIO');
  expect(res.body).not.toContain('127.0.0.1');
  await app.close();

  const local = await testApp();
  const plain = await local.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(plain.json().ai).toEqual({ provider: 'local' });
  await local.app.close();
});

test('a database behind on its migrations is not ready (503 NOT_READY)', async () => {
  const { app, database } = await testApp();
  const newest = shippedMigrations().at(-1)!;
  await database.pool.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newest.when]);
  const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(res.statusCode).toBe(503);
  expect(res.json().error.code).toBe('NOT_READY');
  await app.close();
});
