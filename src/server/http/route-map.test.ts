import { afterAll, beforeAll, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import { testApp } from '#server/testing/test-app.ts';
import { API_ROUTES, TEST_ONLY_ROUTES } from '#shared/contracts/routes.ts';

/** The routes that are not JSON calls, and why they are not in the map (see its comment). */
const NOT_IN_MAP = ['GET /api/openapi.json', 'GET /api/events'];

let app: App;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(async () => {
  await app.close();
});

const keysOf = (routes: App['declaredRoutes']) => routes.map(({ method, url }) => `${method} ${url}`);
const testOnly: readonly string[] = TEST_ONLY_ROUTES;

test('the route map names exactly the routes the app registers, so neither can drift from the other', () => {
  const registered = keysOf(app.declaredRoutes);
  expect(new Set(registered).size).toBe(registered.length);
  const served = Object.keys(API_ROUTES).filter((key) => !testOnly.includes(key));
  expect([...registered].sort()).toEqual([...served, ...NOT_IN_MAP].sort());
});

test('the test-only routes of the map exist only on a server started for tests (TEST_CLOCK=1)', async () => {
  expect(testOnly.length).toBeGreaterThan(0);
  for (const key of testOnly) expect(API_ROUTES).toHaveProperty([key]);
  const { app: forTests } = await testApp({ testClock: true });
  try {
    expect(keysOf(forTests.declaredRoutes).sort()).toEqual([...Object.keys(API_ROUTES), ...NOT_IN_MAP].sort());
  } finally {
    await forTests.close();
  }
});
