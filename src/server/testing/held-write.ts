import type pg from 'pg';
import { expect, vi } from 'vitest';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { httpCaller, type HttpCaller } from './http-client.ts';
import { STRONG_PASSWORD, uniqueEmail } from './test-app.ts';

/**
 * A trainer and their student, signed in on a phone that agreed to the anamnesis, over real HTTP
 * (`base`: an instance or the proxy; `origin`: the address the app answers on).
 */
export async function coachWithStudent(base: string, origin = base) {
  const coach = httpCaller(base, { origin });
  const registered = await coach('POST', '/api/register', {
    name: 'Ana Treinadora',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
  });
  expect(registered.status).toBe(201);
  const email = uniqueEmail('aluno');
  const made = await coach('POST', '/api/students', { name: 'Bia Souza', email, password: STRONG_PASSWORD });
  expect(made.status).toBe(201);
  const phone: HttpCaller = httpCaller(base, { origin });
  expect((await phone('POST', '/api/session', { email, password: STRONG_PASSWORD })).status).toBe(200);
  const consent = await phone('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
  expect(consent.status).toBe(201);
  return { coach, phone, studentId: made.json().id as string };
}

/**
 * Holds the student's row (`locker` in a transaction) until `locker` ends it: writes to it wait.
 * Returns the row's version as held, the one a versioned write must name.
 */
export async function holdStudentRow(locker: pg.Client, studentId: string): Promise<number> {
  await locker.query('begin');
  const { rows } = await locker.query('select version from students where id = $1 for update', [studentId]);
  return rows[0].version as number;
}

/** Resolves once `count` statements of this database wait on a lock: the writes in flight reached it (`locker` may hold it). */
export async function untilWaitingOnLock(locker: pg.Client, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      // Inside the held transaction the statistics stay as first read: read them afresh each time.
      await locker.query('select pg_stat_clear_snapshot()');
      const { rows } = await locker.query(
        `select wait_event_type, wait_event, state, left(query, 80) as query from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      const waiting = rows.filter((row) => row.wait_event_type === 'Lock');
      expect(waiting, JSON.stringify(rows)).toHaveLength(count);
    },
    { timeout: 20_000, interval: 50 },
  );
}
