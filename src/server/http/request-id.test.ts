import { expect, test } from 'vitest';
import { loggerOptions } from '#server/http/logger.ts';
import { testApp } from '#server/testing/test-app.ts';
import { setBody, signedInStudent } from '#server/testing/student.ts';

function capturedLog() {
  const lines: string[] = [];
  return {
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
  };
}

test("a proxy's X-Request-Id is kept when well formed, replaced when not, and sent back", async () => {
  const { entries, logger } = capturedLog();
  const { app } = await testApp({ logger });
  const fromProxy = await app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': '9f86d081884c7d659a2feaa0c55ad015' },
  });
  expect(fromProxy.headers['x-request-id']).toBe('9f86d081884c7d659a2feaa0c55ad015');
  const lines = entries().filter((entry) => entry.reqId === '9f86d081884c7d659a2feaa0c55ad015');
  expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);

  for (const forged of ['short', 'a'.repeat(200), 'abc def ghi jkl', 'abcdefgh\n{"msg":"forjado"}']) {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': forged } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries().filter((entry) => entry.reqId === id)).toHaveLength(2);
  }
  const own = await app.inject({ method: 'GET', url: '/api/health' });
  expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(entries().some((entry) => JSON.stringify(entry).includes('forjado'))).toBe(false);
  await app.close();
});

test("one set from the phone's outbox is followed through the log by its outbox id, across retries", async () => {
  const { entries, logger } = capturedLog();
  const { app } = await testApp({ logger });
  const { cookie } = await signedInStudent(app);
  const opId = '0123456789abcdef0123456789abcdef';
  const send = () =>
    app.inject({
      method: 'PUT',
      url: '/api/me/sets/00000000-0000-4000-8000-000000000001',
      headers: { cookie, origin: 'http://localhost:3000', 'x-outbox-id': opId },
      payload: setBody('2026-11-20'),
    });
  const first = await send();
  const retry = await send();
  // Stored, then the same set again (a retry whose first answer was lost): one set, two requests.
  expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
  const followed = entries().filter((entry) => entry.outboxId === opId);
  expect(followed.map((entry) => [entry.reqId, entry.msg])).toEqual([
    [first.headers['x-request-id'], 'request completed'],
    [retry.headers['x-request-id'], 'request completed'],
  ]);
  expect(followed.map((entry) => entry.res)).toEqual([{ statusCode: 201 }, { statusCode: 200 }]);
  await app.close();
});
