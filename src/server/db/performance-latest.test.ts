import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { performanceLatest } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { secondWaitsForFirst } from '#server/testing/two-writers.ts';

// performance_latest is kept by triggers (migration 0006); these are the cases a trigger can get wrong.
test('two transactions writing one student’s entries at once leave the newest entry, whichever commits last', async () => {
  const { app, database } = await testApp();
  const { student } = await signedInStudent(app);
  const insert = (date: string, weight: number) =>
    `insert into performance_entries (student_id, exercise_id, date, weight, reps)
     values ('${student.id}', 'supino-reto-barra', '${date}', ${weight}, 10)`;
  // The older entry, written while the newer one is not committed yet: it must wait for it.
  await secondWaitsForFirst(database, insert('2026-11-20', 50), insert('2026-11-10', 40));
  const rows = await database.db
    .select()
    .from(performanceLatest)
    .where(eq(performanceLatest.studentId, student.id));
  expect(rows).toEqual([
    { studentId: student.id, exerciseId: 'supino-reto-barra', date: '2026-11-20', weight: 50, reps: 10 },
  ]);
});
