import type { Workout } from '#shared/contracts/plans.ts';
import { familyOf } from '#shared/domain/coach-check/alternatives.ts';
import { foldedName, type Athlete, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { weeklyRange, weeklySetsOf } from '#shared/domain/coach-check/check.ts';
import { daySets } from '#shared/domain/coach-check/volume.ts';
import { rankFor } from './choose.ts';
import { adjustForPerson } from './person-plan.ts';
import { prescribe } from './prescription.ts';

/** Aerobic work without high impact, gentlest first. */
function aerobicOf(athlete: Athlete, fit: readonly CoachExercise[], seed: string): CoachExercise[] {
  const cardio = fit.filter(
    (exercise) => exercise.primary.includes('Cardio') && exercise.traits.impact !== 'alto',
  );
  const ranked = rankFor(athlete, cardio, { compound: false, seed });
  return [...ranked.filter((e) => e.traits.impact === 'nenhum'), ...ranked.filter((e) => e.traits.impact !== 'nenhum')];
}

/** Balance and posture drills: the exercises whose point is standing steady (supported ones first). */
export function isBalanceWork(exercise: CoachExercise): boolean {
  return /equilibrio|apoio unipodal|tandem|marcha estacionaria/.test(foldedName(exercise));
}

/**
 * The work a person needs in every session besides the day's groups: aerobic work (hypertension,
 * a cardio day), a balance drill (60+, bone health, falls). Each from a family not yet in the day.
 */
export function extraWork(
  athlete: Athlete,
  fit: readonly CoachExercise[],
  options: {
    aerobic: boolean;
    balance: boolean;
    families: ReadonlySet<string>;
    angles: boolean;
    seed: string;
  },
): { exercise: CoachExercise; sets: number }[] {
  const extras: { exercise: CoachExercise; sets: number }[] = [];
  if (options.balance) {
    const drill = rankFor(
      athlete,
      fit.filter((e) => isBalanceWork(e) && !options.families.has(familyOf(e, options.angles))),
      { compound: false, seed: `${options.seed}:balance` },
    )[0];
    if (drill) extras.push({ exercise: drill, sets: 2 });
  }
  if (options.aerobic) {
    const cardio = aerobicOf(athlete, fit, `${options.seed}:cardio`)[0];
    if (cardio) extras.push({ exercise: cardio, sets: 3 });
  }
  return extras;
}

/**
 * A session under the floor of working sets (a rehabilitation plan for a wrist and an elbow) gets
 * more work that loads nothing already at its weekly ceiling: core, balance, then aerobic work.
 */
export function fillToFloor(
  day: Workout,
  athlete: Athlete,
  fit: readonly CoachExercise[],
  byId: ReadonlyMap<string, CoachExercise>,
  floor: number,
  angles: boolean,
  makeId: () => string,
  plan: Workout[] = [day],
): void {
  const { max } = weeklyRange(athlete);
  for (let guard = 0; guard < 6 && daySets(day, byId).total < floor; guard += 1) {
    const inDay = new Set(day.blocks.flatMap((b) => b.exercises.map((row) => row.exerciseId)));
    const families = new Set([...inDay].map((id) => familyOf(byId.get(id)!, angles)));
    const weekly = new Map(weeklySetsOf(plan, athlete, byId).map((entry) => [entry.group, entry.sets]));
    const sets = Math.min(4, Math.max(2, floor - daySets(day, byId).total));
    const room = (exercise: CoachExercise) =>
      exercise.primary.every((group) => group === 'Cardio' || (weekly.get(group) ?? 0) + sets <= max) &&
      exercise.secondary.every((group) => (weekly.get(group) ?? 0) + sets / 2 <= max);
    const open = (exercise: CoachExercise) =>
      !inDay.has(exercise.id) && !families.has(familyOf(exercise, angles)) && room(exercise);
    const seed = `${day.id}:${guard}`;
    const core = rankFor(
      athlete,
      fit.filter((e) => open(e) && e.traits.pattern === 'core_anti'),
      { compound: false, seed },
    );
    const balance = fit.filter((e) => open(e) && isBalanceWork(e));
    const aerobic = aerobicOf(athlete, fit, seed).filter(open);
    const exercise = core[0] ?? balance[0] ?? aerobic[0];
    if (!exercise) return;
    const row = adjustForPerson(athlete, prescribe(athlete, exercise, sets));
    day.blocks.push({
      id: makeId(),
      type: 'single',
      restAfterBlock: 60,
      exercises: [{ id: makeId(), exerciseId: exercise.id, ...row }],
    });
  }
}
