import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { students, users } from '#server/db/schema.ts';
import { STRONG_PASSWORD, testApp, uniqueEmail } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer } from '#server/testing/trainer.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { studentBadge, studentPriority } from '#shared/domain/students/priority.ts';
import type { StudentListItem } from '#shared/contracts/students.ts';

// 2026-03-10 at noon in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const clock = { now: () => NOW };

describe('creating a student', () => {
  test('creates the login and the record at once; the student can sign in straight away', async () => {
    const { app } = await testApp();
    const trainer = await signedInTrainer(app);
    const email = uniqueEmail('joao');
    const res = await trainer.call('POST', '/api/students', {
      name: '  João Araújo ',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const student = res.json();
    expect(student).toMatchObject({
      name: 'João Araújo',
      email,
      planStatus: 'pending_creation',
      planExpiryDate: null,
      workoutPlan: null,
      version: 1,
    });
    expect(JSON.stringify(student)).not.toContain(STRONG_PASSWORD);

    const login = await signIn(app, email);
    expect(login.res.statusCode).toBe(200);
    expect(login.res.json().user).toMatchObject({ id: student.id, role: 'student', name: 'João Araújo' });
  });

  test('refuses a taken email, blank fields and weak passwords in Portuguese, writing nothing', async () => {
    const { app, database } = await testApp();
    const trainer = await signedInTrainer(app);
    const taken = await addStudent(trainer.call, 'Primeira');
    const cases: [unknown, number, string][] = [
      [
        { name: 'Outra', email: taken.email, password: STRONG_PASSWORD },
        409,
        'Este email já está cadastrado.',
      ],
      [
        { name: '', email: uniqueEmail(), password: STRONG_PASSWORD },
        400,
        'Por favor, preencha todos os campos.',
      ],
      [{ name: 'Bia', email: '', password: STRONG_PASSWORD }, 400, 'Por favor, preencha todos os campos.'],
      [{ name: 'Bia', email: uniqueEmail(), password: '' }, 400, 'Por favor, preencha todos os campos.'],
      [
        { name: 'Bia', email: uniqueEmail(), password: '12345678' },
        400,
        'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
      ],
      [{ name: 'Bia', email: 'nao-e-email', password: STRONG_PASSWORD }, 400, 'Informe um email válido.'],
      [
        { name: 'Ana Souza', email: uniqueEmail(), password: 'Ana Souza' },
        400,
        'A senha não pode ser o nome ou o email da conta. Escolha outra.',
      ],
      [
        { name: 'Bia', email: 'bia.lima.santos@exemplo.com', password: 'bia.lima.santos' },
        400,
        'A senha não pode ser o nome ou o email da conta. Escolha outra.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await trainer.call('POST', '/api/students', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const all = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'student'));
    expect(all).toHaveLength(1);
  });
});

describe('the students list', () => {
  async function setup() {
    const { app, database } = await testApp({ clock });
    const trainer = await signedInTrainer(app);
    const make = async (name: string, values: Partial<typeof students.$inferInsert> = {}) => {
      const student = await addStudent(trainer.call, name);
      if (Object.keys(values).length)
        await database.db.update(students).set(values).where(eq(students.id, student.id));
      return student;
    };
    return { app, database, trainer, make };
  }

  test('searches without accents or case, and pages ten at a time', async () => {
    const { trainer, make } = await setup();
    await make('João Araújo');
    await make('Joana Prado');
    for (let i = 0; i < 21; i += 1) await make(`Aluno ${String(i).padStart(2, '0')}`);

    const found = (await trainer.call('GET', '/api/students?q=JOAO%20araujo')).json();
    expect(found.items.map((s: StudentListItem) => s.name)).toEqual(['João Araújo']);
    expect((await trainer.call('GET', '/api/students?q=jo')).json().total).toBe(2);
    expect((await trainer.call('GET', '/api/students?q=100%25')).json().total).toBe(0);

    const page1 = (await trainer.call('GET', '/api/students?sort=name_asc')).json();
    expect(page1).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(page1.items).toHaveLength(10);
    const page3 = (await trainer.call('GET', '/api/students?sort=name_asc&page=3')).json();
    expect(page3.items.map((s: StudentListItem) => s.name)).toEqual([
      'Aluno 20',
      'Joana Prado',
      'João Araújo',
    ]);
    const beyond = (await trainer.call('GET', '/api/students?page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 23, pageCount: 3 });
    const desc = (await trainer.call('GET', '/api/students?sort=name_desc&pageSize=2')).json();
    expect(desc.items.map((s: StudentListItem) => s.name)).toEqual(['João Araújo', 'Joana Prado']);
  });

  test('sorts by the spec’s priority weights, ties by name, the same as studentPriority', async () => {
    const { trainer, make } = await setup();
    const plan = [
      { id: 'd', day: 'Segunda-feira', label: 'A', muscleGroups: [], warmup: [], cooldown: [], blocks: [] },
    ];
    await make('Normal', { planStatus: 'active', planExpiryDate: '2026-06-01', workoutPlan: plan });
    await make('Inativo', { planStatus: 'inactive', planExpiryDate: '2026-06-01' });
    await make('Revisar', { planStatus: 'pending_review', workoutPlan: plan });
    await make('Vencido', { planStatus: 'active', planExpiryDate: '2026-03-09' });
    await make('Novo');
    await make('Novo Enviou', { anamnesis: { specificGoal: 'Hipertrofia (ganho de massa)' } });
    await make('Vence Hoje', { planStatus: 'active', planExpiryDate: '2026-03-10' });
    await make('Vence em Sete', { planStatus: 'active', planExpiryDate: '2026-03-17' });
    await make('Vence em Oito', { planStatus: 'active', planExpiryDate: '2026-03-18' });
    await make('Alerta', { planStatus: 'active', aiAlert: 'warning' });
    await make('Sugestao', { planStatus: 'active', aiAlert: 'suggestion' });
    await make('Abel Sem Data', { planStatus: 'active' });

    const items: StudentListItem[] = (await trainer.call('GET', '/api/students?pageSize=50')).json().items;
    expect(items.map((s) => s.name)).toEqual([
      'Revisar',
      'Vencido',
      // Waiting for the anamnesis or for a plan after it: both pending_creation (4), ties by name.
      'Novo',
      'Novo Enviou',
      'Vence em Sete',
      'Vence Hoje',
      'Alerta',
      'Sugestao',
      'Abel Sem Data',
      'Normal',
      'Vence em Oito',
      'Inativo',
    ]);
    const priorities = items.map((s) => studentPriority(s, '2026-03-10'));
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(items.find((s) => s.name === 'Normal')?.hasPlan).toBe(true);
    expect(items.find((s) => s.name === 'Novo')?.hasPlan).toBe(false);
    expect(items.filter((s) => s.hasAnamnesis).map((s) => s.name)).toEqual(['Novo Enviou']);
  });

  test('each chip keeps exactly the students it promises', async () => {
    const { trainer, make } = await setup();
    const plan = [
      { id: 'd', day: 'Segunda-feira', label: 'A', muscleGroups: [], warmup: [], cooldown: [], blocks: [] },
    ];
    await make('Ativo', { planStatus: 'active', planExpiryDate: '2026-03-10', workoutPlan: plan });
    await make('Ativo Sem Data', { planStatus: 'active', workoutPlan: plan });
    await make('Vencido', { planStatus: 'active', planExpiryDate: '2026-03-09', workoutPlan: plan });
    await make('Inativo', { planStatus: 'inactive', workoutPlan: plan });
    await make('Revisar', { planStatus: 'pending_review', workoutPlan: plan });
    await make('Novo');
    await make('Novo Enviou', { anamnesis: { specificGoal: 'Emagrecimento' } });
    await make('Novo Com Plano', { anamnesis: { specificGoal: 'Emagrecimento' }, workoutPlan: plan });
    await make('Ativo Sem Anamnese', { planStatus: 'active', workoutPlan: plan, anamnesis: null });
    const names = async (status: string) =>
      (
        (await trainer.call('GET', `/api/students?status=${status}&sort=name_asc`)).json()
          .items as StudentListItem[]
      ).map((s) => s.name);
    expect(await names('all')).toHaveLength(9);
    // An AI plan to check, or a new student whose anamnesis arrived and who waits for the trainer's plan.
    expect(await names('review')).toEqual(['Novo Com Plano', 'Novo Enviou', 'Revisar']);
    expect(await names('active')).toEqual(['Ativo', 'Ativo Sem Anamnese', 'Ativo Sem Data']);
    expect(await names('inactive')).toEqual(['Inativo', 'Vencido']);
    expect(await names('no_plan')).toEqual(['Novo', 'Novo Enviou']);
    const bad = await trainer.call('GET', '/api/students?status=todos');
    expect(bad.statusCode).toBe(400);
  });

  test('a page carries only what the row shows', async () => {
    const { trainer, make } = await setup();
    await make('Com Anamnese', { anamnesis: { healthIssues: 'asma' }, observations: 'segredo' });
    const body = (await trainer.call('GET', '/api/students')).body;
    expect(body).not.toContain('asma');
    expect(body).not.toContain('segredo');
    expect(Object.keys(JSON.parse(body).items[0]).sort()).toEqual(
      [
        'aiAlert',
        'hasAnamnesis',
        'hasPlan',
        'id',
        'lastTrainedOn',
        'name',
        'planExpiryDate',
        'planStatus',
      ].sort(),
    );
    expect(JSON.parse(body).items[0].hasAnamnesis).toBe(true);
  });

  test('a student who sends the anamnesis moves from waiting for it to waiting for a plan; a draft does not count', async () => {
    const { app } = await testApp({ clock });
    const { call, student, trainer } = await signedInStudent(app);
    const row = async () =>
      ((await trainer.call('GET', '/api/students')).json().items as StudentListItem[]).find(
        (s) => s.id === student.id,
      );
    const review = async () =>
      ((await trainer.call('GET', '/api/students?status=review')).json().items as StudentListItem[]).map(
        (s) => s.id,
      );
    const answers = {
      sex: 'Masculino',
      specificGoal: 'Condicionamento físico',
      availableDays: ['Segunda-feira', 'Quinta-feira'],
    };
    await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
    expect((await call('PUT', '/api/me/anamnesis/draft', { step: 2, answers })).statusCode).toBe(204);
    expect(await row()).toMatchObject({ planStatus: 'pending_creation', hasAnamnesis: false });
    expect(studentBadge((await row())!, '2026-03-10')).toEqual({ kind: 'waitingAnamnesis' });
    expect(await review()).toEqual([]);

    expect((await call('PUT', '/api/me/anamnesis', { answers })).statusCode).toBe(204);
    expect(await row()).toMatchObject({ planStatus: 'pending_creation', hasAnamnesis: true });
    expect(studentBadge((await row())!, '2026-03-10')).toEqual({ kind: 'anamnesisSent' });
    expect(await review()).toEqual([student.id]);
  });
});
