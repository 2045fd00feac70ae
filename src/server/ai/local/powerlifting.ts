import type { Athlete, CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { foldedName, unfitReason } from '#shared/domain/coach-check/athlete.ts';

export type CompetitionLift = 'squat' | 'bench' | 'deadlift';

/** The competition lifts in the catalogue: back squat, bench press, conventional deadlift, barbell. */
const NAMES: Record<CompetitionLift, RegExp> = {
  squat: /^agachamento livre com barra/,
  bench: /^supino reto com barra/,
  deadlift: /^levantamento terra com barra/,
};

export function competitionLift(
  lift: CompetitionLift,
  athlete: Athlete,
  catalog: readonly CoachExercise[],
): CoachExercise | undefined {
  return catalog.find(
    (exercise) => NAMES[lift].test(foldedName(exercise)) && unfitReason(athlete, exercise) === null,
  );
}

/** A barbell main lift of a competition pattern (a sumo or a Romanian deadlift, a front squat). */
export function liftLike(exercise: CoachExercise): boolean {
  const { traits } = exercise;
  if (!traits.mainLift || exercise.equipment !== 'barra') return false;
  return (
    (traits.pattern === 'agachamento' && traits.axialLoad) ||
    (traits.pattern === 'empurrar_horizontal' && traits.position === 'deitado_costas') ||
    traits.pattern === 'dobradica_quadril'
  );
}

/**
 * The lifts that open each of `days` sessions (issue 22 §3): squat and bench at least twice a week,
 * deadlift at least once, never two deadlift variations on one day. Squat days and deadlift days
 * alternate, bench on every day; with two days the squat is on both.
 */
export function liftsByDay(days: number): CompetitionLift[][] {
  if (days <= 1) return [['squat', 'bench', 'deadlift']];
  return Array.from({ length: days }, (_, i): CompetitionLift[] => {
    if (i % 2 === 0) return ['squat', 'bench'];
    return days === 2 ? ['deadlift', 'bench', 'squat'] : ['deadlift', 'bench'];
  });
}

/** Sets × reps of a competition lift: 1–6 reps, long rests (reps from the periodization's phase). */
export function competitionRow(athlete: Athlete) {
  return {
    sets: athlete.level === 'avancado' ? '5' : '4',
    reps: athlete.level === 'iniciante' ? '5-6' : '3-5',
    durationType: 'reps' as const,
    rest: 180,
    observation: 'Levantamento de competição: técnica de prova, carga pela fase da periodização.',
  };
}
