import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { students } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer } from '#server/testing/trainer.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

describe('a personal reaches only their own students', () => {
  test('every student route answers 404 for another trainer’s student, reveals nothing and changes nothing', async () => {
    const { app, database } = await testApp();
    const owner = await signedInTrainer(app, 'Dona');
    const intruder = await signedInTrainer(app, 'Intrusa');
    const student = await addStudent(owner.call, 'Aluno da Dona');
    await owner.call('PATCH', `/api/students/${student.id}`, { version: 1, observations: 'só da Dona' });
    const before = (await database.db.select().from(students).where(eq(students.id, student.id)))[0];

    const attempts: [method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', `/api/students/${student.id}`],
      [
        'PATCH',
        `/api/students/${student.id}`,
        { version: 2, observations: 'invadido', newPassword: 'senha-do-invasor-1' },
      ],
      ['PUT', `/api/students/${student.id}/plan`, { version: 2, plan: buildPlan() }],
      [
        'PUT',
        `/api/students/${student.id}/plan`,
        {
          version: 2,
          plan: [
            {
              ...buildPlan()[0],
              blocks: [
                {
                  id: 'b',
                  type: 'single',
                  restAfterBlock: 60,
                  exercises: [
                    {
                      id: 'e',
                      exerciseId: 'nao-existe',
                      sets: '3',
                      reps: '12',
                      durationType: 'reps',
                      rest: 60,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      ['DELETE', `/api/students/${student.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await intruder.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('STUDENT_NOT_FOUND');
      expect(res.body).not.toContain('Aluno da Dona');
    }
    // An id that exists nowhere gets the very same answer.
    const nowhere = await intruder.call('GET', '/api/students/00000000-0000-0000-0000-000000000000');
    expect(nowhere.json()).toEqual((await intruder.call('GET', `/api/students/${student.id}`)).json());

    const after = (await database.db.select().from(students).where(eq(students.id, student.id)))[0];
    expect(after).toEqual(before);
    expect((await signIn(app, student.email)).res.statusCode).toBe(200);

    const list = (await intruder.call('GET', '/api/students?q=dona')).json();
    expect(list).toMatchObject({ items: [], total: 0 });
    expect((await intruder.call('GET', '/api/students')).json().total).toBe(0);
  });

  test('a student cannot call any trainer route', async () => {
    const { app } = await testApp();
    const trainer = await signedInTrainer(app);
    const student = await addStudent(trainer.call, 'Carlos Aluno');
    const { call } = await signIn(app, student.email);
    const trainerRoutes = app.declaredRoutes.filter(
      (route) => Array.isArray(route.access) && !route.access.includes('student'),
    );
    expect(trainerRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/students',
        'POST /api/students',
        'GET /api/students/:id',
        'PATCH /api/students/:id',
        'PUT /api/students/:id/plan',
        'DELETE /api/students/:id',
        'GET /api/profile',
        'PUT /api/profile/settings',
      ]),
    );
    for (const route of trainerRoutes) {
      const res = await call(
        route.method as 'GET',
        route.url.replace(':id', student.id),
        route.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect((await trainer.call('GET', `/api/students/${student.id}`)).json().version).toBe(1);
    // The event stream is shared, scoped to the caller: a student's carries only their own record
    // (events/routes.test.ts).
    expect(trainerRoutes.map((r) => `${r.method} ${r.url}`)).not.toContain('GET /api/events');
  });
});
