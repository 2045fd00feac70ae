import type { Database } from '#server/db/client.ts';
import { createAiGateway } from '#server/ai/gateway.ts';
import { generatePlan } from '#server/ai/local/plan.ts';
import { suggestSplit } from '#server/ai/local/split.ts';
import type { CoachContext } from '#server/ai/operations/context.ts';
import { splitOperation } from '#server/ai/operations/split.ts';
import type { RemoteProvider } from '#server/ai/provider.ts';
import { createExercisesRepo } from '#server/features/exercises/repo.ts';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { athleteOf } from '#shared/domain/coach-check/athlete.ts';
import { checkPlan } from '#shared/domain/coach-check/check.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import type { Check } from './checks.ts';
import { engineCheck } from './engine.ts';
import type { Scenario } from './measure.ts';

/** Issue 13's targets for the AI coach, measured in this process on the seeded exercise database. */
export const AI_TARGETS = {
  /** The local engine's 6-day plan: p95 under 50 ms (the goal is 10 ms). */
  maxEnginePlanP95Ms: 50,
  engineGoalMs: 10,
  /** The coach's check of a 6-day plan. */
  maxCheckP95Ms: 2,
  /** The gateway around a provider that answers at once: prompt, schema, parse, validation, sanitising. */
  maxGatewayOverheadP99Ms: 5,
  /** POST /api/students/:id/ai/plan with the local engine, in req/s of the pk-select baseline. */
  minPlanRouteThroughputRatio: 0.3,
} as const;

const SIX_DAYS: AnamnesisAnswers = {
  specificGoal: 'Hipertrofia (ganho de massa)',
  hasTrainedBefore: true,
  currentCondition: 'Bom',
  trainingLocation: 'Academia',
  availableDays: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
  orthopedicProblems: 'Dor no joelho esquerdo',
};

/** The anamnesis the route scenario's students sent: four days at the gym. */
export const ROUTE_ANSWERS: AnamnesisAnswers = {
  ...SIX_DAYS,
  availableDays: ['Segunda-feira', 'Terça-feira', 'Quinta-feira', 'Sexta-feira'],
};

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function timed(runs: number, warmup: number, run: (i: number) => void | Promise<void>) {
  return (async () => {
    for (let i = 0; i < warmup; i += 1) await run(i);
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await run(i);
      samples.push(performance.now() - start);
    }
    return samples;
  })();
}

/** The engine, the check and the gateway, each timed here on the catalogue the bench database holds. */
export async function aiChecks(database: Database): Promise<Check[]> {
  const catalog = await createExercisesRepo(database.db).coachCatalog();
  const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
  const athlete = athleteOf(SIX_DAYS);
  const { split } = suggestSplit(athlete);
  let id = 0;
  const makeId = () => `b${(id += 1)}`;

  const engineResult = engineCheck(catalog);
  const plan = generatePlan({ athlete, split, catalog, seed: 'aluno', makeId });
  const check = await timed(3000, 300, () => {
    checkPlan(plan, athlete, byId);
  });

  const answer = JSON.stringify({
    days: Object.entries(split).map(([dayOfWeek, muscleGroups]) => ({ dayOfWeek, muscleGroups })),
    reason: 'Divisão para seis dias.',
  });
  const instant: RemoteProvider = {
    kind: 'openai-compatible',
    generateJson: async () => ({ text: answer, keyRotated: false }),
    generateText: async () => ({ text: answer, keyRotated: false }),
  };
  const gateway = createAiGateway({
    remote: { 'openai-compatible': { provider: instant } },
    timeoutMs: 10_000,
  });
  const context: CoachContext = {
    athlete,
    catalog,
    byId,
    student: { name: 'Aluna Bench', answers: SIX_DAYS },
    person: readPerson(SIX_DAYS, { today: '2026-11-26' }),
    styleNotes: 'Prefiro exercícios livres.',
    preferences: [
      {
        avoid: 'leg-press-45',
        avoidName: 'Leg Press 45°',
        chosenName: null,
        reason: 'joelho',
        forThisStudent: true,
      },
    ],
  };
  const gatewayTimes = await timed(3000, 300, async () => {
    const outcome = await gateway.run(splitOperation, context);
    if (!outcome.ok) throw new Error(`the gateway refused a valid answer: ${outcome.reason}`);
  });

  const checkP95 = percentile(check, 95);
  const gatewayP99 = percentile(gatewayTimes, 99);
  return [
    engineResult,
    {
      name: 'ai-coach-check-6-days',
      passed: checkP95 < AI_TARGETS.maxCheckP95Ms,
      detail: `p50 ${percentile(check, 50).toFixed(3)} ms, p95 ${checkP95.toFixed(3)} ms (target < ${AI_TARGETS.maxCheckP95Ms} ms; ${check.length} checks)`,
      data: { p50Ms: percentile(check, 50), p95Ms: checkP95, runs: check.length },
    },
    {
      name: 'ai-gateway-overhead',
      passed: gatewayP99 < AI_TARGETS.maxGatewayOverheadP99Ms,
      detail: `p50 ${percentile(gatewayTimes, 50).toFixed(3)} ms, p99 ${gatewayP99.toFixed(3)} ms around a provider that answers at once (target < ${AI_TARGETS.maxGatewayOverheadP99Ms} ms)`,
      data: { p50Ms: percentile(gatewayTimes, 50), p99Ms: gatewayP99, runs: gatewayTimes.length },
    },
  ];
}

/**
 * `POST /api/students/:id/ai/plan` on the students of a trainer of its own (`aiTrainerLogin`), who
 * all sent ROUTE_ANSWERS. Each request names the version the last answer gave its student (read again
 * from the database before each slice, as a slice's end cuts off answers): students are taken in turn,
 * so a student's next request leaves long after the one before it answered, and every answer is a 200.
 */
const ID_AT_START = /^\{"id":"([0-9a-f-]{36})"/;
const VERSION_KEY = /"version":(\d+),"updatedAt":/;

export async function aiPlanScenario(
  database: Database,
  trainerId: string,
  cookie: string,
  origin: string,
  /** Students the other scenarios and the soak train with: their plan must stay the bench plan. */
  exclude: string[],
  /** The instance without the local plans' memo (origin is then its address): every plan generated afresh. */
  cold = false,
): Promise<Scenario> {
  const { rows: all } = await database.pool.query<{ id: string; version: number }>(
    `update students set anamnesis = $2::jsonb where personal_id = $1 and not (id = any($3)) returning id, version`,
    [trainerId, JSON.stringify(ROUTE_ANSWERS), exclude],
  );
  // The warm and the cold line take every other student each: a slice's end cuts answers off on one
  // instance, and the other's next slice, reading the versions at once, would send one a step behind
  // (a 409 for the request cut while it was still being written).
  const rows = all
    .sort((a, b) => a.id.localeCompare(b.id))
    .filter((_, i) => i % 2 === (cold ? 1 : 0));
  // The version each student is at, as the last answer about them said.
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  let n = 0;
  return {
    name: cold ? 'ai-plan-cold' : 'ai-plan',
    kind: 'scenario',
    label: `POST /api/students/<${rows.length} students in turn>/ai/plan (local engine, 4 days${cold ? ', no memo' : ''})`,
    ...(cold ? { baseUrl: origin } : {}),
    paths: [],
    headers: { cookie, 'content-type': 'application/json', origin },
    targets: {
      minThroughputRatio: AI_TARGETS.minPlanRouteThroughputRatio,
      maxP99Ratio: Number.POSITIVE_INFINITY,
    },
    write: {
      method: 'POST',
      next: () => {
        const student = rows[n % rows.length]!;
        n += 1;
        return {
          path: `/api/students/${student.id}/ai/plan`,
          body: JSON.stringify({ version: versions.get(student.id) }),
        };
      },
      beforeSlice: async () => {
        const current = await database.pool.query<{ id: string; version: number }>(
          'select id, version from students where id = any($1)',
          [rows.map((row) => row.id)],
        );
        for (const row of current.rows) versions.set(row.id, row.version);
      },
      onResponse: (status, body) => {
        if (status !== 200) return;
        // Read off the answer's text, not parsed: the load generator shares the machine with the app.
        const id = ID_AT_START.exec(body)?.[1];
        const version = VERSION_KEY.exec(body)?.[1];
        if (id && version) versions.set(id, Number(version));
        else {
          const parsed = JSON.parse(body) as { id: string; version: number };
          versions.set(parsed.id, parsed.version);
        }
      },
    },
  };
}
