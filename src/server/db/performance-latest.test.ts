import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { performanceLatest } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';

// performance_latest is kept by triggers (migration 0006); these are the cases a trigger can get wrong.
test('two transactions writing one student’s entries at once leave the newest entry, whichever commits last', async () => {
  const { app, database } = await testApp();
  const { student } = await signedInStudent(app);
  const insert = (date: string, weight: number) =>
    `insert into performance_entries (student_id, exercise_id, date, weight, reps)
     values ('${student.id}', 'supino-reto-barra', '${date}', ${weight}, 10)`;
  const first = await database.pool.connect();
  const second = await database.pool.connect();
  try {
    await first.query('begin');
    await first.query(insert('2026-11-20', 50));
    await second.query('begin');
    // The older entry, written while the newer one is not committed yet: it must wait for it.
    const pid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const older = second.query(insert('2026-11-10', 40));
    await expect
      .poll(async () => {
        const { rows } = await database.pool.query<{ wait_event_type: string | null }>(
          'select wait_event_type from pg_stat_activity where pid = $1',
          [pid],
        );
        return rows[0]?.wait_event_type;
      })
      .toBe('Lock');
    await first.query('commit');
    await older;
    await second.query('commit');
  } finally {
    first.release();
    second.release();
  }
  const rows = await database.db
    .select()
    .from(performanceLatest)
    .where(eq(performanceLatest.studentId, student.id));
  expect(rows).toEqual([
    { studentId: student.id, exerciseId: 'supino-reto-barra', date: '2026-11-20', weight: 50, reps: 10 },
  ]);
});
