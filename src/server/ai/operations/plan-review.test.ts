import { afterEach, describe, expect, test } from 'vitest';
import type { Split } from '#shared/contracts/ai.ts';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { reviewPlan } from '#shared/domain/coach-review/review-plan.ts';
import { createAiGateway } from '../gateway.ts';
import { createGeminiProvider } from '../providers/gemini.ts';
import { createOpenAiCompatibleProvider } from '../providers/openai-compatible.ts';
import { COACH_BY_ID, COACH_CATALOG } from '../testing/coach-catalog.ts';
import { CLIENTS, clientOf } from '../testing/coach-clients.ts';
import { startFakeGemini } from '../testing/fake-gemini.ts';
import { startFakeOpenAi } from '../testing/fake-openai.ts';
import type { CoachContext } from './context.ts';
import { localPlan, planMemoKey, planOperation } from './plan.ts';
import { placeOf } from './plan-review.ts';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

function contextFor(answers: AnamnesisAnswers): CoachContext {
  const athlete = clientOf(answers);
  return {
    athlete,
    person: athlete.person,
    catalog: COACH_CATALOG,
    byId: COACH_BY_ID,
    student: { name: 'Aluna Teste', answers },
    styleNotes: '',
    preferences: [],
  };
}

const row = (exerciseId: string, reps = '10-12') => ({ exerciseId, sets: '3', reps, rest: 60 });
const ids = (plan: Plan) =>
  plan.flatMap((day) => day.blocks.flatMap((b) => b.exercises.map((r) => r.exerciseId)));
const routineIds = (plan: Plan) =>
  plan.flatMap((day) => [...day.warmup, ...day.cooldown].map((i) => i.exerciseId));
const safety = (plan: Plan, context: CoachContext) =>
  reviewPlan(plan, context.athlete.person, COACH_BY_ID, placeOf(context.athlete)).findings.filter(
    (finding) => finding.safety,
  );

/** What a careless model answers for the pregnant client of issue 22. */
const PREGNANT_SPLIT: Split = {
  'Segunda-feira': ['Peito', 'Costas', 'Cardio'],
  'Quarta-feira': ['Pernas (Quadríceps)', 'Glúteos', 'Cardio'],
  'Sexta-feira': ['Peito', 'Costas', 'Pernas (Quadríceps)'],
};
const CARELESS_PLAN = JSON.stringify([
  {
    day: 'Segunda-feira',
    label: 'Peito e Costas',
    warmup: [{ exerciseId: 'polichinelo', duration: '5 min' }],
    cooldown: [{ exerciseId: 'alongamento-elastico-posterior-deitado', duration: '30s' }],
    blocks: [
      { type: 'single', exercises: [row('supino-declinado-barra', '4-6')] },
      { type: 'single', exercises: [row('flexao-de-bracos-declinada')] },
      { type: 'single', exercises: [row('remada-baixa-triangulo')] },
      { type: 'single', exercises: [row('polichinelo')] },
    ],
  },
  {
    day: 'Quarta-feira',
    label: 'Pernas',
    warmup: [{ exerciseId: 'skipping-alto', duration: '5 min' }],
    blocks: [
      { type: 'single', exercises: [row('leg-press-45')] },
      { type: 'single', exercises: [row('cadeira-extensora')] },
      { type: 'single', exercises: [row('elevacao-pelvica')] },
    ],
  },
  {
    day: 'Sexta-feira',
    label: 'Corpo Inteiro',
    blocks: [
      { type: 'single', exercises: [row('agachamento-livre-barra')] },
      { type: 'single', exercises: [row('puxada-frontal-polia')] },
      { type: 'single', exercises: [row('supino-inclinado-halteres')] },
    ],
  },
]);

describe("a remote model's plan goes through the reviewer (issue 22 §5)", () => {
  test('OpenAI-compatible: polichinelo, head-down press and supine stretch for a pregnant client are repaired', async () => {
    const fake = await startFakeOpenAi(() => ({ text: CARELESS_PLAN }));
    open.push(fake);
    const openai = createOpenAiCompatibleProvider({ baseUrl: fake.baseUrl, model: 'm', timeoutMs: 5000 });
    const gateway = createAiGateway({
      remote: { 'openai-compatible': { provider: openai } },
      timeoutMs: 5000,
    });
    const context = contextFor(CLIENTS.pregnant);
    const outcome = await gateway.run(planOperation, { context, split: PREGNANT_SPLIT, seed: 's' });
    expect(outcome.ok && outcome.provider).toBe('openai-compatible');
    const plan = outcome.ok ? outcome.value : [];
    expect(fake.calls).toHaveLength(1);
    const all = [...ids(plan), ...routineIds(plan)];
    for (const unsafe of [
      'polichinelo',
      'skipping-alto',
      'supino-declinado-barra',
      'flexao-de-bracos-declinada',
      'alongamento-elastico-posterior-deitado',
      'elevacao-pelvica',
    ])
      expect(all, unsafe).not.toContain(unsafe);
    // The model's choices that were fine stay: this is its plan repaired, not the engine's.
    expect(ids(plan)).toEqual(expect.arrayContaining(['leg-press-45', 'remada-baixa-triangulo']));
    expect(safety(plan, context)).toEqual([]);
    // Reps under 8 were moderated, as pregnancy asks.
    for (const day of plan)
      for (const block of day.blocks)
        for (const r of block.exercises)
          if (r.durationType === 'reps') expect(Number.parseInt(r.reps, 10)).toBeGreaterThanOrEqual(8);
  });

  test('Gemini: a safety finding no repair fixes refuses the plan and the local engine answers', async () => {
    // Legs on one day only for an osteoporotic client: Too Fit To Fracture asks for twice a week.
    const oneLegDay = JSON.stringify([
      { day: 'Terça-feira', blocks: [{ exercises: [row('leg-press-45'), row('puxada-frontal-polia')] }] },
      {
        day: 'Quinta-feira',
        blocks: [{ exercises: [row('supino-inclinado-halteres'), row('remada-baixa-triangulo')] }],
      },
    ]);
    const fake = await startFakeGemini(() => ({ text: oneLegDay }));
    open.push(fake);
    const gemini = createGeminiProvider({
      keys: async () => ['AIza-test'],
      baseUrl: fake.baseUrl,
      timeoutMs: 5000,
    });
    const gateway = createAiGateway({
      remote: { gemini: { provider: gemini, ready: async () => true } },
      timeoutMs: 5000,
    });
    const context = contextFor(CLIENTS.osteoporotic);
    const full = ['Pernas (Quadríceps)', 'Glúteos', 'Costas', 'Peito'] as const;
    const split: Split = { 'Terça-feira': [...full], 'Quinta-feira': [...full] };
    const outcome = await gateway.run(planOperation, { context, split, seed: 's' });
    expect(outcome.ok).toBe(true);
    const plan = outcome.ok ? outcome.value : [];
    const local = localPlan({ context, split, seed: 's' })!;
    // The answer is the engine's plan, not the model's one-leg-day plan repaired.
    expect(ids(plan)).toEqual(ids(local));
    expect(ids(plan)).not.toEqual([
      'leg-press-45',
      'puxada-frontal-polia',
      'supino-inclinado-halteres',
      'remada-baixa-triangulo',
    ]);
    expect(safety(plan, context)).toEqual([]);
  });
});

describe('the local plans memo', () => {
  const split: Split = { 'Terça-feira': ['Costas', 'Peito'], 'Quinta-feira': ['Pernas (Quadríceps)'] };

  test('files a plan under a digest of the inputs, never the health answers themselves', () => {
    const context = contextFor(CLIENTS.osteoporotic);
    const key = planMemoKey({ context, split, seed: 's' });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('osteoporose');
    // The same student finds the same key; another answer, or another seed, another one.
    expect(planMemoKey({ context: contextFor(CLIENTS.osteoporotic), split, seed: 's' })).toBe(key);
    const other = { ...CLIENTS.osteoporotic, observations: 'sem medo de cair' };
    expect(planMemoKey({ context: contextFor(other), split, seed: 's' })).not.toBe(key);
    expect(planMemoKey({ context, split, seed: 't' })).not.toBe(key);
  });

  test('hands out the same plan again with fresh part ids', () => {
    const context = contextFor(CLIENTS.osteoporotic);
    const first = localPlan({ context, split, seed: 'memo' })!;
    const again = localPlan({ context: contextFor(CLIENTS.osteoporotic), split, seed: 'memo' })!;
    expect(ids(again)).toEqual(ids(first));
    expect(again[0]!.id).not.toBe(first[0]!.id);
  });
});
