import type { Block, RoutineItem, Workout } from '#shared/contracts/plans.ts';
import type { CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { resistanceSets } from './extra-work.ts';

/** Minutes of a routine item ("3 min", "30s"); a minute when it says no time. */
function itemMinutes(item: RoutineItem): number {
  const match = /^(\d+(?:[.,]\d+)?)\s*(min|s)(?!\p{L})/iu.exec(item.duration.trim());
  if (!match) return 1;
  const n = Number(match[1]!.replace(',', '.'));
  return match[2]!.toLowerCase() === 's' ? n / 60 : n;
}

const workSeconds = (row: Block['exercises'][number]) =>
  row.durationType === 'time' ? Number.parseInt(row.reps, 10) || 40 : 40;

/** How long a block takes: its rounds of work and rest, and a minute to set up. */
function blockMinutes(block: Block): number {
  const rows = block.exercises;
  if (rows.length === 1) {
    const row = rows[0]!;
    const sets = Number(row.sets) || 0;
    return (sets * workSeconds(row) + Math.max(0, sets - 1) * row.rest) / 60 + 1;
  }
  const rounds = Math.max(...rows.map((row) => Number(row.sets) || 0));
  const round = rows.reduce((sum, row) => sum + workSeconds(row) + row.rest, 0) + block.restAfterBlock;
  return (rounds * round) / 60 + 1;
}

/** The session's minutes: warm-up, blocks, cool-down. */
export function sessionMinutes(day: Workout): number {
  const routine = [...day.warmup, ...day.cooldown].reduce((sum, item) => sum + itemMinutes(item), 0);
  return routine + day.blocks.reduce((sum, block) => sum + blockMinutes(block), 0);
}

/**
 * Takes sets off the day until it fits the person's session length (issue 22 §4: session size from
 * `trainingHours`): from the largest accessory first, never the competition lifts, never below two sets
 * a row nor under the floor of working sets.
 */
export function fitToSession(
  day: Workout,
  minutes: number,
  floor: number,
  byId: ReadonlyMap<string, CoachExercise>,
  keep: ReadonlySet<string>,
): void {
  for (let guard = 0; guard < 60 && sessionMinutes(day) > minutes; guard += 1) {
    if (resistanceSets(day, byId) <= floor) return;
    const row = day.blocks
      .flatMap((block) => block.exercises)
      .filter((candidate) => !keep.has(candidate.exerciseId) && Number(candidate.sets) > 2)
      .sort((a, b) => Number(b.sets) - Number(a.sets))[0];
    if (!row) return;
    row.sets = String(Number(row.sets) - 1);
  }
}
