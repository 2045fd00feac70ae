// The coach's reviewer timed on a 6-day plan (issue 22 'Done when': the check under 2 ms at p95).
// `npm run bench` runs it among the AI checks on the bench database's catalogue; alone, on the seed's
// catalogue (the same exercises), without a database:  node --import tsx scripts/bench/coach-review.ts
import { fileURLToPath } from 'node:url';
import type { Plan, Workout } from '#shared/contracts/plans.ts';
import type { Person } from '#shared/domain/person/person.ts';
import { reviewPlan, type ReviewExercise } from '#shared/domain/coach-review/review-plan.ts';
import { reviewPlaceOf } from '#shared/domain/coach-review/review-place.ts';
import { WEEKDAYS } from '#shared/domain/plans/weekdays.ts';
import type { Check } from './checks.ts';

export const COACH_REVIEW_TARGET = { maxP95Ms: 2 } as const;

/** The groups of a six-day push/pull/legs split, twice. */
const SPLIT: readonly (readonly string[])[] = [
  ['Peito', 'Ombros', 'Tríceps'],
  ['Costas', 'Bíceps'],
  ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas'],
];

/**
 * What the scenario reviews: a 6-day plan built from the catalogue (eight rows a day of the day's
 * groups, a warm-up and a cool-down), and a person with enough conditions, limits and a sport that
 * most rules have work to do.
 */
export function coachReviewScenario(catalog: readonly ReviewExercise[]) {
  const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
  const cardio = catalog.filter((e) => e.traits.pattern === 'cardio');
  const mobility = catalog.filter((e) => e.traits.pattern === 'mobilidade');
  const plan: Plan = WEEKDAYS.slice(0, 6).map((day, d): Workout => {
    const groups = SPLIT[d % SPLIT.length]!;
    const picked = catalog.filter((e) => e.primary.some((group) => groups.includes(group))).slice(d, d + 8);
    return {
      id: `d${d}`,
      day,
      label: groups.join(', '),
      muscleGroups: [...groups],
      warmup: [cardio[d % cardio.length], mobility[d % mobility.length]]
        .filter((e) => e !== undefined)
        .map((e) => ({ exerciseId: e.id, duration: '5 min' })),
      cooldown: mobility.slice(d, d + 2).map((e) => ({ exerciseId: e.id, duration: '1 min' })),
      blocks: picked.map((exercise, i) => ({
        id: `d${d}b${i}`,
        type: 'single' as const,
        restAfterBlock: 90,
        exercises: [
          {
            id: `d${d}b${i}r0`,
            exerciseId: exercise.id,
            sets: '3',
            reps: '8-12',
            durationType: 'reps' as const,
            rest: 75,
            observation: 'RPE 8',
          },
        ],
      })),
    };
  });
  const person: Person = {
    age: 62,
    ageBand: 'senior',
    sex: 'Feminino',
    bmi: 31,
    level: 'intermediario',
    goal: 'hypertrophy',
    days: [...WEEKDAYS.slice(0, 6)],
    sessionMinutes: 60,
    liked: [],
    disliked: ['burpee', 'polichinelo'],
    conditions: [
      { kind: 'hypertension', acute: false, label: 'hipertensão', source: 'anamnese' },
      { kind: 'osteoporosis', acute: false, label: 'osteopenia', source: 'anamnese' },
      { kind: 'knee', acute: false, label: 'dor no joelho', source: 'anamnese' },
      { kind: 'ankle_sprain', acute: true, label: 'entorse no tornozelo há 3 semanas', source: 'anamnese' },
    ],
    limits: [
      { kind: 'no_impact', label: 'sem impacto', source: 'anamnese' },
      { kind: 'no_floor', label: 'não levanta do chão', source: 'anamnese' },
    ],
    sports: [{ kind: 'running', label: 'corrida', gameDays: ['Domingo'], weeklyKm: 20, source: 'anamnese' }],
    fitness: { canDoPushups: false, canSquat: true },
    medicalClearance: true,
  };
  const place = reviewPlaceOf({ trainingLocation: 'Casa', equipment: ['Halteres', 'Elásticos'] });
  return { plan, person, byId, place };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** 'ai-coach-review-6-days': p95 of `runs` reviews of the scenario, after a warm-up. */
export function coachReviewCheck(catalog: readonly ReviewExercise[], runs = 3000): Check {
  const { plan, person, byId, place } = coachReviewScenario(catalog);
  for (let i = 0; i < runs / 10; i += 1) reviewPlan(plan, person, byId, place);
  const samples: number[] = [];
  let findings = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    findings = reviewPlan(plan, person, byId, place).findings.length;
    samples.push(performance.now() - start);
  }
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return {
    name: 'ai-coach-review-6-days',
    passed: p95 < COACH_REVIEW_TARGET.maxP95Ms,
    detail: `coach review of a 6-day plan: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (target < ${COACH_REVIEW_TARGET.maxP95Ms} ms; ${runs} reviews, ${findings} findings each)`,
    data: { p50Ms: p50, p95Ms: p95, runs, findings },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { EXERCISE_CATALOG } = await import('#server/db/seed/exercise-catalog.ts');
  const check = coachReviewCheck(
    EXERCISE_CATALOG.map((e) => ({
      id: e.id,
      name: e.name,
      equipment: e.equipment,
      primary: e.muscleGroups.primary,
      secondary: e.muscleGroups.secondary,
      difficulty: e.difficulty,
      traits: e.traits,
    })),
  );
  console.log(`[bench] ${check.passed ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
  process.exitCode = check.passed ? 0 : 1;
}
