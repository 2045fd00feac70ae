import { describe, expect, test } from 'vitest';
import type { Plan, Workout } from '#shared/contracts/plans.ts';
import type { CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { reviewPlan } from '#shared/domain/coach-review/review-plan.ts';
import { WEEKDAYS } from '#shared/domain/plans/weekdays.ts';
import { placeOf } from '../operations/plan-review.ts';
import { COACH_BY_ID, COACH_CATALOG } from '../testing/coach-catalog.ts';
import { CLIENTS, clientOf, planOf } from '../testing/coach-clients.ts';
import { modifyExercise, NO_MODIFICATION, swapOptions } from './modify.ts';
import { periodizationText } from './periodization.ts';

const ex = (id: string) => COACH_BY_ID.get(id)!;
const main = (day: Workout) =>
  day.blocks.flatMap((b) => b.exercises.map((r) => ({ row: r, e: ex(r.exerciseId) })));
const everything = (plan: Plan) =>
  plan.flatMap((day) => [
    ...main(day).map(({ e }) => e),
    ...[...day.warmup, ...day.cooldown].map((item) => ex(item.exerciseId)),
  ]);
const names = (list: CoachExercise[]) => list.map((e) => e.name);
const legSets = (day: Workout) =>
  main(day)
    .filter(({ e }) => e.primary.some((g) => /Pernas|Glúteos|Panturrilhas/.test(g)))
    .reduce((sum, { row }) => sum + Number(row.sets), 0);

function reviewed(key: keyof typeof CLIENTS) {
  const athlete = clientOf(CLIENTS[key]);
  const plan = planOf(athlete);
  const review = reviewPlan(plan, athlete.person, COACH_BY_ID, placeOf(athlete));
  return { athlete, plan, findings: review.findings };
}
const blocking = (findings: ReturnType<typeof reviewed>['findings']) =>
  findings.filter((f) => f.safety || f.kind === 'structure').map((f) => f.message);

describe("issue 22's clients, as a coach would check them", () => {
  test('pregnant, 22 weeks: no impact, nothing on the back, the belly or head-down, reps ≥ 8 at RPE ≤ 7', () => {
    const { plan, findings } = reviewed('pregnant');
    for (const e of everything(plan)) {
      expect(e.traits.impact, e.name).not.toBe('alto');
      expect(['deitado_costas', 'deitado_bruços', 'cabeca_para_baixo'], e.name).not.toContain(
        e.traits.position,
      );
      expect(e.difficulty, e.name).not.toBe('avancado');
    }
    for (const { row } of plan.flatMap(main))
      if (row.durationType === 'reps') {
        expect(Number.parseInt(row.reps, 10)).toBeGreaterThanOrEqual(8);
        expect(row.observation).toMatch(/RPE até 7/);
      }
    expect(names(everything(plan))).not.toContain('Polichinelo');
    expect(blocking(findings)).toEqual([]);
  });

  test('osteoporosis at 58, afraid of falling, cannot get up from the floor: nothing on the floor, no lunges, twice a week per region, balance', () => {
    const { plan, findings } = reviewed('osteoporotic');
    for (const e of everything(plan)) {
      expect(e.traits.floor, e.name).toBe(false);
      expect(e.traits.impact, e.name).not.toBe('alto');
      expect(e.traits.spinalFlexion, e.name).toBe(false);
      expect(e.traits.pattern === 'unilateral_pernas' && e.traits.balance !== 'baixo', e.name).toBe(false);
    }
    for (const region of [
      ['Pernas (Quadríceps)', 'Glúteos', 'Pernas (Posterior)'],
      ['Costas'],
      ['Peito', 'Ombros'],
    ])
      expect(
        plan.filter((day) => main(day).some(({ e }) => e.primary.some((g) => region.includes(g)))).length,
      ).toBeGreaterThanOrEqual(2);
    expect(plan.flatMap(main).some(({ e }) => e.traits.balance !== 'baixo')).toBe(true);
    expect(blocking(findings)).toEqual([]);
    // 'Sugerir Progressão' on a supported squat never gives a pistol; the swap list never a jump.
    const athlete = clientOf(CLIENTS.osteoporotic);
    const up = modifyExercise('progression', ex('leg-press-45'), athlete, COACH_CATALOG, []);
    if (up) expect(up.exercise.traits.balance).not.toBe('alto');
    const swaps = swapOptions(ex('agachamento-livre-barra'), athlete, COACH_CATALOG, []).map(
      (o) => o.exercise,
    );
    expect(swaps.length).toBeGreaterThan(0);
    for (const e of swaps)
      expect([e.traits.impact, e.traits.floor]).toEqual([expect.not.stringMatching('alto'), false]);
  });

  test('competing powerlifter, 16 weeks out: the lifts open every session, squat and bench twice, deadlift once, 1–6 reps, a peak above 90 %', () => {
    const { athlete, plan, findings } = reviewed('powerlifter');
    const isLift = (id: string) =>
      ['agachamento-livre-barra', 'supino-reto-barra', 'levantamento-terra-barra'].includes(id);
    const count = (id: string) => plan.filter((day) => main(day).some(({ e }) => e.id === id)).length;
    expect(count('agachamento-livre-barra')).toBeGreaterThanOrEqual(2);
    expect(count('supino-reto-barra')).toBeGreaterThanOrEqual(2);
    expect(count('levantamento-terra-barra')).toBeGreaterThanOrEqual(1);
    for (const day of plan) {
      const rows = main(day);
      expect(isLift(rows[0]!.e.id), day.day).toBe(true);
      const lastLift = rows.findLastIndex(({ e }) => isLift(e.id));
      expect(
        rows.slice(0, lastLift + 1).every(({ e }) => isLift(e.id)),
        day.day,
      ).toBe(true);
      for (const { row, e } of rows)
        if (isLift(e.id)) expect(Number.parseInt(row.reps.split('-').at(-1)!, 10)).toBeLessThanOrEqual(6);
      expect(rows.filter(({ e }) => /terra/i.test(e.name)).length, day.day).toBeLessThanOrEqual(1);
      expect(names(rows.map(({ e }) => e)).join()).not.toMatch(/Pistol|Sissy|Nórdica/);
    }
    expect(blocking(findings)).toEqual([]);
    const text = periodizationText(athlete, 'Rafael', 'Hipertrofia (ganho de massa)', {
      methodology: 'Blocos',
      weeks: 16,
    });
    expect(text).toMatch(/Competição na semana 16/);
    expect(text).toMatch(/Pico \(semanas 13–14\)[\s\S]*90–95% de 1RM/);
    expect(text).toMatch(/Polimento \(taper\) \(semana 15\)/);
  });

  test('obese beginner at home with knee pain, hates burpees, no push-ups: no impact, no burpee, inclined push-up, variation of a cardio never a burpee', () => {
    const { athlete, plan, findings } = reviewed('obeseAtHome');
    const all = everything(plan);
    for (const e of all) expect(e.traits.impact, e.name).not.toBe('alto');
    expect(names(all)).not.toContain('Burpee');
    expect(names(all)).not.toContain('Flexão de Braços');
    expect(blocking(findings)).toEqual([]);
    const variation = modifyExercise('variation', ex('polichinelo'), athlete, COACH_CATALOG, []);
    expect(variation?.exercise.name).not.toBe('Burpee');
    const easier = modifyExercise('regression', ex('flexao-de-bracos'), athlete, COACH_CATALOG, []);
    if (easier) expect(easier.exercise.traits.floor).toBe(false);
  });

  test('ankle sprain grade 2, three weeks ago: no impact, no standing calf raise, no lunge or step-up', () => {
    const { plan, findings } = reviewed('ankleSprain');
    for (const e of everything(plan)) {
      expect(e.traits.impact, e.name).toBe('nenhum');
      expect(e.primary.includes('Panturrilhas') && e.traits.position === 'em_pe', e.name).toBe(false);
      expect(e.traits.pattern === 'unilateral_pernas' && e.traits.balance !== 'baixo', e.name).toBe(false);
    }
    expect(blocking(findings)).toEqual([]);
  });

  test('runner, 40 km a week: strength on two days apart, no conditioning in the blocks, moderate legs', () => {
    const { plan, findings } = reviewed('runner');
    expect(plan).toHaveLength(2);
    const [a, b] = plan.map((day) => WEEKDAYS.indexOf(day.day));
    expect(Math.min(b! - a!, 7 - (b! - a!))).toBeGreaterThanOrEqual(2);
    for (const day of plan) {
      expect(
        main(day).some(({ e }) => e.traits.pattern === 'cardio'),
        day.day,
      ).toBe(false);
      for (const block of day.blocks) expect(block.type).toBe('single');
    }
    expect(findings.filter((f) => f.kind === 'volume_high').map((f) => f.message)).toEqual([]);
    expect(blocking(findings)).toEqual([]);
  });

  test('17-year-old footballer, games on Saturday: no hard leg session on Friday, nothing maximal, nothing on the game day', () => {
    const { plan, findings } = reviewed('footballer');
    expect(plan.map((day) => day.day)).not.toContain('Sábado');
    const friday = plan.find((day) => day.day === 'Sexta-feira');
    if (friday) expect(legSets(friday)).toBeLessThan(6);
    for (const { row, e } of plan.flatMap(main)) {
      expect(e.difficulty).not.toBe('avancado');
      if (row.durationType === 'reps') expect(Number.parseInt(row.reps, 10)).toBeGreaterThanOrEqual(6);
    }
    expect(blocking(findings)).toEqual([]);
  });

  test('condominium, knee pain, "sem agachamento profundo": no free squat, no jumps, nothing that needs a bar or a Roman chair', () => {
    const { plan, findings } = reviewed('condominium');
    for (const e of everything(plan)) {
      expect(e.traits.impact, e.name).not.toBe('alto');
      expect(
        e.traits.pattern === 'agachamento' && e.traits.position === 'em_pe' && e.equipment !== 'maquina',
        e.name,
      ).toBe(false);
      expect(e.name).not.toMatch(/Banco Romano|na Barra|Barra Fixa/);
    }
    expect(blocking(findings)).toEqual([]);
  });
});

describe('structure, for every client', () => {
  test.each(Object.keys(CLIENTS) as (keyof typeof CLIENTS)[])(
    '%s: multi-joint opens, one family per session, a specific warm-up with a ramp',
    (key) => {
      const { plan, findings } = reviewed(key);
      expect(findings.filter((f) => f.kind === 'structure').map((f) => f.message)).toEqual([]);
      for (const day of plan) {
        const first = main(day)[0]!.e;
        expect(['isolamento', 'core_anti', 'flexao_rotacao_tronco'], `${key} ${day.day}`).not.toContain(
          first.traits.pattern,
        );
        expect(
          day.warmup.some((item) => item.duration === '2 séries leves'),
          `${key} ${day.day}`,
        ).toBe(true);
        for (const item of day.warmup) expect(ex(item.exerciseId).traits.impact).not.toBe('alto');
      }
    },
  );
});

describe('periodization: nobody past their safe range', () => {
  test.each(['pregnant', 'footballer'] as const)(
    '%s: intensity by RPE only, never a percentage of 1RM',
    (key) => {
      const text = periodizationText(clientOf(CLIENTS[key]), 'Ana', undefined, {
        methodology: 'Linear',
        weeks: 12,
      });
      expect(text).not.toMatch(/% de 1RM/);
      expect(text).toMatch(/RPE \d/);
    },
  );

  test('a trained adult without a competition stays at or under 87 % of 1RM', () => {
    const text = periodizationText(clientOf(CLIENTS.ankleSprain), 'Rui', undefined, {
      methodology: 'Linear',
      weeks: 16,
    });
    const percents = [...text.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
    expect(percents.length).toBeGreaterThan(0);
    expect(Math.max(...percents)).toBeLessThanOrEqual(87);
  });
});

describe('when there is nothing to suggest, the coach says why (issue 23 item 25)', () => {
  test('no harder exercise of the pattern for this person', () => {
    const athlete = clientOf(CLIENTS.osteoporotic);
    const hardest = COACH_CATALOG.filter(
      (e) => e.traits.pattern === 'agachamento' && e.equipment === 'maquina',
    );
    const outcome = hardest.map((e) =>
      modifyExercise(
        'progression',
        e,
        athlete,
        COACH_CATALOG,
        hardest.map((h) => h.id),
      ),
    );
    expect(outcome.some((found) => found === null)).toBe(true);
    expect(NO_MODIFICATION.progression).toBe(
      'Não há exercício mais difícil desse padrão adequado a este aluno.',
    );
  });
});
