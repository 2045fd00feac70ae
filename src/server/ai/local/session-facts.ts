import type { Feedback } from '#shared/contracts/training.ts';
import type { Plan, Workout } from '#shared/contracts/plans.ts';
import { firstName } from '#shared/domain/text/first-name.ts';
import type { NameGender } from '#shared/contracts/exercises.ts';
import { equalsRecord, isNewRecord, epley, type Lift } from '#shared/domain/progress/records.ts';

/** One exercise of a finished workout, with what the plan asked and what came before. */
export interface SessionExercise {
  exerciseId: string;
  name: string;
  /** The name's grammatical gender from the catalogue; null when unknown (the texts infer it). */
  gender: NameGender | null;
  /** Its primary and secondary muscle groups, and the catalogue's contraindications (pain reading). */
  muscles: string[];
  contraindications: string[];
  timed: boolean;
  sets: { weight: number; reps: number }[];
  plannedSets: number | null;
  /** The plan's rep range ('8-12' → 8..12; '10' → 10..10); null when timed or unreadable. */
  repRange: { low: number; high: number } | null;
  /** The day's top set: the heaviest, more reps breaking a tie. */
  top: { weight: number; reps: number };
  /** The last entry before the day (the 'Última vez'). */
  previous: Lift | null;
  /** The last entries before the day, newest first (up to 5). */
  history: Lift[];
  /** Whether the top set strictly beats every entry before the day (decision 034). */
  record: boolean;
  /** Whether the top set repeats the best before the day: a repeat, never a record. */
  repeatOfBest: boolean;
  e1rm: number;
}

/** What a post-workout analysis and its insights are made from: the numbers, the feedback, the goal. */
export interface SessionFacts {
  firstName: string;
  goal: string | null;
  date: string;
  label: string | null;
  exercises: SessionExercise[];
  /** The plan's exercises of the day that got no set ('Fazer Depois' and never done), with their names' gender. */
  skipped: { name: string; gender: NameGender | null }[];
  feedback: Feedback | null;
}

export function repRangeOf(reps: string | undefined): { low: number; high: number } | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–a]\s*(\d{1,3}))?\s*$/.exec(reps ?? '');
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] ? Number(match[2]) : low;
  return high >= low && low > 0 ? { low, high } : null;
}

function topSet(sets: readonly { weight: number; reps: number }[]) {
  let top = sets[0] ?? { weight: 0, reps: 0 };
  for (const set of sets)
    if (set.weight > top.weight || (set.weight === top.weight && set.reps > top.reps)) top = set;
  return top;
}

/**
 * The facts of one day from its rows: each logged exercise against the plan's workout (by the id the
 * phone finished, else the day's weekday entry is not guessed) and its history.
 */
export function sessionFacts(input: {
  name: string;
  goal: string | null;
  date: string;
  plan: Plan;
  workoutId: string | null;
  feedback: Feedback | null;
  exercises: {
    exerciseId: string;
    name: string;
    sets: { weight: number; reps: number }[];
    history: Lift[];
    best: Lift | null;
    gender?: NameGender | null;
    muscles?: string[];
    contraindications?: string[];
  }[];
  names: (exerciseId: string) => { name: string; gender: NameGender | null };
}): SessionFacts {
  const workout: Workout | undefined = input.plan.find((day) => day.id === input.workoutId);
  const planned = new Map(
    (workout?.blocks ?? []).flatMap((block) =>
      block.exercises.map((item) => [item.exerciseId, item] as const),
    ),
  );
  const logged = new Set(input.exercises.map((exercise) => exercise.exerciseId));
  const exercises = input.exercises.map((row): SessionExercise => {
    const item = planned.get(row.exerciseId);
    const timed = item?.durationType === 'time';
    const top = topSet(row.sets);
    const before = row.best ? [row.best, ...row.history] : row.history;
    return {
      exerciseId: row.exerciseId,
      name: row.name,
      gender: row.gender ?? null,
      muscles: row.muscles ?? [],
      contraindications: row.contraindications ?? [],
      timed,
      sets: row.sets,
      plannedSets: item ? Number(item.sets) : null,
      repRange: timed ? null : repRangeOf(item?.targetReps || item?.reps),
      top,
      previous: row.history[0] ?? null,
      history: row.history,
      record: !timed && isNewRecord({ date: input.date, ...top }, before),
      repeatOfBest: !timed && equalsRecord({ date: input.date, ...top }, before),
      e1rm: timed ? 0 : epley(top.weight, top.reps),
    };
  });
  return {
    firstName: firstName(input.name),
    goal: input.goal,
    date: input.date,
    label: workout?.label ?? null,
    exercises,
    skipped: [...planned.keys()].filter((id) => !logged.has(id)).map(input.names),
    feedback: input.feedback,
  };
}
