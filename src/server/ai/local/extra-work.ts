import type { Workout } from '#shared/contracts/plans.ts';
import { SessionFamilies } from '#shared/domain/coach-check/alternatives.ts';
import { type Athlete, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { weeklyRange, weeklySetsOf } from '#shared/domain/coach-check/check.ts';
import { rankFor } from './choose.ts';
import { adjustForPerson } from './person-plan.ts';
import { prescribe } from './prescription.ts';

/** Aerobic work without high impact, gentlest first. */
function aerobicOf(athlete: Athlete, fit: readonly CoachExercise[], seed: string): CoachExercise[] {
  const cardio = fit.filter(
    (exercise) => exercise.primary.includes('Cardio') && exercise.traits.impact !== 'alto',
  );
  const ranked = rankFor(athlete, cardio, { compound: false, seed });
  return [
    ...ranked.filter((e) => e.traits.impact === 'nenhum'),
    ...ranked.filter((e) => e.traits.impact !== 'nenhum'),
  ];
}

/** Balance work: what asks the body to stay steady (the rules keep out what is unsafe for the person). */
export function isBalanceWork(exercise: CoachExercise): boolean {
  return exercise.traits.balance !== 'baixo' && exercise.traits.pattern !== 'cardio';
}

/** Posture work: rows and anti-extension or anti-rotation core (Too Fit To Fracture). */
const isPostureWork = (exercise: CoachExercise) =>
  exercise.traits.pattern === 'puxar_horizontal' || exercise.traits.pattern === 'core_anti';

const FUNCTIONAL = new Set(['agachamento', 'dobradica_quadril', 'unilateral_pernas', 'carregar']);

const isResistance = (exercise: CoachExercise) =>
  exercise.traits.pattern !== 'cardio' && exercise.traits.pattern !== 'mobilidade';

/** Working sets of resistance work in a day (cardio and drills are not counted against the floor). */
export function resistanceSets(day: Workout, byId: ReadonlyMap<string, CoachExercise>): number {
  return day.blocks
    .flatMap((block) => block.exercises)
    .filter((row) => {
      const exercise = byId.get(row.exerciseId);
      return exercise !== undefined && isResistance(exercise);
    })
    .reduce((sum, row) => sum + (Number(row.sets) || 0), 0);
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
    posture: boolean;
    /** 60+: squatting, hinging, stepping or carrying in every session (WHO 2020). */
    functional: boolean;
    inDay: readonly CoachExercise[];
    families: SessionFamilies;
    seed: string;
  },
): { exercise: CoachExercise; sets: number }[] {
  const extras: { exercise: CoachExercise; sets: number }[] = [];
  if (options.balance) {
    const drill = rankFor(
      athlete,
      fit.filter((e) => isBalanceWork(e) && !options.families.clashes(e)),
      { compound: false, seed: `${options.seed}:balance` },
    )[0];
    if (drill) {
      extras.push({ exercise: drill, sets: 2 });
      options.families.add(drill);
    }
  }
  if (options.functional && !options.inDay.some((e) => FUNCTIONAL.has(e.traits.pattern))) {
    const functional = rankFor(
      athlete,
      fit.filter((e) => FUNCTIONAL.has(e.traits.pattern) && !options.families.clashes(e)),
      { compound: true, seed: `${options.seed}:functional` },
    )[0];
    if (functional) {
      extras.push({ exercise: functional, sets: 2 });
      options.families.add(functional);
    }
  }
  if (options.posture && !options.inDay.some(isPostureWork)) {
    const posture = rankFor(
      athlete,
      fit.filter(
        (e) =>
          e.traits.pattern === 'core_anti' &&
          !options.families.clashes(e) &&
          !extras.some((extra) => extra.exercise.id === e.id),
      ),
      { compound: false, seed: `${options.seed}:posture` },
    )[0];
    if (posture) {
      extras.push({ exercise: posture, sets: 2 });
      options.families.add(posture);
    }
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
  for (let guard = 0; guard < 6 && resistanceSets(day, byId) < floor; guard += 1) {
    const inDay = new Set(day.blocks.flatMap((b) => b.exercises.map((row) => row.exerciseId)));
    const families = new SessionFamilies(angles);
    for (const id of inDay) families.add(byId.get(id)!);
    const weekly = new Map(weeklySetsOf(plan, athlete, byId).map((entry) => [entry.group, entry.sets]));
    const sets = Math.min(4, Math.max(2, floor - resistanceSets(day, byId)));
    const room = (exercise: CoachExercise) =>
      exercise.primary.every((group) => group === 'Cardio' || (weekly.get(group) ?? 0) + sets <= max) &&
      exercise.secondary.every((group) => (weekly.get(group) ?? 0) + sets / 2 <= max);
    const open = (exercise: CoachExercise) =>
      !inDay.has(exercise.id) && !families.clashes(exercise) && room(exercise);
    const seed = `${day.id}:${guard}`;
    const core = rankFor(
      athlete,
      fit.filter((e) => open(e) && e.traits.pattern === 'core_anti'),
      { compound: false, seed },
    );
    const balance = fit.filter((e) => open(e) && isBalanceWork(e) && isResistance(e));
    const other = rankFor(
      athlete,
      fit.filter((e) => open(e) && isResistance(e)),
      { compound: true, seed },
    );
    const exercise = core[0] ?? balance[0] ?? other[0];
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
