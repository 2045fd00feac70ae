import { describe, expect, test } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { connect } from '#server/db/client.ts';
import { loggerOptions } from '#server/http/logger.ts';
import { testApp } from '#server/testing/test-app.ts';
import { testDb } from '#server/testing/test-db.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';

/** Strings that exist only in the requests below: finding one in the log means request data leaked. */
const CANARY = {
  health: 'CANARIO-SAUDE-hernia-7319',
  medication: 'CANARIO-REMEDIO-rivotril-2207',
  pain: 'CANARIO-DOR-joelho-4411',
  search: 'CANARIO-BUSCA-Maria-5150',
};

function capturedLog() {
  const lines: string[] = [];
  return { lines, logger: loggerOptions('trace', { write: (line) => void lines.push(line) }) };
}

const sessionToken = (cookie: string) => cookie.split('=')[1]!.split('.')[0]!;

function expectNoRequestData(lines: string[], secrets: string[]) {
  const log = lines.join('\n');
  expect(log.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(log).not.toContain(secret);
}

describe('nothing a request carries reaches the log', () => {
  test('a query that fails mid-submit logs its state and name, never the answers or the pain', async () => {
    const { lines, logger } = capturedLog();
    const { app, database } = await testApp({ logger });
    const { call, cookie } = await signedInStudent(app);
    await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
    // The database starts refusing exactly these writes, as a full disk or a bad migration would.
    await database.pool.query(
      'alter table students add constraint falha_anamnese check (anamnesis is null) not valid',
    );
    await database.pool.query(
      'alter table workout_days add constraint falha_feedback check (feedback is null) not valid',
    );

    const submit = await call('PUT', '/api/me/anamnesis', {
      answers: {
        specificGoal: 'Hipertrofia (ganho de massa)',
        availableDays: ['Segunda-feira'],
        healthIssues: CANARY.health,
        controlledMedication: CANARY.medication,
      },
    });
    expect(submit.statusCode).toBe(500);
    const feedback = await call('PUT', '/api/me/workouts/2026-11-20/feedback', {
      difficulty: 'Ideal',
      energyLevel: 'Médio',
      sleepQuality: 'Boa',
      painPoints: CANARY.pain,
    });
    expect(feedback.statusCode).toBe(500);
    for (const res of [submit, feedback]) expect(res.body).not.toContain('CANARIO');

    expectNoRequestData(lines, [...Object.values(CANARY), sessionToken(cookie)]);
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'unexpected error');
    expect(errors.map((entry) => [entry.err.sqlState, entry.err.query?.split(' #')[0]])).toEqual([
      ['23514', 'update students'],
      ['23514', 'insert workout_days'],
    ]);
    expect(errors[0].err).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'DatabaseError', constraint: 'falha_anamnese' },
    });
    expect(errors[0].err.stack).toMatch(/^\s+at /);
  });

  test('while the database is down, the session token of each request stays out of the log', async () => {
    const { app } = await testApp();
    const trainer = await signedInTrainer(app);
    const { lines, logger } = capturedLog();
    const down = connect('postgres://nobody:wrong@127.0.0.1:1/nothing', { max: 1 });
    const { app: cut } = await testApp({ database: down, logger });
    const res = await cut.inject({
      method: 'GET',
      url: `/api/students?q=${CANARY.search}`,
      headers: { cookie: trainer.cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('DATABASE_UNAVAILABLE');
    expectNoRequestData(lines, [sessionToken(trainer.cookie), CANARY.search]);
    expect(lines.join('\n')).toContain('ECONNREFUSED');
    await cut.close();
    await down.close();
  });

  test('an error logged by any path (pino, Fastify) keeps its type, never its message', async () => {
    const { lines, logger } = capturedLog();
    const { app } = await testApp({ logger });
    const failed = new DrizzleQueryError(
      'update "students" set "anamnesis" = $1',
      [JSON.stringify({ healthIssues: CANARY.health })],
      Object.assign(new Error(`invalid input: "${CANARY.medication}"`), {
        code: '22P02',
        severity: 'ERROR',
        detail: CANARY.pain,
      }),
    );
    app.log.error(failed);
    app.log.error({ err: failed }, failed.message);
    app.log.warn({ err: failed });
    app.log.error({ err: failed }, `request errored: ${failed.message}`);
    expectNoRequestData(lines, Object.values(CANARY));
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.msg)).toEqual(Array(4).fill('DrizzleQueryError'));
    expect(entries[0].err).toMatchObject({
      sqlState: '22P02',
      query: expect.stringMatching(/^update students #/),
    });
  });

  test("the embedded PostgreSQL's own log leaves out failed statements and the rows they quote", async () => {
    // Its stderr joins the app's log; an ERROR there would say 'Failing row contains (…)'.
    const { pool } = await testDb();
    const { rows } = await pool.query("select current_setting('log_min_messages') as level");
    expect(rows[0].level).toBe('log');
  });
});
