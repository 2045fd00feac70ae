import { describe, expect, test } from 'vitest';
import type { Plan } from '#shared/contracts/plans.ts';
import { isMultiJoint } from '#shared/domain/coach-check/alternatives.ts';
import { contraindicationHit, hasEquipmentFor } from '#shared/domain/coach-check/athlete.ts';
import { checkPlan, consecutive } from '#shared/domain/coach-check/check.ts';
import { HARD_DAY_SETS, daySets, setsOf } from '#shared/domain/coach-check/volume.ts';
import { WEEKDAYS, type Weekday } from '#shared/domain/plans/weekdays.ts';
import { buildAthlete } from '#shared/testing/build-coach.ts';
import { COACH_BY_ID, COACH_CATALOG, testId } from '../testing/coach-catalog.ts';
import { modifyExercise } from './modify.ts';
import { periodizationText } from './periodization.ts';
import { generatePlan } from './plan.ts';
import { suggestSplit } from './split.ts';

type Answers = Parameters<typeof buildAthlete>[0];
const ALL = [...WEEKDAYS];

function planFor(answers: Answers, seed = 'aluno-1', notes: string[] = []) {
  const athlete = buildAthlete(answers, notes);
  const { split } = suggestSplit(athlete);
  const plan = generatePlan({ athlete, split, catalog: COACH_CATALOG, seed, makeId: testId });
  return { athlete, split, plan };
}
const exercisesOf = (plan: Plan) =>
  plan.flatMap((day) =>
    day.blocks.flatMap((block) => block.exercises.map((row) => COACH_BY_ID.get(row.exerciseId)!)),
  );
const rowsOf = (plan: Plan) => plan.flatMap((day) => day.blocks.flatMap((block) => block.exercises));

describe('days and split', () => {
  test.each([
    [1, 'beginner', ['Corpo Inteiro']],
    [2, 'beginner', ['Corpo Inteiro', 'Corpo Inteiro']],
    [3, 'beginner', ['Corpo Inteiro', 'Corpo Inteiro', 'Corpo Inteiro']],
    [3, 'trained', ['Empurrar', 'Puxar', 'Pernas e Glúteos']],
    [
      4,
      'trained',
      ['Membros Superiores', 'Membros Inferiores e Core', 'Membros Superiores', 'Membros Inferiores e Core'],
    ],
    [
      5,
      'trained',
      ['Empurrar', 'Puxar', 'Pernas e Glúteos', 'Membros Superiores', 'Membros Inferiores e Core'],
    ],
    [6, 'trained', ['Empurrar', 'Puxar', 'Pernas e Glúteos', 'Empurrar', 'Puxar', 'Pernas e Glúteos']],
  ] as const)('%i days, %s: the split by number of days, only on available days', (n, who, labels) => {
    const days = ALL.slice(0, n);
    const { plan } = planFor({
      availableDays: days,
      ...(who === 'beginner' ? { hasTrainedBefore: false } : {}),
    });
    expect(plan.map((day) => day.day)).toEqual(days);
    expect(plan.map((day) => day.label.split(':')[0])).toEqual(labels);
  });

  test('seven available days leave one to rest', () => {
    expect(planFor({ availableDays: ALL }).plan).toHaveLength(6);
  });

  test('with two or more days each big group is trained about twice a week', () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const { split } = planFor({ availableDays: ALL.slice(0, n) });
      for (const group of ['Peito', 'Costas', 'Pernas (Quadríceps)', 'Pernas (Posterior)']) {
        const times = Object.values(split).filter((groups) => groups!.includes(group as never)).length;
        expect(times, `${n} days, ${group}`).toBeGreaterThanOrEqual(n === 3 ? 1 : 2);
      }
    }
  });
});

describe('recovery and volume', () => {
  test('no muscle is trained hard (6+ direct sets) two days in a row, whatever days are free', () => {
    for (let mask = 1; mask < 128; mask += 1) {
      const days = ALL.filter((_, i) => mask & (1 << i));
      const { plan } = planFor({ availableDays: days });
      for (const first of plan)
        for (const second of plan) {
          if (!consecutive(first.day, second.day)) continue;
          for (const [group, n] of daySets(first, COACH_BY_ID).direct)
            if (n >= HARD_DAY_SETS)
              expect(daySets(second, COACH_BY_ID).direct.get(group) ?? 0, `${days} ${group}`).toBeLessThan(
                HARD_DAY_SETS,
              );
        }
    }
  });

  test.each([
    ['iniciante', 6, 10, { hasTrainedBefore: false }],
    ['intermediario', 10, 16, {}],
    ['avancado', 12, 20, { currentCondition: 'Excelente' as const }],
  ])(
    'hypertrophy, %s: each big group within %i–%i sets a week; 8–30 sets a session',
    (_, min, max, answers) => {
      const { plan, athlete } = planFor({ ...answers, availableDays: ALL.slice(0, 4) });
      const weekly = checkPlan(plan, athlete, COACH_BY_ID).weeklySets;
      for (const group of ['Peito', 'Costas', 'Pernas (Quadríceps)']) {
        const sets = weekly.find((entry) => entry.group === group)!.sets;
        expect(sets, group).toBeGreaterThanOrEqual(min);
        expect(sets, group).toBeLessThanOrEqual(max);
      }
      for (const entry of weekly) expect(entry.sets).toBeLessThanOrEqual(25);
      for (const day of plan) {
        expect(daySets(day, COACH_BY_ID).total).toBeGreaterThanOrEqual(8);
        expect(daySets(day, COACH_BY_ID).total).toBeLessThanOrEqual(30);
      }
    },
  );

  test('health and rehabilitation get less volume than hypertrophy', () => {
    const total = (answers: Answers) =>
      rowsOf(planFor({ ...answers, availableDays: ALL.slice(0, 3) }).plan).reduce(
        (n, r) => n + setsOf(r.sets),
        0,
      );
    const hypertrophy = total({});
    expect(total({ specificGoal: 'Melhora da saúde / qualidade de vida' })).toBeLessThan(hypertrophy);
    expect(total({ specificGoal: 'Reabilitação' })).toBeLessThan(hypertrophy);
  });

  test('big before small, multi-joint before single-joint', () => {
    const { plan } = planFor({ availableDays: ALL.slice(0, 4) });
    for (const day of plan) {
      const kinds = day.blocks.flatMap((block) =>
        block.exercises.map((row) => isMultiJoint(COACH_BY_ID.get(row.exerciseId)!)),
      );
      expect(kinds[0]).toBe(true);
      expect(kinds.indexOf(false) === -1 || !kinds.slice(kinds.indexOf(false)).includes(true)).toBe(true);
    }
  });
});

describe('reps, rest and blocks by goal', () => {
  test('hypertrophy: 6–12 reps, 60–120 s, single blocks', () => {
    const { plan } = planFor({});
    for (const day of plan) for (const block of day.blocks) expect(block.type).toBe('single');
    for (const row of rowsOf(plan).filter((r) => r.durationType === 'reps')) {
      expect(row.reps).toMatch(/^(6-8|8-10|10-12)$/);
      expect(row.rest).toBeGreaterThanOrEqual(60);
      expect(row.rest).toBeLessThanOrEqual(120);
    }
  });

  test('fat loss: circuits of 12–15 with short rests and cardio; timed work in seconds', () => {
    const { plan } = planFor({ specificGoal: 'Emagrecimento' });
    expect(plan.flatMap((day) => day.blocks.map((block) => block.type))).toContain('triset');
    for (const row of rowsOf(plan)) {
      if (row.durationType === 'time') expect(row.reps).toMatch(/^\d+$/);
      else expect(row.reps).toBe('12-15');
      expect(row.rest).toBeLessThanOrEqual(60);
    }
    for (const day of plan)
      expect(
        day.blocks.at(-1)!.exercises.some((r) => COACH_BY_ID.get(r.exerciseId)!.primary.includes('Cardio')),
      ).toBe(true);
  });

  test('rehabilitation: simple blocks, 12–15 reps, longer rests', () => {
    const { plan } = planFor({ specificGoal: 'Reabilitação' });
    for (const day of plan) for (const block of day.blocks) expect(block.type).toBe('single');
    for (const row of rowsOf(plan).filter((r) => r.durationType === 'reps')) {
      expect(row.reps).toBe('12-15');
      expect(row.rest).toBeGreaterThanOrEqual(90);
    }
  });
});

describe('safety and equipment', () => {
  test('what the student wrote about their health rules exercises out, accents and case aside', () => {
    for (const said of ['DOR NO JOELHO', 'hérnia de disco', 'Lesao no ombro esquerdo', 'pressão alta']) {
      const { plan, athlete } = planFor({ orthopedicProblems: said, availableDays: ALL.slice(0, 5) });
      const all = [
        ...exercisesOf(plan),
        ...plan.flatMap((d) => [...d.warmup, ...d.cooldown].map((i) => COACH_BY_ID.get(i.exerciseId)!)),
      ];
      for (const exercise of all)
        expect(contraindicationHit(athlete, exercise), `${said}: ${exercise.id}`).toBeNull();
    }
  });

  test('a beginner gets no advanced exercise', () => {
    for (const answers of [{ hasTrainedBefore: false }, { currentCondition: 'Fraco' as const }]) {
      const { plan } = planFor({ ...answers, availableDays: ALL.slice(0, 6) });
      expect(exercisesOf(plan).filter((e) => e.difficulty === 'avancado')).toEqual([]);
    }
  });

  test('at home only body weight and what they own; a machine only their treadmill or bike, for cardio', () => {
    const { plan, athlete } = planFor({
      trainingLocation: 'Casa',
      equipment: ['Elásticos', 'Esteira / Bicicleta'],
      specificGoal: 'Emagrecimento',
    });
    const all = [
      ...exercisesOf(plan),
      ...plan.flatMap((d) => [...d.warmup, ...d.cooldown].map((i) => COACH_BY_ID.get(i.exerciseId)!)),
    ];
    for (const exercise of all) {
      expect(hasEquipmentFor(athlete, exercise), exercise.id).toBe(true);
      if (exercise.equipment === 'maquina') expect(exercise.primary).toContain('Cardio');
      else expect(['peso corporal', 'elastico']).toContain(exercise.equipment);
    }
  });

  test('warm-up and cool-down come from the database, under the same rules', () => {
    const { plan, athlete } = planFor({
      orthopedicProblems: 'dor no joelho',
      trainingLocation: 'Ao ar livre',
    });
    for (const day of plan) {
      expect(day.warmup.length).toBeGreaterThan(0);
      expect(day.cooldown.length).toBeGreaterThan(0);
      for (const item of [...day.warmup, ...day.cooldown]) {
        const exercise = COACH_BY_ID.get(item.exerciseId)!;
        expect(contraindicationHit(athlete, exercise)).toBeNull();
        expect(hasEquipmentFor(athlete, exercise)).toBe(true);
      }
    }
  });

  test("the trainer's 'não usar leg press' keeps every leg press out", () => {
    const { plan } = planFor({ availableDays: ALL.slice(0, 6) }, 'x', ['Não usar leg press com meus alunos']);
    expect(exercisesOf(plan).filter((e) => /leg press/i.test(e.name))).toEqual([]);
  });
});

describe('modifications', () => {
  const athlete = buildAthlete();
  const bench = COACH_BY_ID.get('supino-reto-barra')!;
  const dumbbells = COACH_BY_ID.get('supino-reto-halteres')!;
  test('a variation keeps the muscle and the equipment and changes the exercise', () => {
    const found = modifyExercise('variation', bench, athlete, COACH_CATALOG, ['supino-reto-barra'])!;
    expect(found.exercise.id).not.toBe(bench.id);
    expect(found.exercise.primary[0]).toBe('Peito');
    expect(found.exercise.equipment).toBe('barra');
  });
  test('a progression is harder, a regression easier, same primary muscle; none past the end', () => {
    const up = modifyExercise('progression', dumbbells, athlete, COACH_CATALOG, [])!;
    const down = modifyExercise('regression', bench, athlete, COACH_CATALOG, [])!;
    expect(up.exercise.difficulty).toBe('intermediario');
    expect(up.exercise.equipment).toBe('halteres');
    expect(down.exercise.difficulty).toBe('iniciante');
    expect([up.exercise.primary[0], down.exercise.primary[0]]).toEqual(['Peito', 'Peito']);
    expect(
      modifyExercise('regression', COACH_BY_ID.get('polichinelo')!, athlete, COACH_CATALOG, []),
    ).toBeNull();
  });
  test('a row that already shares its family with another of the day still gets a variation', () => {
    const dumbbell = COACH_CATALOG.find((e) => e.id === 'supino-reto-halteres')!;
    const pushes = COACH_CATALOG.filter(
      (e) => e.traits.pattern === 'empurrar_horizontal' && e.id !== dumbbell.id && e.equipment !== 'halteres',
    ).map((e) => e.id);
    const day = [...pushes, dumbbell.id];
    const other = modifyExercise('variation', dumbbell, athlete, COACH_CATALOG, day);
    expect(other).not.toBeNull();
    expect(day).not.toContain(other!.exercise.id);
  });

  test('never an exercise already in the day: with the barbell presses taken, another equipment', () => {
    const day = COACH_CATALOG.filter((e) => e.primary[0] === 'Peito' && e.equipment === 'barra').map(
      (e) => e.id,
    );
    const other = modifyExercise('variation', bench, athlete, COACH_CATALOG, day);
    expect(other && day).not.toContain(other!.exercise.id);
    expect(other!.exercise.equipment).not.toBe('barra');
    expect(other!.reason).toMatch(/mesmo padrão de movimento, com /);
    const everyPress = COACH_CATALOG.filter((e) => e.traits.pattern === bench.traits.pattern).map(
      (e) => e.id,
    );
    expect(modifyExercise('variation', bench, athlete, COACH_CATALOG, everyPress)).toBeNull();
  });
});

describe('periodization', () => {
  test.each(['Linear', 'Ondulatória Diária', 'Blocos'] as const)(
    '%s over 12, 16 and 24 weeks: phases, sets × reps, intensity, deloads',
    (methodology) => {
      for (const weeks of [12, 16, 24] as const) {
        const text = periodizationText(buildAthlete(), 'Carla', 'Hipertrofia (ganho de massa)', {
          methodology,
          weeks,
        });
        const deloads = [...text.matchAll(/Semana (\d+) — Deload/g)].map((m) => Number(m[1]));
        expect(deloads.at(-1)).toBe(weeks);
        for (let i = 1; i < deloads.length; i += 1)
          expect(deloads[i]! - deloads[i - 1]!).toBeGreaterThanOrEqual(4);
        expect(deloads[0]).toBeLessThanOrEqual(6);
        expect(text).toMatch(/\d × \d+–\d+/);
        expect(text).toMatch(/RPE \d/);
      }
    },
  );
});

describe('determinism', () => {
  test('the same student gets the same plan; another seed, another plan', () => {
    const strip = (plan: Plan) => JSON.stringify(plan, (key, value) => (key === 'id' ? undefined : value));
    expect(strip(planFor({}, 'aluno-1').plan)).toBe(strip(planFor({}, 'aluno-1').plan));
    expect(strip(planFor({}, 'aluno-1').plan)).not.toBe(strip(planFor({}, 'aluno-2').plan));
  });
});

/** A small seeded generator, so the property test is the same on every run. */
function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('property: the local plan passes the coach check', () => {
  test('for 300 random anamneses, no finding but a low volume the catalogue cannot fill', () => {
    const next = random(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const some = <T>(list: readonly T[]) => list.filter(() => next() < 0.5);
    const problems = [
      '',
      'Não',
      'dor no joelho',
      'hérnia de disco',
      'lesão no ombro',
      'tendinite no punho',
      'pressão alta',
      'entorse no tornozelo',
      'diástase',
    ];
    for (let i = 0; i < 300; i += 1) {
      const days = some(ALL) as Weekday[];
      const answers: Answers = {
        specificGoal: pick([
          'Emagrecimento',
          'Hipertrofia (ganho de massa)',
          'Condicionamento físico',
          'Definição muscular',
          'Reabilitação',
          'Melhora da saúde / qualidade de vida',
        ] as const),
        hasTrainedBefore: next() < 0.6,
        currentCondition: pick(['Fraco', 'Regular', 'Bom', 'Excelente'] as const),
        trainingLocation: pick(['Academia', 'Casa', 'Condomínio', 'Ao ar livre'] as const),
        equipment: some(['Halteres', 'Barra', 'Elásticos', 'Banco', 'Esteira / Bicicleta'] as const),
        orthopedicProblems: pick(problems),
        healthIssues: pick(problems),
        availableDays: days.length ? days : ['Quarta-feira'],
      };
      const { plan, athlete } = planFor(answers, `p${i}`);
      const findings = checkPlan(plan, athlete, COACH_BY_ID).findings;
      const serious = findings.filter((f) => f.kind !== 'volume_low');
      expect(serious.map((f) => f.message).join(' | '), `${i} ${JSON.stringify(answers)}`).toBe('');
    }
  });
});
