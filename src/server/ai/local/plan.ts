import type { Split } from '#shared/contracts/ai.ts';
import type { ExerciseInstance, Plan, Workout } from '#shared/contracts/plans.ts';
import { SessionFamilies, isMultiJoint } from '#shared/domain/coach-check/alternatives.ts';
import { unfitReason, type Athlete, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { consecutive, weeklyRange } from '#shared/domain/coach-check/check.ts';
import { rulesOf } from '#shared/domain/coach-check/person-rules.ts';
import { HARD_DAY_SETS, MAJOR_GROUPS } from '#shared/domain/coach-check/volume.ts';
import { WEEKDAYS, type Weekday } from '#shared/domain/plans/weekdays.ts';
import { balanceVolume } from './balance.ts';
import { groupBlocks } from './blocks.ts';
import { fitting, rankFor } from './choose.ts';
import { extraWork, fillToFloor } from './extra-work.ts';
import {
  adjustForPerson,
  aerobicEverySession,
  balanceEverySession,
  beforeGame,
  gameDays,
  sessionBudget,
  sportStyle,
} from './person-plan.ts';
import { competitionLift, competitionRow, liftLike, liftsByDay } from './powerlifting.ts';
import { blockShape, prescribe } from './prescription.ts';
import { routineFor } from './routine.ts';
import { fitToSession } from './session-time.ts';
import { labelFor } from './split.ts';

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
const LEGS = new Set(['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas']);
/** The regions Too Fit To Fracture asks to strengthen twice a week. */
const BONE_REGIONS: readonly (readonly string[])[] = [
  ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos'],
  ['Costas'],
  ['Peito', 'Ombros'],
];
/** Leg sets the day before a game may hold (NSCA youth: no hard leg session on the eve). */
const EVE_LEG_SETS = 4;
const isMajor = (group: string) => (MAJOR_GROUPS as readonly string[]).includes(group);

/** Weekly sets the engine aims at: the middle of the range for big groups, its floor for the small ones. */
function weeklyTarget(athlete: Athlete, group: string): number {
  const { min, max } = weeklyRange(athlete);
  return isMajor(group) ? Math.round((min + max) / 2) : min;
}

function splitSets(total: number, rows: number): number[] {
  const count = Math.max(1, Math.min(rows, total <= 4 ? 1 : total <= 8 ? 2 : 3));
  const sets = Array<number>(count).fill(Math.floor(total / count));
  for (let i = 0; i < total % count; i += 1) sets[i]! += 1;
  return sets.map((n) => Math.min(5, Math.max(2, n)));
}

/** The groups a day trains: no leg work the day before a game, no conditioning for an endurance athlete. */
function groupsOf(athlete: Athlete, day: Weekday, planned: readonly string[]): string[] {
  let groups = [...planned];
  if (sportStyle(athlete) === 'endurance') groups = groups.filter((group) => group !== 'Cardio');
  // The day before a game keeps only light leg work (see lightLegs); a legs-only day becomes upper body.
  if (beforeGame(athlete, day) && !groups.some((group) => group !== 'Cardio' && !LEGS.has(group)))
    groups = ['Peito', 'Costas', 'Ombros', 'Core'];
  return groups;
}

/**
 * The local coach's weekly plan (issue 13, issue 22): for each day of the split, the competition lifts
 * first for a powerlifter, then the day's groups in order with the sets each needs for its weekly range,
 * one exercise per movement family, only exercises that suit the person (conditions, limits, dislikes,
 * equipment, level); aerobic and balance work where the person needs them; the week balanced; then
 * multi-joint first, blocks by goal (unrelated groups together), the day's warm-up and cool-down.
 */
export function generatePlan({ athlete, split, catalog, seed, makeId }: PlanInput): Plan {
  const style = sportStyle(athlete);
  const games = gameDays(athlete);
  const days = WEEKDAYS.filter((day) => split[day]?.length && !games.has(day));
  const groupsByDay = new Map(days.map((day) => [day, groupsOf(athlete, day, split[day]!)]));
  const frequency = (group: string) => days.filter((day) => groupsByDay.get(day)!.includes(group)).length;
  const fit = fitting(athlete, catalog);
  const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
  const budget = sessionBudget(athlete);
  const angles = athlete.goal === 'hypertrophy' && style === null;
  const lifts = style === 'powerlifting' ? liftsByDay(days.length) : [];
  const mains = new Set<string>();
  const bones = rulesOf(athlete.person).has('osteoporosis');
  const usedBefore = new Set<string>();

  const plan: Plan = days.map((day: Weekday, dayIndex) => {
    const groups = groupsByDay.get(day)!;
    const neighbours = days.filter((other) => consecutive(other, day) || consecutive(day, other));
    const inDay = new Set<string>();
    const families = new SessionFamilies(angles);
    const weighted = new Map<string, number>();
    const rows: ExerciseInstance[] = [];
    let total = 0;
    const legSets = () =>
      rows
        .filter((row) => byId.get(row.exerciseId)!.primary.some((g) => LEGS.has(g)))
        .reduce((sum, row) => sum + Number(row.sets), 0);
    const regionWorked = (group: string) => {
      const region = BONE_REGIONS.find((groupsOf) => groupsOf.includes(group));
      return (
        region === undefined ||
        rows.some((row) => byId.get(row.exerciseId)!.primary.some((g) => region.includes(g)))
      );
    };
    const daySeed = `${seed}:${dayIndex}`;
    const add = (exercise: CoachExercise, row: Omit<ExerciseInstance, 'id' | 'exerciseId'>) => {
      inDay.add(exercise.id);
      families.add(exercise);
      rows.push({ id: makeId(), exerciseId: exercise.id, ...adjustForPerson(athlete, row) });
      const sets = Number(row.sets);
      total += sets;
      for (const g of exercise.primary) weighted.set(g, (weighted.get(g) ?? 0) + sets);
      for (const g of exercise.secondary) weighted.set(g, (weighted.get(g) ?? 0) + sets / 2);
    };

    for (const lift of lifts[dayIndex] ?? []) {
      const exercise = competitionLift(lift, athlete, catalog);
      if (!exercise || inDay.has(exercise.id)) continue;
      mains.add(exercise.id);
      add(exercise, competitionRow(athlete));
    }

    for (const group of ORDER.filter((g) => groups.includes(g))) {
      const hardNeighbour = neighbours.some((other) => groupsByDay.get(other)!.includes(group));
      let cap = hardNeighbour ? HARD_DAY_SETS - 1 : 8;
      // Moderate leg volume for an endurance athlete: the legs already work every run.
      if (style === 'endurance' && LEGS.has(group)) cap = Math.min(cap, 4);
      // The day before a game: leg work stays light, under the sets that leave the legs tired.
      if (beforeGame(athlete, day) && LEGS.has(group)) cap = Math.min(cap, EVE_LEG_SETS - legSets());
      const share = weeklyTarget(athlete, group) / Math.max(1, frequency(group));
      // Trained on many days with few sets a week: two sets on every few of its days, in turn.
      const seen = days.slice(0, dayIndex).filter((d) => groupsByDay.get(d)!.includes(group)).length;
      const every = share < 2 ? Math.ceil(2 / Math.max(share, 0.5)) : 1;
      const turn = (seen + ORDER.indexOf(group as (typeof ORDER)[number])) % every === 0;
      let need = Math.min(share < 2 ? (turn && isMajor(group) ? 2 : 0) : Math.round(share), cap);
      // What the day's earlier lifts already gave the group second-hand counts towards it.
      // (Not for a group on its turn of two sets: second-hand work does not replace its own.)
      if (share >= 2) need -= Math.floor(weighted.get(group) ?? 0);
      // Room for two sets of each big group still to come in the day (the session's time is shared).
      const majorsLeft = ORDER.slice(ORDER.indexOf(group as (typeof ORDER)[number]) + 1).filter(
        (g) => groups.includes(g) && isMajor(g),
      ).length;
      need = Math.min(need, budget.max - total - 2 - 2 * majorsLeft);
      // Bone health: each big region worked directly on each of its days (Too Fit To Fracture), time or not.
      if (bones && !regionWorked(group)) need = Math.max(need, 2);
      if (need < 2) continue;
      const candidates = fit.filter(
        (exercise) =>
          exercise.primary[0] === group &&
          !inDay.has(exercise.id) &&
          !exercise.primary.includes('Cardio') &&
          // A powerlifter's accessories are never another competition lift (no sumo on deadlift day).
          !(style === 'powerlifting' && liftLike(exercise)),
      );
      const fresh = candidates.filter((exercise) => !usedBefore.has(exercise.id));
      const pool = fresh.length > 0 ? fresh : candidates;
      const kinds = new Set(pool.map((exercise) => `${exercise.traits.pattern}`)).size;
      splitSets(need, angles ? 3 : kinds).forEach((sets, index) => {
        const ranked = rankFor(
          athlete,
          pool.filter((exercise) => !inDay.has(exercise.id) && !families.clashes(exercise)),
          { compound: index === 0 && isMajor(group), seed: `${daySeed}:${group}:${index}` },
        );
        const exercise = ranked[0];
        if (exercise) add(exercise, prescribe(athlete, exercise, sets, style));
      });
    }

    const extras = extraWork(athlete, fit, {
      // An endurance athlete's aerobic work is their sport (hypertension: 10 minutes in the warm-up).
      aerobic:
        (aerobicEverySession(athlete) && style !== 'endurance') ||
        (groups.includes('Cardio') && style === null),
      balance: balanceEverySession(athlete),
      posture: rulesOf(athlete.person).has('osteoporosis'),
      functional: athlete.person.ageBand === 'senior',
      inDay: [...inDay].map((id) => byId.get(id)!),
      families,
      seed: daySeed,
    });
    for (const { exercise, sets } of extras) add(exercise, prescribe(athlete, exercise, sets, style));
    for (const id of inDay) usedBefore.add(id);
    const workout: Workout = {
      id: makeId(),
      day,
      label: labelFor(groups),
      muscleGroups: groups,
      warmup: [],
      cooldown: [],
      blocks: rows.map((row) => ({ id: makeId(), type: 'single', restAfterBlock: 90, exercises: [row] })),
    };
    return workout;
  });

  const balanced = balanceVolume(
    plan.filter((day) => day.blocks.length > 0),
    athlete,
    byId,
    budget,
  );
  for (const day of balanced) fillToFloor(day, athlete, fit, byId, budget.min, angles, makeId, balanced);
  // What suits the person, warm-up and cool-down drills included, read once for the whole week.
  const suitable = catalog.filter((exercise) => unfitReason(athlete, exercise) === null);
  return balanced.map((day, index) =>
    finishDay(day, athlete, suitable, byId, mains, makeId, `${seed}:${index}`),
  );
}

/** Order (competition lifts, multi-joint, single-joint, then cardio), blocks by goal, warm-up and cool-down. */
function finishDay(
  day: Workout,
  athlete: Athlete,
  catalog: readonly CoachExercise[],
  byId: ReadonlyMap<string, CoachExercise>,
  mains: ReadonlySet<string>,
  makeId: () => string,
  seed: string,
): Workout {
  const rank = (row: ExerciseInstance) => {
    const exercise = byId.get(row.exerciseId)!;
    if (mains.has(exercise.id)) return 0;
    if (exercise.primary.includes('Cardio')) return 3;
    return isMultiJoint(exercise) ? 1 : 2;
  };
  const rows = day.blocks.flatMap((block) => block.exercises).sort((a, b) => rank(a) - rank(b));
  const shape = blockShape(athlete, sportStyle(athlete));
  const lifting = rows.filter((row) => rank(row) < 3);
  const cardio = rows.filter((row) => rank(row) === 3);
  const blocks = [
    ...groupBlocks(lifting, byId, shape, makeId),
    ...cardio.map((row) => ({ id: makeId(), type: 'single' as const, restAfterBlock: 60, exercises: [row] })),
  ];
  if (athlete.level === 'iniciante' && blocks[0] && !blocks[0].exercises[0]!.observation)
    blocks[0].exercises[0]!.observation =
      'Foco na técnica: termine cada série com 2 a 3 repetições de reserva.';
  // The ramp rehearses the first lift without impact (never a jump in the warm-up).
  const first = lifting
    .map((row) => byId.get(row.exerciseId)!)
    .find((exercise) => exercise.traits.impact !== 'alto');
  const style = sportStyle(athlete);
  // Hypertension: aerobic work every session; for an endurance athlete, 10 minutes in the warm-up.
  const warmupCardio =
    aerobicEverySession(athlete) && style === 'endurance'
      ? 10
      : aerobicEverySession(athlete) || athlete.goal === 'fat_loss' || athlete.goal === 'conditioning'
        ? 3
        : 0;
  const { warmup, cooldown } = routineFor(athlete, catalog, day.muscleGroups, first, {
    cardioMinutes: warmupCardio,
    seed,
  });
  const finished = { ...day, warmup, cooldown, blocks };
  if (beforeGame(athlete, day.day)) lightLegs(finished, byId);
  fitToSession(finished, athlete.person.sessionMinutes + 5, sessionBudget(athlete).min, byId, mains);
  return finished;
}

/** The eve of a game: leg rows trimmed (then dropped) until the legs hold at most EVE_LEG_SETS sets. */
function lightLegs(day: Workout, byId: ReadonlyMap<string, CoachExercise>): void {
  const legRows = () =>
    day.blocks
      .flatMap((block) => block.exercises)
      .filter((row) => byId.get(row.exerciseId)!.primary.some((group) => LEGS.has(group)));
  const total = () => legRows().reduce((sum, row) => sum + Number(row.sets), 0);
  for (let guard = 0; guard < 40 && total() > EVE_LEG_SETS; guard += 1) {
    const row = legRows().sort((a, b) => Number(b.sets) - Number(a.sets))[0]!;
    if (Number(row.sets) > 2) row.sets = String(Number(row.sets) - 1);
    else {
      for (const block of day.blocks) block.exercises = block.exercises.filter((other) => other !== row);
      day.blocks = day.blocks.filter((block) => block.exercises.length > 0);
    }
  }
}
