import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test, vi } from 'vitest';
import { CANARY, capturedLog, expectNoCanary } from '#server/testing/canaries.ts';
import { TEST_ORIGIN, testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';

/**
 * Issue 26 §4, a request cut by its client: a phone loses its connection (the socket is destroyed)
 * while it sends the anamnesis, either in the middle of the body or once the body is in and the server
 * is writing it to the database. The server finishes or drops the request; its log holds no canary.
 */
const BODY = JSON.stringify({
  answers: {
    specificGoal: 'Hipertrofia (ganho de massa)',
    availableDays: ['Segunda-feira'],
    healthIssues: CANARY.health,
    controlledMedication: CANARY.medication,
    observations: CANARY.comment,
  },
});

/** A raw HTTP/1.1 request on its own socket: the head, then as much of the body as asked. */
function send(port: number, cookie: string, bodyPart: string) {
  const socket = net.connect(port, '127.0.0.1');
  const head = [
    'PUT /api/me/anamnesis HTTP/1.1',
    `host: 127.0.0.1:${port}`,
    `origin: ${TEST_ORIGIN}`,
    `cookie: ${cookie}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(BODY)}`,
    '',
    '',
  ].join('\r\n');
  socket.write(head + bodyPart);
  return socket;
}

test('a client that drops the connection mid-body or mid-write leaves no canary in the log', async () => {
  const log = capturedLog();
  const { app, database } = await testApp({ logger: log.logger });
  const locker = await database.pool.connect();
  try {
    const { call, cookie, student } = await signedInStudent(app);
    expect(
      (await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION }))
        .statusCode,
    ).toBe(201);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const count = (text: string) => log.lines.filter((line) => line.includes(text)).length;
    const open = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );

    // 1. Cut in the middle of the body: the canaries already sent are in the server's buffers.
    const half = BODY.slice(0, BODY.indexOf(CANARY.comment) + CANARY.comment.length);
    const cut = send(port, cookie, half);
    await vi.waitFor(() => expect(count('"url":"/api/me/anamnesis"')).toBe(1));
    cut.destroy();
    await vi.waitFor(async () => expect(await open()).toBe(0));
    // Fastify saw the connection reset while it read the body, and said so by the error's code.
    await vi.waitFor(() => expect(count('"client error"')).toBe(1));

    // 2. The whole body in, the write waiting on the student's row (held by this test), then the
    // connection dropped: the server stores the answers and replies to a closed socket.
    await locker.query('begin');
    await locker.query('select 1 from students where id = $1 for update', [student.id]);
    const dropped = send(port, cookie, BODY);
    await vi.waitFor(
      async () => {
        const { rows } = await database.pool.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%update "students"%'`,
        );
        expect(rows).toHaveLength(1);
      },
      { timeout: 5000 },
    );
    dropped.destroy();
    await vi.waitFor(async () => expect(await open()).toBe(0));
    await locker.query('commit');
    await vi.waitFor(() => expect(count('"anamnesis_submitted"')).toBe(1));
    // The answers were stored: the cut came after the server had all of them.
    const stored = await database.pool.query(
      `select anamnesis->>'healthIssues' as h from students where id = $1`,
      [student.id],
    );
    expect(stored.rows[0].h).toBe(CANARY.health);

    expectNoCanary(log.lines, [...Object.values(CANARY), token]);
  } finally {
    locker.release();
    log.restore();
    await app.close();
  }
});
