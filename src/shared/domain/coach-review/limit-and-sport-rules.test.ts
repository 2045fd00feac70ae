import { describe, expect, test } from 'vitest';
import type { Plan } from '../../contracts/plans.ts';
import { LIMIT_KINDS, type LimitKind, type Person } from '../person/person.ts';
import {
  REVIEW_BY_ID,
  buildPerson,
  fullBody,
  limit,
  plan3,
  session,
  sport,
  work,
} from '../../testing/build-review.ts';
import { reviewPlan, type ReviewPlace } from './review-plan.ts';

const review = (plan: Plan, person: Person, place?: ReviewPlace) =>
  reviewPlan(plan, person, REVIEW_BY_ID, place).findings;
const rules = (plan: Plan, person: Person, place?: ReviewPlace) =>
  review(plan, person, place).map((finding) => finding.rule);
const withRows = (...rows: ReturnType<typeof work>[]): Plan => {
  const [monday, ...rest] = plan3();
  return [
    session('Segunda-feira', [...rows, ...monday!.blocks], {
      warmup: monday!.warmup,
      cooldown: monday!.cooldown,
    }),
    ...rest,
  ];
};

describe("the person's limits", () => {
  /** Each limit: a row that breaks it and one that does not. */
  const CASES: Record<LimitKind, [ReturnType<typeof work>, ReturnType<typeof work>]> = {
    no_impact: [work('polichinelo'), work('bicicleta')],
    no_supine: [work('supino-reto'), work('supino-maquina')],
    no_prone: [work('mesa-flexora'), work('stiff-halteres')],
    no_head_down: [work('supino-declinado'), work('supino-maquina')],
    no_floor: [work('prancha'), work('pallof')],
    no_single_leg_dynamic: [work('avanco'), work('leg-press')],
    no_deep_squat: [work('agachamento-peso'), work('leg-press')],
    no_overhead: [work('desenvolvimento'), work('elevacao-lateral')],
    no_axial_load: [work('agachamento'), work('leg-press')],
    no_loaded_spinal_flexion: [work('abdominal'), work('pallof')],
    no_pushups: [work('flexao'), work('flexao-inclinada')],
    no_running: [work('skipping'), work('caminhada')],
    no_max_effort: [work('leg-press', { reps: '3' }), work('leg-press', { reps: '8' })],
  };

  test.each(LIMIT_KINDS)('%s is enforced', (kind) => {
    const [breaking, fine] = CASES[kind];
    const person = buildPerson({ limits: [limit(kind, 'sem isso')] });
    const found = review([session('Segunda-feira', [breaking])], person).find(
      (f) => f.rule === `limit.${kind}`,
    );
    expect(found).toMatchObject({
      exerciseId: breaking.exerciseId,
      rowId: breaking.id,
      reason: 'Sem isso (anamnese)',
    });
    expect(rules([session('Segunda-feira', [fine])], person)).not.toContain(`limit.${kind}`);
  });

  test('a limit the trainer stated says so', () => {
    const person = buildPerson({ limits: [{ kind: 'no_impact', label: 'sem impacto', source: 'personal' }] });
    expect(review(withRows(work('polichinelo')), person)[0]!.reason).toBe(
      'Sem impacto (indicado pelo personal)',
    );
  });

  test('a disliked exercise is never present', () => {
    const person = buildPerson({ disliked: ['burpee'] });
    expect(rules(withRows(work('burpee')), person)).toContain('limit.disliked');
    expect(rules(plan3(), person)).toEqual([]);
  });

  test('nothing advanced for a beginner', () => {
    const person = buildPerson({ level: 'iniciante' });
    expect(rules(withRows(work('pistol')), person)).toContain('level.advanced');
    expect(rules(withRows(work('pistol')), buildPerson())).not.toContain('level.advanced');
  });

  test('equipment the person has; a home treadmill or bike for cardio', () => {
    const home: ReviewPlace = { equipment: ['halteres', 'elastico'], cardioMachine: true };
    const found = review([session('Segunda-feira', [work('supino-maquina')])], buildPerson(), home);
    expect(found.find((f) => f.rule === 'logistics.equipment')?.reason).toBe(
      'Usa máquina, que o aluno não tem onde treina',
    );
    expect(
      rules([session('Segunda-feira', [work('bicicleta'), work('rosca')])], buildPerson(), home),
    ).not.toContain('logistics.equipment');
    expect(rules([session('Segunda-feira', [work('supino-maquina')])], buildPerson())).not.toContain(
      'logistics.equipment',
    );
  });

  test('days the person gave', () => {
    const found = review([fullBody('Terça-feira')], buildPerson());
    expect(found).toContainEqual(
      expect.objectContaining({ rule: 'logistics.day', kind: 'day_unavailable', workoutId: 's-Terça-feira' }),
    );
  });
});

describe('endurance athletes', () => {
  const runner = (days = 2) =>
    buildPerson({
      sports: [sport('running', { weeklyKm: 40 })],
      days: plan3()
        .slice(0, days)
        .map((d) => d.day),
    });

  test('a compliant plan has no finding', () => {
    const twice = plan3()
      .slice(0, 2)
      .map((day) =>
        session(day.day, [work('leg-press', { sets: '4' }), ...day.blocks.slice(1)], {
          warmup: day.warmup,
        }),
      );
    expect(review(twice, runner())).toEqual([]);
  });
  test('strength twice a week (three when they give three days)', () => {
    expect(rules(plan3(), runner())).toContain('endurance.sessions');
    expect(rules(plan3(), runner(3))).not.toContain('endurance.sessions');
  });
  test('no extra conditioning in the main blocks', () => {
    const plan = plan3().slice(0, 2);
    plan[0] = session(
      'Segunda-feira',
      [...plan[0]!.blocks, work('skipping', { reps: '30', durationType: 'time' })],
      {
        warmup: plan[0]!.warmup,
      },
    );
    expect(rules(plan, runner())).toContain('endurance.conditioning');
  });
  test('moderate leg volume', () => {
    const heavy = plan3()
      .slice(0, 2)
      .map((day) =>
        session(day.day, [work('leg-press', { sets: '6' }), ...day.blocks.slice(1)], { warmup: day.warmup }),
      );
    const found = review(heavy, runner()).find((f) => f.group === 'Pernas (Quadríceps)');
    expect(found).toMatchObject({ rule: 'volume.weekly_high' });
    expect(found!.reason).toContain('Atleta de resistência');
    expect(rules(heavy, buildPerson({ days: runner().days }))).not.toContain('volume.weekly_high');
  });
});

describe('powerlifting', () => {
  const lifter = buildPerson({ goal: 'hypertrophy', level: 'avancado', sports: [sport('powerlifting')] });
  const heavy = (id: string) => work(id, { sets: '5', reps: '3', rest: 240 });
  const meetPlan = (): Plan => [
    session('Segunda-feira', [
      heavy('agachamento'),
      heavy('supino-reto'),
      work('remada-sentada'),
      work('cadeira-extensora'),
    ]),
    session('Quarta-feira', [heavy('terra'), heavy('supino-reto'), work('puxada')]),
    session('Sexta-feira', [heavy('agachamento'), heavy('supino-reto'), work('rosca')]),
  ];
  const pl = (plan: Plan) => rules(plan, lifter).filter((rule) => rule!.startsWith('powerlifting.'));

  test('a meet plan has no powerlifting finding', () => {
    expect(pl(meetPlan())).toEqual([]);
  });
  test('squat and bench twice a week, deadlift once', () => {
    const plan = meetPlan();
    plan[2] = session('Sexta-feira', [heavy('terra'), work('rosca')]);
    const frequency = (p: Plan) =>
      review(p, lifter)
        .filter((f) => f.rule === 'powerlifting.frequency')
        .map((f) => f.message);
    expect(frequency(plan)).toEqual([
      expect.stringMatching(/^Agachamento em 1 dia\(s\) da semana\. Powerlifting/),
    ]);
    const noDeadlift = meetPlan();
    noDeadlift[1] = session('Quarta-feira', [heavy('supino-reto'), work('puxada')]);
    expect(frequency(noDeadlift)).toEqual([expect.stringMatching(/^Levantamento terra em 0 dia/)]);
  });
  test('competition lifts open the session, accessories after; 1–6 reps on them; one deadlift a day', () => {
    const plan = meetPlan();
    plan[0] = session('Segunda-feira', [
      work('cadeira-extensora'),
      heavy('agachamento'),
      heavy('supino-reto'),
    ]);
    expect(pl(plan)).toContain('powerlifting.order');
    plan[0] = session('Segunda-feira', [work('cadeira-extensora'), work('rosca')]);
    expect(pl(plan)).toContain('powerlifting.opener');
    plan[0] = session('Segunda-feira', [work('agachamento', { reps: '8-10' }), heavy('supino-reto')]);
    expect(pl(plan)).toContain('powerlifting.reps');
    plan[0] = session('Segunda-feira', [
      heavy('agachamento'),
      heavy('terra'),
      heavy('terra-sumo'),
      heavy('supino-reto'),
    ]);
    expect(pl(plan)).toContain('powerlifting.same_lift');
  });
});
