import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { students } from '#server/db/schema.ts';
import { submitAnamnesis } from '#server/testing/student.ts';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer, type Caller } from '#server/testing/trainer.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import type { TemplateDetail, TemplatePreview } from '#shared/contracts/templates.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const clock = { now: () => NOW };

const HEALTHY = {
  sex: 'Masculino',
  age: 34,
  specificGoal: 'Condicionamento físico',
  hasTrainedBefore: true,
  currentCondition: 'Regular',
  availableDays: ['Terça-feira', 'Quinta-feira', 'Sábado'],
  trainingLocation: 'Academia',
  trainingHours: '1h',
};
const PREGNANT = {
  sex: 'Feminino',
  age: 31,
  specificGoal: 'Melhora da saúde / qualidade de vida',
  hasTrainedBefore: true,
  currentCondition: 'Regular',
  healthIssues: 'Estou grávida de 22 semanas',
  medicalClearance: true,
  availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
  trainingLocation: 'Academia',
  trainingHours: '1h',
};

async function setup() {
  const { app, database } = await testApp({ clock });
  const trainer = await signedInTrainer(app);
  const other = await signedInTrainer(app, 'Outro Treinador');
  const studentWith = async (name: string, answers?: Record<string, unknown>) => {
    const student = await addStudent(trainer.call, name);
    if (answers) await submitAnamnesis((await signIn(app, student.email)).call, answers);
    return student;
  };
  const row = async (id: string) =>
    (await database.db.select().from(students).where(eq(students.id, id)))[0]!;
  return { app, database, trainer, other, studentWith, row };
}

/** The starter full body 3× with its first exercise made a jump squat: a model to save as the trainer's. */
async function jumpModel(call: Caller) {
  const starter = (
    await call('GET', '/api/templates/modelo-full-body-3x-iniciante')
  ).json() as TemplateDetail;
  const plan: Plan = structuredClone(starter.plan);
  plan[0]!.blocks[0]!.exercises[0]!.exerciseId = 'agachamento-com-salto';
  const res = await call('POST', '/api/templates', {
    name: 'Circuito Metabólico',
    description: 'Com saltos',
    level: 'intermediario',
    goal: 'Condicionamento físico',
    days: 3,
    plan,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as TemplateDetail;
}

describe('the library', () => {
  test('lists the starter models, searched without accents, filtered and paged on the server', async () => {
    const { trainer } = await setup();
    const all = (await trainer.call('GET', '/api/templates?pageSize=50')).json();
    expect(all.total).toBe(7);
    expect(all.items.every((item: { starter: boolean }) => item.starter)).toBe(true);
    const search = (await trainer.call('GET', '/api/templates?q=AVANCADOS')).json();
    expect(search.items.map((item: { id: string }) => item.id)).toEqual(['modelo-ppl-6x']);
    const beginners = (await trainer.call('GET', '/api/templates?level=iniciante&days=2')).json();
    expect(beginners.items.map((item: { id: string }) => item.id).sort()).toEqual([
      'modelo-60-mais-2x',
      'modelo-full-body-2x-iniciante',
    ]);
    const goal = encodeURIComponent('Hipertrofia (ganho de massa)');
    expect((await trainer.call('GET', `/api/templates?goal=${goal}`)).json().total).toBe(3);
    const paged = (await trainer.call('GET', '/api/templates?pageSize=3&page=3')).json();
    expect(paged).toMatchObject({ total: 7, page: 3, pageCount: 3 });
    expect(paged.items).toHaveLength(1);
    expect((await trainer.call('GET', '/api/templates?level=expert')).statusCode).toBe(400);
  });

  test('saves, edits at its version and deletes a model; its own come first in the list', async () => {
    const { trainer } = await setup();
    const model = await jumpModel(trainer.call);
    expect(model).toMatchObject({ starter: false, version: 1, days: 3, level: 'intermediario' });
    expect(model.exerciseNames['agachamento-com-salto']).toBe('Agachamento com Salto');
    const list = (await trainer.call('GET', '/api/templates')).json();
    expect(list.items[0].id).toBe(model.id);
    const edit = { ...model, name: 'Circuito Metabólico v2', version: 1 } as Record<string, unknown>;
    for (const key of ['id', 'starter', 'exerciseCount', 'updatedAt', 'exerciseNames']) delete edit[key];
    const saved = await trainer.call('PUT', `/api/templates/${model.id}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Circuito Metabólico v2', version: 2 });
    const stale = await trainer.call('PUT', `/api/templates/${model.id}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('TEMPLATE_CHANGED');
    const wrongDays = await trainer.call('PUT', `/api/templates/${model.id}`, {
      ...edit,
      version: 2,
      days: 5,
    });
    expect(wrongDays.statusCode).toBe(400);
    const unknown = structuredClone(model.plan);
    unknown[0]!.blocks[0]!.exercises[0]!.exerciseId = 'nao-existe';
    const refused = await trainer.call('PUT', `/api/templates/${model.id}`, {
      ...edit,
      version: 2,
      plan: unknown,
    });
    expect(refused.json().error.code).toBe('UNKNOWN_EXERCISES');
    expect((await trainer.call('DELETE', `/api/templates/${model.id}`)).statusCode).toBe(204);
    expect((await trainer.call('GET', `/api/templates/${model.id}`)).statusCode).toBe(404);
  });

  test('a starter model is read-only; its duplicate is the trainer’s to edit', async () => {
    const { trainer } = await setup();
    const starter = (await trainer.call('GET', '/api/templates/modelo-ppl-3x')).json() as TemplateDetail;
    const { id: _id, starter: _s, exerciseCount: _c, updatedAt: _u, exerciseNames: _n, ...fields } = starter;
    const put = await trainer.call('PUT', '/api/templates/modelo-ppl-3x', fields);
    expect(put.statusCode).toBe(403);
    expect(put.json().error.code).toBe('TEMPLATE_READ_ONLY');
    expect((await trainer.call('DELETE', '/api/templates/modelo-ppl-3x')).statusCode).toBe(403);
    const copy = await trainer.call('POST', '/api/templates/modelo-ppl-3x/duplicate');
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Empurrar/Puxar/Pernas 3× (cópia)',
      starter: false,
      version: 1,
    });
    const edited = await trainer.call('PUT', `/api/templates/${copy.json().id}`, {
      ...fields,
      name: 'Meu PPL',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
  });

  test('another trainer’s model is not found anywhere', async () => {
    const { trainer, other, studentWith } = await setup();
    const model = await jumpModel(trainer.call);
    const student = await studentWith('Aluno', HEALTHY);
    const body = { studentIds: [student.id] };
    for (const [method, url, payload] of [
      ['GET', `/api/templates/${model.id}`, undefined],
      ['PUT', `/api/templates/${model.id}`, { ...model, version: 1 }],
      ['DELETE', `/api/templates/${model.id}`, undefined],
      ['POST', `/api/templates/${model.id}/duplicate`, undefined],
      ['POST', `/api/templates/${model.id}/preview`, body],
      ['POST', `/api/templates/${model.id}/apply`, { ...body, version: 1 }],
    ] as const) {
      const res = await other.call(method, url, payload);
      // The PUT body carries read-only fields: its shape is refused before anyone looks the model up.
      expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
      if (method !== 'PUT') expect(res.json().error.code).toBe('TEMPLATE_NOT_FOUND');
    }
    const { id: _i, starter: _s, exerciseCount: _c, updatedAt: _u, exerciseNames: _n, ...fields } = model;
    const put = await other.call('PUT', `/api/templates/${model.id}`, { ...fields, version: 1 });
    expect(put.statusCode).toBe(404);
    expect((await other.call('GET', '/api/templates?pageSize=50')).json().total).toBe(7);
    // Nor may a trainer apply a model to another trainer's student.
    const theirs = await other.call('POST', '/api/templates/modelo-ppl-3x/preview', body);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('STUDENT_NOT_FOUND');
  });
});

describe('applying a model', () => {
  test('two students with different anamneses: days placed, the pregnant one’s swaps listed', async () => {
    const { trainer, studentWith, row } = await setup();
    const model = await jumpModel(trainer.call);
    const healthy = await studentWith('Carlos Lima', HEALTHY);
    const pregnant = await studentWith('Marina Souza', PREGNANT);
    const body = { studentIds: [healthy.id, pregnant.id] };
    const preview = (
      await trainer.call('POST', `/api/templates/${model.id}/preview`, body)
    ).json() as TemplatePreview;
    const [forHealthy, forPregnant] = preview.students;
    expect(forHealthy).toMatchObject({ status: 'ready', days: ['Terça-feira', 'Quinta-feira', 'Sábado'] });
    expect(forHealthy!.swaps.map((swap) => swap.fromExerciseId)).not.toContain('agachamento-com-salto');
    expect(forPregnant).toMatchObject({
      status: 'ready',
      days: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    });
    const jump = forPregnant!.swaps.find((swap) => swap.fromExerciseId === 'agachamento-com-salto');
    expect(jump?.text).toMatch(/^Agachamento com Salto → .+: .*impacto.*gestante/i);
    // Nothing is written by a preview.
    expect((await row(pregnant.id)).workoutPlan).toBeNull();

    const applied = await trainer.call('POST', `/api/templates/${model.id}/apply`, { ...body, version: 1 });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().results.map((result: { status: string }) => result.status)).toEqual([
      'applied',
      'applied',
    ]);
    const [a, b] = [await row(healthy.id), await row(pregnant.id)];
    for (const student of [a, b]) {
      expect(student).toMatchObject({
        planStatus: 'pending_review',
        planTemplateId: model.id,
        planTemplateVersion: 1,
      });
    }
    const ids = (plan: unknown) =>
      (plan as Plan).flatMap((day) => day.blocks.flatMap((x) => x.exercises.map((r) => r.exerciseId)));
    expect(ids(a.workoutPlan)).toContain('agachamento-com-salto');
    expect(ids(b.workoutPlan)).not.toContain('agachamento-com-salto');
    expect(ids(b.workoutPlan)).toContain(jump!.toExerciseId);

    // The model edited later: the applied plans stay as they were.
    const { id: _i, starter: _s, exerciseCount: _c, updatedAt: _u, exerciseNames: _n, ...fields } = model;
    const edited = await trainer.call('PUT', `/api/templates/${model.id}`, {
      ...fields,
      plan: model.plan.slice(0, 2),
      days: 2,
      version: 1,
    });
    expect(edited.json().version).toBe(2);
    expect((await row(healthy.id)).workoutPlan).toEqual(a.workoutPlan);
    expect((await row(healthy.id)).planTemplateVersion).toBe(1);
    // And the trainer opens each for review.
    const detail = (await trainer.call('GET', `/api/students/${pregnant.id}`)).json() as StudentDetail;
    expect(detail.planStatus).toBe('pending_review');
    // Each plan remembers the model and the version it came from; the dialog shows it.
    expect(detail.planSource).toEqual({ templateId: model.id, version: 1, name: 'Circuito Metabólico' });

    // A plan the AI coach writes in its place no longer comes from the model.
    const written = await trainer.call('POST', `/api/students/${healthy.id}/ai/plan`, {
      version: (await row(healthy.id)).version,
    });
    expect(written.statusCode).toBe(200);
    expect((written.json() as StudentDetail).planSource).toBeNull();
    expect((await row(healthy.id)).planTemplateId).toBeNull();

    // A deleted model leaves the version, without a name.
    expect((await trainer.call('DELETE', `/api/templates/${model.id}`)).statusCode).toBe(204);
    const after = (await trainer.call('GET', `/api/students/${pregnant.id}`)).json() as StudentDetail;
    expect(after.planSource).toEqual({ templateId: model.id, version: 1, name: null });
  });

  test('the trainer moves the days; a placement off the student’s days is refused', async () => {
    const { trainer, studentWith, row } = await setup();
    const student = await studentWith('Carlos Lima', {
      ...HEALTHY,
      availableDays: ['Segunda-feira', 'Terça-feira', 'Quinta-feira', 'Sábado'],
    });
    const days = ['Terça-feira', 'Quinta-feira', 'Sábado'];
    const moved = await trainer.call('POST', '/api/templates/modelo-full-body-3x-iniciante/apply', {
      studentIds: [student.id],
      placements: [{ studentId: student.id, days }],
      version: 1,
    });
    expect(moved.json().results[0]).toMatchObject({ status: 'applied', days });
    expect(((await row(student.id)).workoutPlan as Plan).map((day) => day.day)).toEqual(days);
    const off = await trainer.call('POST', '/api/templates/modelo-full-body-3x-iniciante/preview', {
      studentIds: [student.id],
      placements: [{ studentId: student.id, days: ['Domingo', 'Terça-feira', 'Sábado'] }],
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.code).toBe('TEMPLATE_PLACEMENT_INVALID');
    const stale = await trainer.call('POST', '/api/templates/modelo-full-body-3x-iniciante/apply', {
      studentIds: [student.id],
      version: 99,
    });
    expect(stale.statusCode).toBe(409);
  });

  test('too few days: said so with the closest model; no anamnesis: nothing to place on', async () => {
    const { trainer, studentWith, row } = await setup();
    const twoDays = await studentWith('Duas Vezes', {
      ...HEALTHY,
      availableDays: ['Segunda-feira', 'Quinta-feira'],
    });
    const none = await studentWith('Sem Anamnese');
    const res = await trainer.call('POST', '/api/templates/modelo-ppl-3x/apply', {
      studentIds: [twoDays.id, none.id],
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const [short, empty] = res.json().results;
    expect(short).toMatchObject({ status: 'not_enough_days', days: [] });
    expect(empty).toMatchObject({ status: 'no_anamnesis' });
    const preview = (
      await trainer.call('POST', '/api/templates/modelo-ppl-3x/preview', { studentIds: [twoDays.id] })
    ).json() as TemplatePreview;
    expect(preview.students[0]!.suggestion?.days).toBe(2);
    expect((await row(twoDays.id)).workoutPlan).toBeNull();
  });

  test('a class at once: each student read as themselves (the trainer’s correction too), and the apply does what the preview said', async () => {
    const { trainer, studentWith, row } = await setup();
    const model = await jumpModel(trainer.call);
    const healthy = await studentWith('Carlos Lima', HEALTHY);
    const pregnant = await studentWith('Marina Souza', PREGNANT);
    // Her answers say nothing of it; the trainer's correction of the coach's reading does.
    const told = await studentWith('Júlia Ramos', { ...HEALTHY, sex: 'Feminino' });
    const corrected = await trainer.call('PUT', `/api/students/${told.id}/coach-reading`, {
      addConditions: ['pregnancy'],
      removeConditions: [],
      addLimits: [],
      removeLimits: [],
      addSports: [],
      removeSports: [],
    });
    expect(corrected.statusCode).toBe(200);
    const studentIds = [healthy.id, pregnant.id, told.id];
    const preview = (
      await trainer.call('POST', `/api/templates/${model.id}/preview`, { studentIds })
    ).json() as TemplatePreview;
    const jumpSwapped = (student: TemplatePreview['students'][number]) =>
      student.swaps.some((swap) => swap.fromExerciseId === 'agachamento-com-salto');
    expect(preview.students.map(jumpSwapped)).toEqual([false, true, true]);

    const applied = await trainer.call('POST', `/api/templates/${model.id}/apply`, {
      studentIds,
      version: 1,
    });
    expect(applied.statusCode).toBe(200);
    const results = applied.json().results as TemplatePreview['students'];
    // The same days, swaps and warnings (the copy's part ids are its own, fresh at each write).
    const said = (students: TemplatePreview['students']) =>
      students.map(({ studentId, days, swaps, warnings }) => ({
        studentId,
        days,
        warnings,
        swaps: swaps.map(({ workoutId: _id, ...swap }) => swap),
      }));
    expect(said(results)).toEqual(said(preview.students));
    // What was written is the copy the swaps describe.
    for (const result of results) {
      const plan = (await row(result.studentId)).workoutPlan as Plan;
      const ids = plan.flatMap((day) =>
        day.blocks.flatMap((block) => block.exercises.map((r) => r.exerciseId)),
      );
      for (const swap of result.swaps) expect(ids).toContain(swap.toExerciseId);
      expect(ids.includes('agachamento-com-salto')).toBe(result.studentId === healthy.id);
    }
  });
});
