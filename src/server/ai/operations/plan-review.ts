import type { Finding } from '#shared/contracts/ai.ts';
import type { ExerciseInstance, Plan, Workout } from '#shared/contracts/plans.ts';
import { SessionFamilies, alternativesFor, isMultiJoint } from '#shared/domain/coach-check/alternatives.ts';
import { unfitReason, type Athlete, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { reviewPlan, type ReviewPlace } from '#shared/domain/coach-review/review-plan.ts';
import type { CoachContext } from './context.ts';

/** A plan after the reviewer and the repairs: what is left to show the trainer, and whether it is refused. */
export interface ReviewedPlan {
  plan: Plan;
  findings: Finding[];
  /** A safety finding no repair could fix: a remote plan like this is not used. */
  refused: boolean;
}

const ROUNDS = 3;

export function placeOf(athlete: Athlete): ReviewPlace {
  return { equipment: [...athlete.equipment], cardioMachine: athlete.cardioMachine };
}

const rowsOf = (day: Workout) => day.blocks.flatMap((block) => block.exercises);

/** A compliant exercise for the row's place: same muscle, fit for the person, no family twice in the day. */
function replacementFor(
  day: Workout,
  row: ExerciseInstance,
  context: CoachContext,
  tried: ReadonlySet<string>,
): CoachExercise | undefined {
  const original = context.byId.get(row.exerciseId);
  if (!original) return undefined;
  const families = new SessionFamilies(context.athlete.goal === 'hypertrophy');
  for (const other of rowsOf(day))
    if (other !== row) {
      const exercise = context.byId.get(other.exerciseId);
      if (exercise) families.add(exercise);
    }
  const exclude = new Set([...rowsOf(day).map((other) => other.exerciseId), ...tried]);
  const options = alternativesFor(original, context.athlete, context.catalog, exclude).filter(
    (candidate) => !families.clashes(candidate),
  );
  // The same movement pattern first (a lunge for a lunge), then whatever works the muscle.
  return (
    options.find((candidate) => candidate.traits.pattern === original.traits.pattern) ??
    options.find((candidate) => isMultiJoint(candidate) === isMultiJoint(original)) ??
    options[0]
  );
}

function removeRow(day: Workout, row: ExerciseInstance): void {
  for (const block of day.blocks) block.exercises = block.exercises.filter((other) => other !== row);
  day.blocks = day.blocks.filter((block) => block.exercises.length > 0);
}

/** A prescription the rules allow: moderate reps, a rest of a minute and a half, no effort note. */
function moderate(row: ExerciseInstance, finding: Finding): void {
  if (finding.rule === 'powerlifting.reps') row.reps = '3-5';
  else if (row.durationType === 'reps') row.reps = '8-12';
  row.rest = Math.max(row.rest, 90);
  if (finding.rule?.endsWith('.effort'))
    row.observation = 'Esforço moderado (RPE até 7), sem prender a respiração.';
}

/** One round of repairs on a copy's findings that point at something the engine can change. */
function repairRound(
  plan: Plan,
  findings: readonly Finding[],
  context: CoachContext,
  tried: Set<string>,
): void {
  const routineDrops = new Map<Workout, { warmup: Set<number>; cooldown: Set<number> }>();
  for (const finding of findings) {
    const day = plan.find((workout) => workout.id === finding.workoutId);
    if (!day) continue;
    if (finding.part === 'warmup' || finding.part === 'cooldown') {
      if (finding.index === undefined) continue;
      const drops = routineDrops.get(day) ?? { warmup: new Set<number>(), cooldown: new Set<number>() };
      drops[finding.part].add(finding.index);
      routineDrops.set(day, drops);
      continue;
    }
    const row = rowsOf(day).find((candidate) => candidate.id === finding.rowId);
    if (row) {
      if (finding.kind === 'effort' || finding.rule?.endsWith('.reps') || finding.rule?.endsWith('.rest')) {
        moderate(row, finding);
        continue;
      }
      if (finding.rule === 'structure.pair') {
        const block = day.blocks.find((candidate) => candidate.exercises.includes(row))!;
        block.exercises = block.exercises.filter((other) => other !== row);
        if (block.exercises.length === 1) block.type = 'single';
        day.blocks.splice(day.blocks.indexOf(block) + 1, 0, {
          id: `${block.id}p${day.blocks.length}`,
          type: 'single',
          restAfterBlock: block.restAfterBlock,
          exercises: [row],
        });
        continue;
      }
      if (finding.rule === 'structure.opener') {
        const opener = day.blocks.findIndex((block) =>
          block.exercises.some((other) => {
            const exercise = context.byId.get(other.exerciseId);
            return exercise !== undefined && isMultiJoint(exercise);
          }),
        );
        if (opener > 0) day.blocks.unshift(...day.blocks.splice(opener, 1));
        continue;
      }
      if (finding.repairable === false) continue;
      tried.add(row.exerciseId);
      const swap = replacementFor(day, row, context, tried);
      if (swap) row.exerciseId = swap.id;
      else if (rowsOf(day).length > 1) removeRow(day, row);
      continue;
    }
    if (finding.rule === 'hypertension.aerobic') addAerobic(day, context);
    if (finding.rule === 'structure.warmup_specific') {
      const first = rowsOf(day)[0];
      if (first) day.warmup.push({ exerciseId: first.exerciseId, duration: '2 séries leves' });
    }
  }
  for (const [day, drops] of routineDrops) {
    day.warmup = day.warmup.filter((_, index) => !drops.warmup.has(index));
    day.cooldown = day.cooldown.filter((_, index) => !drops.cooldown.has(index));
  }
}

/** Aerobic work without impact at the end of the day (hypertension: every session). */
function addAerobic(day: Workout, context: CoachContext): void {
  const inDay = new Set(rowsOf(day).map((row) => row.exerciseId));
  const cardio = context.catalog
    .filter(
      (exercise) =>
        exercise.traits.pattern === 'cardio' &&
        exercise.traits.impact !== 'alto' &&
        !inDay.has(exercise.id) &&
        unfitReason(context.athlete, exercise) === null,
    )
    .sort((a, b) => Number(a.traits.impact !== 'nenhum') - Number(b.traits.impact !== 'nenhum'))[0];
  if (!cardio) return;
  const timed = cardio.equipment === 'maquina';
  day.blocks.push({
    id: `${day.id}a${day.blocks.length}`,
    type: 'single',
    restAfterBlock: 60,
    exercises: [
      {
        id: `${day.id}ar${day.blocks.length}`,
        exerciseId: cardio.id,
        sets: timed ? '1' : '3',
        reps: timed ? '900' : '60',
        durationType: 'time',
        rest: 60,
      },
    ],
  });
}

/**
 * The reviewer judges the plan (issue 22 §5); what it finds is repaired where the engine can (a
 * compliant exercise of the same muscle and pattern in the row's place, a moderate prescription, a
 * warm-up item out, aerobic work added, a pair split), and the plan is judged again, up to three rounds.
 * What is left is returned with the plan; a safety finding left refuses it.
 */
export function reviewAndRepair(plan: Plan, context: CoachContext): ReviewedPlan {
  const person = context.person;
  const place = placeOf(context.athlete);
  const copy: Plan = structuredClone(plan);
  let review = reviewPlan(copy, person, context.byId, place);
  const tried = new Set<string>();
  for (let round = 0; round < ROUNDS && review.findings.length > 0; round += 1) {
    const before = JSON.stringify(copy);
    repairRound(copy, review.findings, context, tried);
    if (JSON.stringify(copy) === before) break;
    review = reviewPlan(copy, person, context.byId, place);
  }
  const kept = copy.filter((day) => day.blocks.length > 0);
  const findings =
    kept.length === copy.length ? review.findings : reviewPlan(kept, person, context.byId, place).findings;
  return { plan: kept, findings, refused: findings.some((finding) => finding.safety === true) };
}
