import { afterAll, beforeAll, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import { testApp } from '#server/testing/test-app.ts';
import { API_ROUTES } from '#shared/contracts/routes.ts';

/** The routes that are not JSON calls, and why they are not in the map (see its comment). */
const NOT_IN_MAP = ['GET /api/openapi.json', 'GET /api/events'];

let app: App;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(async () => {
  await app.close();
});

test('the route map names exactly the routes the app registers, so neither can drift from the other', () => {
  const registered = app.declaredRoutes.map(({ method, url }) => `${method} ${url}`);
  expect(new Set(registered).size).toBe(registered.length);
  expect([...registered].sort()).toEqual([...Object.keys(API_ROUTES), ...NOT_IN_MAP].sort());
});
