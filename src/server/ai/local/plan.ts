import type { Split } from '#shared/contracts/ai.ts';
import type { Block, ExerciseInstance, Plan, RoutineItem, Workout } from '#shared/contracts/plans.ts';
import { isRoutineDrill, isMultiJoint } from '#shared/domain/coach-check/alternatives.ts';
import { unfitReason, type Athlete, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { consecutive, weeklyRange } from '#shared/domain/coach-check/check.ts';
import { HARD_DAY_SETS, MAJOR_GROUPS, SESSION_SETS } from '#shared/domain/coach-check/volume.ts';
import { WEEKDAYS, type Weekday } from '#shared/domain/plans/weekdays.ts';
import { fitting, rankFor } from './choose.ts';
import { COOLDOWN_STRETCH, WARMUP_CARDIO, WARMUP_DRILL, blockShape, prescribe } from './prescription.ts';
import { labelFor } from './split.ts';
import { balanceVolume } from './balance.ts';

export interface PlanInput {
  athlete: Athlete;
  split: Split;
  catalog: readonly CoachExercise[];
  /** Same seed, same plan: the student's id, plus a nonce when the trainer asks for another one. */
  seed: string;
  makeId: () => string;
}

/** Big before small (NSCA exercise order): legs and trunk-crossing lifts, then upper body, then arms. */
const ORDER = [
  'Pernas (Quadríceps)',
  'Pernas (Posterior)',
  'Glúteos',
  'Costas',
  'Peito',
  'Ombros',
  'Tríceps',
  'Bíceps',
  'Panturrilhas',
  'Abdômen',
  'Core',
] as const;
const isMajor = (group: string) => (MAJOR_GROUPS as readonly string[]).includes(group);

/** Weekly sets the engine aims at: the middle of the range for big groups, its floor for the small ones. */
function weeklyTarget(athlete: Athlete, group: string): number {
  const { min, max } = weeklyRange(athlete);
  return isMajor(group) ? Math.round((min + max) / 2) : min;
}

function splitSets(total: number): number[] {
  const count = total <= 4 ? 1 : total <= 8 ? 2 : 3;
  const sets = Array<number>(count).fill(Math.floor(total / count));
  for (let i = 0; i < total % count; i += 1) sets[i]! += 1;
  return sets.map((n) => Math.min(5, Math.max(2, n)));
}

function routine(
  athlete: Athlete,
  catalog: readonly CoachExercise[],
  groups: readonly string[],
  seed: string,
): { warmup: RoutineItem[]; cooldown: RoutineItem[] } {
  const fit = catalog.filter((exercise) => unfitReason(athlete, exercise) === null);
  const gentle = fit.filter((exercise) => exercise.difficulty === 'iniciante');
  const cardio = rankFor(
    athlete,
    gentle.filter((exercise) => exercise.primary.includes('Cardio') && !isRoutineDrill(exercise)),
    { compound: false, seed },
  )[0];
  const drills = fit.filter((exercise) => isRoutineDrill(exercise));
  const mobility = drills.filter((exercise) => /^mobilidade/.test(exercise.id));
  const forDay = (exercise: CoachExercise) => exercise.primary.some((group) => groups.includes(group));
  const mobilityForDay = [...mobility.filter(forDay), ...mobility.filter((e) => !forDay(e))].slice(0, 2);
  const stretches = drills
    .filter((exercise) => /^alongamento/.test(exercise.id) && forDay(exercise))
    .slice(0, 4);
  return {
    warmup: [
      ...(cardio ? [{ exerciseId: cardio.id, duration: WARMUP_CARDIO }] : []),
      ...mobilityForDay.map((exercise) => ({ exerciseId: exercise.id, duration: WARMUP_DRILL })),
    ],
    cooldown: stretches.map((exercise) => ({ exerciseId: exercise.id, duration: COOLDOWN_STRETCH })),
  };
}

/**
 * The local coach's weekly plan (issue 13): for each day of the split, the day's groups in order, the
 * number of sets each needs for its weekly range spread over the days it is trained, fitting exercises
 * only, blocks by goal, warm-up and cool-down from the database; then the week is balanced so no group
 * leaves its range where the catalogue allows it and no muscle is trained hard two days in a row.
 */
export function generatePlan({ athlete, split, catalog, seed, makeId }: PlanInput): Plan {
  const days = WEEKDAYS.filter((day) => split[day]?.length);
  const frequency = (group: string) => days.filter((day) => split[day]!.includes(group as never)).length;
  const fit = fitting(athlete, catalog);
  const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
  const usedBefore = new Set<string>();
  const shape = blockShape(athlete);

  const plan: Plan = days.map((day: Weekday, dayIndex) => {
    const groups = split[day]!;
    const neighbours = days.filter((other) => consecutive(other, day) || consecutive(day, other));
    const inDay = new Set<string>();
    const weighted = new Map<string, number>();
    const rows: ExerciseInstance[] = [];
    let total = 0;
    const daySeed = `${seed}:${dayIndex}`;

    for (const group of ORDER.filter((g) => groups.includes(g))) {
      const hardNeighbour = neighbours.some((other) => split[other]!.includes(group));
      const cap = hardNeighbour ? HARD_DAY_SETS - 1 : 8;
      let need = Math.min(Math.round(weeklyTarget(athlete, group) / Math.max(1, frequency(group))), cap);
      // What the day's earlier lifts already gave the group second-hand counts towards it.
      need -= Math.floor(weighted.get(group) ?? 0);
      need = Math.min(need, SESSION_SETS.max - total - 2);
      if (need < 2) continue;
      const candidates = fit.filter((exercise) => exercise.primary[0] === group && !inDay.has(exercise.id));
      const fresh = candidates.filter((exercise) => !usedBefore.has(exercise.id));
      const pool = fresh.length > 0 ? fresh : candidates;
      splitSets(need).forEach((sets, index) => {
        const ranked = rankFor(
          athlete,
          pool.filter((exercise) => !inDay.has(exercise.id)),
          {
            compound: index === 0 && isMajor(group),
            seed: `${daySeed}:${group}:${index}`,
          },
        );
        const exercise = ranked[0];
        if (!exercise) return;
        inDay.add(exercise.id);
        rows.push({ id: makeId(), exerciseId: exercise.id, ...prescribe(athlete, exercise, sets) });
        total += sets;
        for (const g of exercise.primary) weighted.set(g, (weighted.get(g) ?? 0) + sets);
        for (const g of exercise.secondary) weighted.set(g, (weighted.get(g) ?? 0) + sets / 2);
      });
    }

    // Multi-joint before single-joint within the day's order of groups.
    rows.sort(
      (a, b) =>
        Number(!isMultiJoint(byId.get(a.exerciseId)!)) - Number(!isMultiJoint(byId.get(b.exerciseId)!)),
    );
    const blocks: Block[] = [];
    for (let i = 0; i < rows.length; i += shape.size) {
      const exercises = rows.slice(i, i + shape.size);
      const type = exercises.length === 3 ? 'triset' : exercises.length === 2 ? 'biset' : 'single';
      blocks.push({ id: makeId(), type, restAfterBlock: shape.restAfterBlock, exercises });
    }
    if (groups.includes('Cardio')) {
      const cardio = rankFor(
        athlete,
        fit.filter((exercise) => exercise.primary.includes('Cardio') && !inDay.has(exercise.id)),
        { compound: false, seed: `${daySeed}:cardio` },
      )[0];
      if (cardio) {
        inDay.add(cardio.id);
        const row = { id: makeId(), exerciseId: cardio.id, ...prescribe(athlete, cardio, 3) };
        blocks.push({ id: makeId(), type: 'single', restAfterBlock: 60, exercises: [row] });
      }
    }
    if (athlete.level === 'iniciante' && blocks[0])
      blocks[0].exercises[0]!.observation =
        'Foco na técnica: termine cada série com 2 a 3 repetições de reserva.';
    for (const id of inDay) usedBefore.add(id);
    const { warmup, cooldown } = routine(athlete, catalog, groups, daySeed);
    const workout: Workout = {
      id: makeId(),
      day,
      label: labelFor(groups),
      muscleGroups: [...groups],
      warmup: warmup.filter((item) => !inDay.has(item.exerciseId)),
      cooldown,
      blocks,
    };
    return workout;
  });

  return balanceVolume(
    plan.filter((day) => day.blocks.length > 0),
    athlete,
    byId,
  );
}
