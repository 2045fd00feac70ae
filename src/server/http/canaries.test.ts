import { expect, test } from 'vitest';
import { connect } from '#server/db/client.ts';
import { loggerOptions } from '#server/http/logger.ts';
import { canaryCounts } from '#server/testing/leaks.ts';
import { TEST_ORIGIN, testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';

/** Planted values (issue 26 §4): each must appear 0 times in the log and in every answer. */
const CANARY = {
  password: 'canario-SENHA-9157-forte',
  health: 'CANARIO-SAUDE-asma-6620',
  medication: 'CANARIO-REMEDIO-losartana-3381',
  comment: 'CANARIO-COMENTARIO-dor-ombro-7702',
  aiKey: 'sk-CANARIO-CHAVE-IA-4478',
};
const zero = (canaries: readonly string[]) => Object.fromEntries(canaries.map((canary) => [canary, 0]));

function capturedLog() {
  const lines: string[] = [];
  return { lines, logger: loggerOptions('trace', { write: (line) => void lines.push(line) }) };
}

const anamnesis = {
  answers: {
    specificGoal: 'Hipertrofia (ganho de massa)',
    availableDays: ['Segunda-feira'],
    healthIssues: CANARY.health,
    controlledMedication: CANARY.medication,
  },
};

test('the database stopped mid-request: no password, token, health answer or comment reaches the log or the answer', async () => {
  const { lines, logger } = capturedLog();
  const { app, database } = await testApp({ logger, ai: { apiKey: CANARY.aiKey } });
  const { call, cookie } = await signedInStudent(app);
  expect((await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION })).statusCode).toBe(201);
  const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  // Every request below meets a database that ends its connection in the middle of the statement.
  await database.pool.query(
    `create function pg_temp_stop() returns trigger language plpgsql as $$ begin
       perform pg_terminate_backend(pg_backend_pid()); return new; end $$`,
  );
  await database.pool.query(
    `create trigger stop_students before update on students for each row execute function pg_temp_stop()`,
  );
  await database.pool.query(
    `create trigger stop_days before insert or update on workout_days for each row execute function pg_temp_stop()`,
  );
  const answers = [
    await call('PUT', '/api/me/anamnesis', anamnesis),
    await call('PUT', '/api/me/workouts/2026-11-20/feedback', {
      difficulty: 'Ideal',
      energyLevel: 'Médio',
      sleepQuality: 'Boa',
      painPoints: CANARY.comment,
    }),
  ];
  for (const res of answers) expect(res.statusCode).toBeGreaterThanOrEqual(500);
  const down = connect('postgres://nobody:wrong@127.0.0.1:1/nothing', { max: 1 });
  const { app: cut } = await testApp({ database: down, logger });
  const login = await cut.inject({
    method: 'POST',
    url: '/api/session',
    headers: { origin: TEST_ORIGIN },
    payload: { email: 'aluno@exemplo.com.br', password: CANARY.password },
  });
  expect(login.statusCode).toBe(503);
  const canaries = [...Object.values(CANARY), token];
  expect(canaryCounts([...lines, ...answers.map((res) => res.body), login.body], canaries)).toEqual(
    zero(canaries),
  );
  expect(lines.length).toBeGreaterThan(0);
  await cut.close();
  await down.close();
  await app.close();
});
