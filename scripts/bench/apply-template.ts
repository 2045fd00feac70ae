// Issue 24 §1 'Done when': applying a library model to 30 students takes under 3 s on this machine.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { students } from '#server/db/schema.ts';
import type { Check } from './checks.ts';

export const APPLY_TEMPLATE_TARGET = { students: 30, maxMs: 3000 } as const;

const MODEL = 'modelo-full-body-3x-iniciante';
const DAYS = ['Segunda-feira', 'Quarta-feira', 'Sexta-feira', 'Sábado'];
/** A third of the students pregnant, so the engine has swaps to make and list. */
const answersOf = (i: number) => ({
  sex: i % 3 === 0 ? 'Feminino' : 'Masculino',
  age: 25 + (i % 30),
  specificGoal: 'Condicionamento físico',
  hasTrainedBefore: true,
  currentCondition: 'Regular',
  availableDays: DAYS.slice(i % 2, (i % 2) + 3),
  trainingLocation: 'Academia',
  trainingHours: '1h',
  ...(i % 3 === 0 ? { healthIssues: 'Estou grávida de 20 semanas', medicalClearance: true } : {}),
});

/**
 * 'apply-template-30-students': the bench trainer's first 30 students are given an anamnesis, then one
 * `POST /api/templates/:id/apply` writes each their own adapted copy; the time of that request is held
 * to the target, and every student must come back 'applied'.
 */
export async function applyTemplateCheck(
  baseUrl: string,
  cookie: string,
  database: Database,
  trainerId: string,
): Promise<Check> {
  const rows = await database.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.personalId, trainerId))
    .orderBy(students.id)
    .limit(APPLY_TEMPLATE_TARGET.students);
  const ids = rows.map((row) => row.id);
  await Promise.all(
    ids.map((id, i) =>
      database.db
        .update(students)
        .set({ anamnesis: answersOf(i) })
        .where(and(eq(students.id, id), inArray(students.personalId, [trainerId]))),
    ),
  );
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const model = (await (await fetch(`${baseUrl}/api/templates/${MODEL}`, { headers })).json()) as {
    version: number;
  };
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/templates/${MODEL}/apply`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ studentIds: ids, version: model.version }),
  });
  const ms = performance.now() - start;
  const body = (await response.json()) as { results?: { status: string; swaps: unknown[] }[] };
  const applied = body.results?.filter((result) => result.status === 'applied').length ?? 0;
  const swaps = body.results?.reduce((sum, result) => sum + result.swaps.length, 0) ?? 0;
  return {
    name: 'apply-template-30-students',
    passed:
      response.status === 200 &&
      applied === APPLY_TEMPLATE_TARGET.students &&
      ms < APPLY_TEMPLATE_TARGET.maxMs,
    detail: `apply a model to ${ids.length} students: ${ms.toFixed(0)} ms, ${applied} applied, ${swaps} swaps (target < ${APPLY_TEMPLATE_TARGET.maxMs} ms for ${APPLY_TEMPLATE_TARGET.students})`,
    data: { ms, applied, swaps, status: response.status },
  };
}
