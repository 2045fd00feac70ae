import { describe, expect, test } from 'vitest';
import type { Plan } from '../../contracts/plans.ts';
import type { Person } from '../person/person.ts';
import {
  REVIEW_BY_ID,
  buildPerson,
  condition,
  fullBody,
  item,
  plan3,
  session,
  sport,
  work,
} from '../../testing/build-review.ts';
import { reviewPlan } from './review-plan.ts';

const review = (plan: Plan, person: Person) => reviewPlan(plan, person, REVIEW_BY_ID).findings;
const rules = (plan: Plan, person: Person) => review(plan, person).map((finding) => finding.rule);
/** The compliant plan with `rows` added to Monday's session. */
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

describe('pregnancy (ACOG 2020)', () => {
  const pregnant = (weeks?: number, extra: Partial<Person> = {}) =>
    buildPerson({ conditions: [condition('pregnancy', { weeks, label: 'gestante' })], ...extra });

  test('a compliant plan has no finding', () => {
    expect(review(plan3(), pregnant(22))).toEqual([]);
  });

  test('no impact or jumps, even in the warm-up', () => {
    const plan = plan3();
    plan[0]!.warmup = [item('polichinelo'), item('mobilidade-quadril')];
    const found = review(plan, pregnant(22)).find((f) => f.rule === 'pregnancy.impact');
    expect(found).toMatchObject({
      safety: true,
      part: 'warmup',
      index: 0,
      exerciseId: 'polichinelo',
      message: 'Segunda-feira, "Polichinelo" (no aquecimento): Gestante: sem impacto nem saltos (ACOG 2020)',
    });
  });

  test('nothing lying on the back after the first trimester, the cool-down included', () => {
    const plan = withRows(work('supino-reto'));
    plan[1]!.cooldown = [item('alongamento-deitado')];
    const found = review(plan, pregnant(22)).filter((f) => f.rule === 'pregnancy.supine');
    expect(found.map((f) => [f.exerciseId, f.part])).toEqual([
      ['supino-reto', 'main'],
      ['alongamento-deitado', 'cooldown'],
    ]);
    expect(found[0]!.reason).toBe(
      'Gestante após o 1º trimestre: evitar exercícios deitada de costas (ACOG 2020)',
    );
    expect(rules(plan, pregnant(10))).not.toContain('pregnancy.supine');
    // Not knowing the week, the reviewer assumes the first trimester is past.
    expect(rules(plan, pregnant(undefined))).toContain('pregnancy.supine');
  });

  test('nothing prone or head-down', () => {
    expect(rules(withRows(work('mesa-flexora')), pregnant(22))).toContain('pregnancy.prone');
    expect(rules(withRows(work('supino-declinado')), pregnant(22))).toContain('pregnancy.head_down');
  });

  test('nothing advanced or fall-prone', () => {
    expect(rules(withRows(work('pistol')), pregnant(22))).toContain('pregnancy.fall_risk');
  });

  test('moderate effort: at least 8 reps, RPE 7 at most', () => {
    expect(rules(withRows(work('leg-press', { reps: '6-8' })), pregnant(22))).toContain('pregnancy.reps');
    expect(rules(withRows(work('leg-press', { reps: '8-12' })), pregnant(22))).not.toContain(
      'pregnancy.reps',
    );
    expect(rules(withRows(work('leg-press', { observation: 'RPE 8' })), pregnant(22))).toContain(
      'pregnancy.effort',
    );
    expect(rules(withRows(work('leg-press', { observation: 'Até a falha' })), pregnant(22))).toContain(
      'pregnancy.effort',
    );
    expect(rules(withRows(work('leg-press', { observation: 'RPE 6' })), pregnant(22))).not.toContain(
      'pregnancy.effort',
    );
  });

  test('medical clearance noted', () => {
    const found = review(plan3(), pregnant(22, { medicalClearance: false }));
    expect(found).toEqual([
      expect.objectContaining({ rule: 'pregnancy.clearance', safety: true, repairable: false }),
    ]);
  });
});

describe('osteoporosis and falls (Too Fit To Fracture)', () => {
  const bones = buildPerson({ age: 58, conditions: [condition('osteoporosis')] });

  test('a compliant plan has no finding', () => {
    expect(review(plan3(), bones)).toEqual([]);
  });

  test('no impact, no loaded spinal flexion or twist', () => {
    expect(rules(withRows(work('skipping')), bones)).toContain('osteoporosis.impact');
    expect(rules(withRows(work('abdominal')), bones)).toContain('osteoporosis.spinal_flexion');
    expect(rules(withRows(work('russian-twist')), bones)).toContain('osteoporosis.spinal_flexion');
  });

  test('resistance for the big groups twice a week', () => {
    const once = [fullBody('Segunda-feira')];
    expect(review(once, bones).filter((f) => f.rule === 'osteoporosis.strength_twice')).toHaveLength(3);
  });

  test('balance and posture work present', () => {
    const plan = plan3().map((day) =>
      session(
        day.day,
        [
          work('leg-press'),
          work('supino-maquina'),
          work('puxada'),
          work('stiff-halteres'),
          work('desenvolvimento'),
          work('rosca'),
        ],
        {
          warmup: day.warmup,
        },
      ),
    );
    expect(rules(plan, bones)).toEqual(
      expect.arrayContaining(['osteoporosis.balance', 'osteoporosis.posture']),
    );
  });

  test('with a fall, fear of falling or no getting up from the floor: no floor, no dynamic single-leg, supported first', () => {
    for (const kind of ['dizziness_falls', 'floor_transfer'] as const) {
      const person = buildPerson({ conditions: [condition('osteoporosis'), condition(kind)] });
      expect(review(plan3(), person), kind).toEqual([]);
      expect(rules(withRows(work('prancha')), person)).toContain('falls.floor');
      expect(rules(withRows(work('avanco')), person)).toContain('falls.single_leg');
      expect(rules(withRows(work('agachamento')), person)).toContain('falls.supported');
    }
  });
});

describe('hypertension (ACSM/AHA)', () => {
  const pressure = buildPerson({ conditions: [condition('hypertension')] });
  const aerobic = (): Plan =>
    plan3().map((day) => ({ ...day, warmup: [item('bicicleta', '10 min'), ...day.warmup.slice(1)] }));

  test('a compliant plan has no finding', () => {
    expect(review(aerobic(), pressure)).toEqual([]);
  });

  test('aerobic work in every session', () => {
    const found = review(plan3(), pressure).filter((f) => f.rule === 'hypertension.aerobic');
    expect(found.map((f) => f.workoutId)).toEqual(['s-Segunda-feira', 's-Quarta-feira', 's-Sexta-feira']);
  });

  test('8 reps or more, no maximal work, rests long enough', () => {
    const [monday, ...rest] = aerobic();
    const plan = [
      session('Segunda-feira', [work('leg-press', { reps: '5' }), ...monday!.blocks], {
        warmup: monday!.warmup,
      }),
      ...rest,
    ];
    expect(rules(plan, pressure)).toContain('hypertension.reps');
    plan[0] = session('Segunda-feira', [work('leg-press', { observation: 'RIR 0' }), ...monday!.blocks], {
      warmup: monday!.warmup,
    });
    expect(rules(plan, pressure)).toContain('hypertension.effort');
    plan[0] = session('Segunda-feira', [work('leg-press', { rest: 30 }), ...monday!.blocks], {
      warmup: monday!.warmup,
    });
    expect(rules(plan, pressure)).toContain('hypertension.rest');
  });
});

describe('60 and over (WHO 2020, ACSM)', () => {
  const senior = buildPerson({ age: 67, ageBand: 'senior' });
  test('a compliant plan has no finding', () => {
    expect(review(plan3(), senior)).toEqual([]);
  });
  test('nothing advanced; balance and functional strength present', () => {
    expect(rules(withRows(work('pistol')), senior)).toContain('senior.advanced');
    const upper = plan3().map((day) =>
      session(
        day.day,
        [
          work('supino-maquina'),
          work('puxada'),
          work('desenvolvimento'),
          work('rosca'),
          work('triceps-polia'),
          work('cadeira-extensora', { sets: '4' }),
        ],
        {
          warmup: [item('mobilidade-ombro')],
        },
      ),
    );
    expect(rules(upper, senior)).toEqual(expect.arrayContaining(['senior.balance', 'senior.functional']));
  });
});

describe('acute injury', () => {
  const sprain = (acute: boolean) =>
    buildPerson({
      conditions: [condition('ankle_sprain', { acute, label: 'entorse no tornozelo há 3 semanas' })],
    });

  test('an ankle sprain: no impact, no standing calf raise, no dynamic single-leg work', () => {
    expect(review(plan3(), sprain(true))).toEqual([]);
    for (const id of ['polichinelo', 'panturrilha-pe', 'avanco'])
      expect(rules(withRows(work(id)), sprain(true)), id).toContain('injury.ankle');
    expect(rules(withRows(work('panturrilha-sentada')), sprain(true))).not.toContain('injury.ankle');
    expect(rules(withRows(work('avanco')), sprain(false))).not.toContain('injury.ankle');
    expect(review(withRows(work('avanco')), sprain(true))[0]!.reason).toBe(
      'Entorse no tornozelo há 3 semanas: nada que carregue a região lesionada nas primeiras semanas (ACSM, Diretrizes 11ª ed.)',
    );
  });

  test('a knee, a shoulder, and a recent surgery by the region its label names', () => {
    const knee = buildPerson({ conditions: [condition('knee', { acute: true })] });
    expect(rules([session('Segunda-feira', [work('leg-press')])], knee)).toContain('injury.knee');
    const shoulder = buildPerson({ conditions: [condition('shoulder', { acute: true })] });
    expect(rules([session('Segunda-feira', [work('desenvolvimento')])], shoulder)).toContain(
      'injury.shoulder',
    );
    expect(rules([session('Segunda-feira', [work('leg-press')])], shoulder)).not.toContain('injury.shoulder');
    const surgery = buildPerson({
      conditions: [condition('recent_surgery', { acute: true, label: 'cirurgia no joelho há 4 semanas' })],
    });
    expect(rules([session('Segunda-feira', [work('leg-press')])], surgery)).toContain('injury.knee');
  });
});

describe('chronic joint conditions', () => {
  const person = (kind: 'knee' | 'lumbar_disc' | 'shoulder' | 'plantar_fasciitis' | 'cervical_disc') =>
    buildPerson({ conditions: [condition(kind)] });
  test.each([
    ['knee', 'agachamento', 'leg-press', 'joint.knee'],
    ['knee', 'skipping', 'bicicleta', 'joint.knee'],
    ['lumbar_disc', 'russian-twist', 'pallof', 'joint.lumbar'],
    ['lumbar_disc', 'terra', 'stiff-halteres', 'joint.lumbar'],
    ['cervical_disc', 'farmer', 'rosca', 'joint.cervical'],
    ['plantar_fasciitis', 'polichinelo', 'caminhada', 'joint.impact'],
  ] as const)('%s: %s is a finding, %s is not', (kind, breaking, fine, rule) => {
    expect(rules(withRows(work(breaking)), person(kind))).toContain(rule);
    expect(rules(withRows(work(fine)), person(kind))).not.toContain(rule);
  });
  test('a shoulder: no free overhead press', () => {
    const plan = [
      session('Segunda-feira', [work('leg-press'), work('supino-maquina'), work('remada-sentada')]),
    ];
    const free = {
      ...REVIEW_BY_ID.get('desenvolvimento')!,
      id: 'desenvolvimento-halteres',
      equipment: 'halteres' as const,
    };
    const catalog = new Map([...REVIEW_BY_ID, [free.id, free]]);
    const found = (id: string) =>
      reviewPlan(
        [session('Segunda-feira', [...plan[0]!.blocks, work(id)])],
        person('shoulder'),
        catalog,
      ).findings.map((f) => f.rule);
    expect(found('desenvolvimento-halteres')).toContain('joint.shoulder');
    expect(found('desenvolvimento')).not.toContain('joint.shoulder');
  });
});

describe('under 18 (NSCA youth, Faigenbaum 2009)', () => {
  const teen = buildPerson({ age: 17, ageBand: 'under18' });
  test('a compliant plan has no finding', () => {
    expect(review(plan3(), teen)).toEqual([]);
  });
  test('no maximal work (6 reps or more), nothing advanced', () => {
    expect(rules(withRows(work('leg-press', { reps: '3' })), teen)).toContain('youth.reps');
    expect(rules(withRows(work('leg-press', { reps: '6' })), teen)).not.toContain('youth.reps');
    expect(rules(withRows(work('pistol')), teen)).toContain('youth.advanced');
  });
  test('no hard leg session the day before a game', () => {
    const footballer = (day: 'Sábado' | 'Domingo') =>
      buildPerson({ age: 17, ageBand: 'under18', sports: [sport('football', { gameDays: [day] })] });
    const found = review(plan3(), footballer('Sábado')).filter((f) => f.rule === 'sport.game_eve');
    expect(found).toEqual([expect.objectContaining({ workoutId: 's-Sexta-feira', safety: true })]);
    expect(found[0]!.message).toContain('véspera');
    expect(review(plan3(), footballer('Domingo'))).toEqual([]);
  });
});

describe('obesity or joint pain in beginners; what they cannot do yet', () => {
  test('no impact', () => {
    const person = buildPerson({ level: 'iniciante', conditions: [condition('obesity')] });
    expect(rules(plan3(), person)).toEqual([]);
    expect(rules(withRows(work('polichinelo')), person)).toContain('beginner_joints.impact');
    expect(
      rules(withRows(work('polichinelo')), buildPerson({ conditions: [condition('obesity')] })),
    ).not.toContain('beginner_joints.impact');
  });
  test('no push-up when they cannot do one, no free squat when they cannot squat', () => {
    const person = buildPerson({ fitness: { canDoPushups: false, canSquat: false } });
    expect(rules(withRows(work('flexao')), person)).toContain('fitness.pushups');
    expect(rules(withRows(work('flexao-inclinada')), person)).toEqual([]);
    expect(rules(withRows(work('agachamento-peso')), person)).toContain('fitness.squat');
    expect(rules(withRows(work('agachamento-banco')), person)).not.toContain('fitness.squat');
  });
});
