import { describe, expect, test } from 'vitest';
import { PlanCheckSchema } from '../../contracts/ai.ts';
import type { Plan } from '../../contracts/plans.ts';
import type { Person } from '../person/person.ts';
import {
  REVIEW_BY_ID,
  buildPerson,
  combined,
  condition,
  fullBody,
  item,
  limit,
  plan3,
  session,
  work,
} from '../../testing/build-review.ts';
import { reviewPlan } from './review-plan.ts';

const review = (plan: Plan, person: Person = buildPerson()) => reviewPlan(plan, person, REVIEW_BY_ID);
const rules = (plan: Plan, person?: Person) => review(plan, person).findings.map((finding) => finding.rule);
const hypertrophy = buildPerson({ goal: 'hypertrophy' });

describe('how every session is built', () => {
  test('a multi-joint exercise opens the session, never an isolation', () => {
    const plan = [
      session('Segunda-feira', [work('cadeira-extensora'), work('leg-press'), work('supino-maquina')]),
    ];
    expect(review(plan).findings.find((f) => f.rule === 'structure.opener')).toMatchObject({
      exerciseId: 'cadeira-extensora',
      safety: false,
    });
    // A session of isolation work only has nothing else to open with.
    expect(
      rules([session('Segunda-feira', [work('cadeira-extensora'), work('rosca'), work('triceps-polia')])]),
    ).not.toContain('structure.opener');
    expect(rules(plan3())).toEqual([]);
  });

  test('one exercise per movement family: two crossovers, rows, stiff-legs or standing calf raises are findings', () => {
    for (const [a, b] of [
      ['crossover-alta', 'crossover-baixa'],
      ['remada-curvada', 'remada-curvada-supinada'],
      ['stiff', 'stiff-halteres'],
      ['panturrilha-pe', 'panturrilha-smith'],
    ] as const) {
      const plan = [session('Segunda-feira', [work('leg-press'), work(a), work(b)])];
      const found = review(plan, hypertrophy).findings.filter((f) => f.rule === 'structure.same_family');
      expect(
        found.map((f) => f.exerciseId),
        `${a} + ${b}`,
      ).toEqual([b]);
    }
  });

  test('different bench angles are allowed for hypertrophy only', () => {
    const plan = [session('Segunda-feira', [work('supino-reto'), work('supino-inclinado')])];
    expect(rules(plan, hypertrophy)).not.toContain('structure.same_family');
    expect(rules(plan)).toContain('structure.same_family');
  });

  test('outside hypertrophy, a bi-set pairs antagonists or unrelated groups', () => {
    const same = [
      session('Segunda-feira', [
        work('leg-press'),
        combined(work('supino-inclinado'), work('supino-declinado')),
      ]),
    ];
    expect(rules(same)).toContain('structure.pair');
    expect(rules(same, hypertrophy)).not.toContain('structure.pair');
    const antagonists = [
      session('Segunda-feira', [combined(work('supino-maquina'), work('remada-sentada'))]),
    ];
    expect(rules(antagonists)).not.toContain('structure.pair');
  });

  test('a warm-up without impact cardio, specific to the session', () => {
    const plan = plan3();
    plan[0]!.warmup = [item('polichinelo'), item('mobilidade-quadril')];
    expect(rules(plan)).toContain('structure.warmup_impact');
    plan[0]!.warmup = [item('bicicleta')];
    expect(review(plan).findings).toEqual([
      expect.objectContaining({
        rule: 'structure.warmup_specific',
        workoutId: 's-Segunda-feira',
        repairable: true,
      }),
    ]);
  });
});

describe('volume and logistics', () => {
  test('never under the floor of 8 working sets a session', () => {
    const found = review([session('Segunda-feira', [work('rosca'), work('triceps-polia')])]).findings.find(
      (f) => f.rule === 'volume.session_floor',
    );
    expect(found?.message).toBe(
      'Segunda-feira: 6 séries de trabalho, abaixo do mínimo de 8 por sessão (ACSM 2009: 8–10 exercícios para os grandes grupos).',
    );
  });

  test('within the time the person has, and never above 30 sets', () => {
    expect(rules(plan3(), buildPerson({ sessionMinutes: 30 }))).toContain('volume.session_long');
    expect(rules(plan3(), buildPerson({ sessionMinutes: 60 }))).not.toContain('volume.session_long');
    const huge = [
      session(
        'Segunda-feira',
        Array.from({ length: 11 }, () => work('leg-press', { rest: 0 })),
      ),
    ];
    expect(rules(huge, buildPerson({ sessionMinutes: 180 }))).toContain('volume.session_long');
  });

  test('weekly sets per muscle within the range for the goal and level; the table highlights exactly the findings', () => {
    const advanced = buildPerson({ goal: 'hypertrophy', level: 'avancado' });
    const answer = review(plan3(), advanced);
    const out = answer.weeklySets.filter((entry) => entry.sets < entry.min || entry.sets > entry.max);
    const volume = answer.findings.filter((f) => f.kind === 'volume_low' || f.kind === 'volume_high');
    expect(out.map((entry) => entry.group)).toEqual(volume.map((f) => f.group));
    expect(volume.length).toBeGreaterThan(0);
    // Small groups have no minimum: compound lifts train them.
    expect(answer.weeklySets.find((entry) => entry.group === 'Bíceps')).toMatchObject({ min: 0 });
    expect(rules(plan3())).toEqual([]);
  });

  test('recovery between sessions that hit the same big group hard', () => {
    const legs = (day: 'Segunda-feira' | 'Terça-feira') =>
      session(day, [work('leg-press', { sets: '4' }), work('cadeira-extensora', { sets: '4' })]);
    const person = buildPerson({ days: ['Segunda-feira', 'Terça-feira'] });
    expect(review([legs('Segunda-feira'), legs('Terça-feira')], person).findings).toContainEqual(
      expect.objectContaining({ rule: 'volume.recovery', kind: 'consecutive_days' }),
    );
  });
});

describe('the review', () => {
  test('two rules on one row and problem give one finding, the more specific reason first', () => {
    const person = buildPerson({
      conditions: [condition('pregnancy', { weeks: 20 })],
      limits: [limit('no_impact')],
    });
    const plan = plan3();
    plan[0] = session('Segunda-feira', [...plan[0]!.blocks, work('polichinelo')], {
      warmup: plan[0]!.warmup,
    });
    const impact = review(plan, person).findings.filter((f) => f.exerciseId === 'polichinelo');
    expect(impact.map((f) => f.rule)).toEqual(['pregnancy.impact']);
  });

  test('every finding says where, why, whether it is a safety rule and whether it can be repaired', () => {
    const person = buildPerson({ conditions: [condition('pregnancy', { weeks: 20 })] });
    const plan = [fullBody('Segunda-feira'), session('Quarta-feira', [work('supino-reto'), work('rosca')])];
    const answer = review(plan, person);
    expect(PlanCheckSchema.parse(answer)).toEqual(answer);
    const supine = answer.findings.find((f) => f.rule === 'pregnancy.supine')!;
    expect(supine).toMatchObject({
      kind: 'population',
      workoutId: 's-Quarta-feira',
      blockId: expect.any(String),
      rowId: expect.any(String),
      part: 'main',
      safety: true,
      repairable: true,
    });
    for (const finding of answer.findings) {
      expect(finding.reason, finding.rule).toMatch(/\S/);
      // The message names the same source (or figure) as the reason.
      const source = /\(([^()]+)\)$/.exec(finding.reason!)?.[1];
      if (source) expect(finding.message, finding.rule).toContain(source);
    }
  });
});
