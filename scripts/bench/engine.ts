// The local coach's engine on its own (issue 22 §Done when): the 6-day plan for a person the rules
// have to read (60+, hypertension, knee pain, dislikes), timed as a pure function against its own
// baseline: a structuredClone of the plan it makes (the cheapest thing one can do with that plan),
// reported as a ratio the way the route scenarios report theirs against the primary-key SELECT.
// Alone, without the database: `node --import tsx scripts/bench/engine.ts`.
import { pathToFileURL } from 'node:url';
import { generatePlan } from '#server/ai/local/plan.ts';
import { suggestSplit } from '#server/ai/local/split.ts';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { athleteOf, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import type { Check } from './checks.ts';

export const ENGINE_TARGETS = { maxPlanP95Ms: 50, goalMs: 10 } as const;

/** Six days, and a person whose reading changes the plan. */
export const ENGINE_ANSWERS: AnamnesisAnswers = {
  age: 63,
  sex: 'Feminino',
  specificGoal: 'Melhora da saúde / qualidade de vida',
  hasTrainedBefore: true,
  currentCondition: 'Regular',
  healthIssues: 'pressão alta controlada; osteopenia',
  orthopedicProblems: 'dor no joelho esquerdo',
  dislikedWorkouts: 'odeio burpee',
  trainingLocation: 'Academia',
  trainingHours: '1h',
  availableDays: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
};

const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

function time(runs: number, warmup: number, run: (i: number) => unknown): number[] {
  for (let i = 0; i < warmup; i += 1) run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

export function engineCheck(catalog: readonly CoachExercise[]): Check {
  const athlete = athleteOf(ENGINE_ANSWERS, [], readPerson(ENGINE_ANSWERS, { today: '2026-11-26' }));
  const { split } = suggestSplit(athlete);
  let id = 0;
  const makeId = () => `b${(id += 1)}`;
  const engine = time(300, 30, (i) => generatePlan({ athlete, split, catalog, seed: `aluno-${i}`, makeId }));
  const plan = generatePlan({ athlete, split, catalog, seed: 'aluno', makeId });
  const baseline = time(300, 30, () => structuredClone(plan));
  const p95 = percentile(engine, 95);
  const base = percentile(baseline, 95);
  return {
    name: 'ai-engine-6-day-plan',
    passed: p95 < ENGINE_TARGETS.maxPlanP95Ms,
    detail:
      `p50 ${percentile(engine, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target < ${ENGINE_TARGETS.maxPlanP95Ms} ms, ` +
      `goal ${ENGINE_TARGETS.goalMs} ms); ${(p95 / base).toFixed(0)}× the baseline (structuredClone of the plan, p95 ` +
      `${base.toFixed(3)} ms); ${engine.length} plans for a 63-year-old with hypertension, osteopenia and knee pain`,
    data: {
      p50Ms: percentile(engine, 50),
      p95Ms: p95,
      baselineP95Ms: base,
      ratio: p95 / base,
      runs: engine.length,
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { COACH_CATALOG } = await import('#server/ai/testing/coach-catalog.ts');
  const check = engineCheck(COACH_CATALOG);
  console.log(`[bench] ${check.passed ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
  process.exitCode = check.passed ? 0 : 1;
}
