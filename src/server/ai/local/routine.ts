import type { RoutineItem } from '#shared/contracts/plans.ts';
import { isRoutineDrill } from '#shared/domain/coach-check/alternatives.ts';
import { unfitReason, type Athlete, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { rankFor } from './choose.ts';
import { COOLDOWN_STRETCH, WARMUP_DRILL, WARMUP_RAMP } from './prescription.ts';

/** The joints a group moves, as the drills' own muscle groups say them. */
const NEAR: Record<string, readonly string[]> = {
  'Pernas (Quadríceps)': ['Glúteos', 'Pernas (Posterior)', 'Panturrilhas'],
  'Pernas (Posterior)': ['Glúteos', 'Pernas (Quadríceps)', 'Core'],
  Glúteos: ['Pernas (Posterior)', 'Core'],
  Peito: ['Ombros', 'Costas'],
  Costas: ['Ombros', 'Core'],
  Ombros: ['Peito', 'Costas'],
  Tríceps: ['Ombros'],
  Bíceps: ['Ombros'],
  Panturrilhas: ['Pernas (Quadríceps)'],
};

/**
 * The day's warm-up and cool-down (issue 22 §4): mobility for the joints the session works and a light
 * ramp of its first lift, with a few minutes of cardio without impact only for those who need aerobic
 * work (`cardioMinutes`: hypertension, fat loss, conditioning); stretches for the day's groups to cool down. Everything
 * passes the same rules as the blocks (no floor, no lying on the back when the person must not).
 */
export function routineFor(
  athlete: Athlete,
  catalog: readonly CoachExercise[],
  groups: readonly string[],
  firstLift: CoachExercise | undefined,
  options: { cardioMinutes: number; seed: string },
): { warmup: RoutineItem[]; cooldown: RoutineItem[] } {
  // `catalog` may already be the fitting exercises (the engine passes them once for the whole week).
  const fit = catalog.filter((exercise) => unfitReason(athlete, exercise) === null);
  const drills = fit.filter(isRoutineDrill);
  const worked = new Set(groups.flatMap((group) => [group, ...(NEAR[group] ?? [])]));
  const forDay = (exercise: CoachExercise) => exercise.primary.some((group) => groups.includes(group));
  const nearDay = (exercise: CoachExercise) => exercise.primary.some((group) => worked.has(group));
  const mobility = drills.filter(
    (exercise) => exercise.traits.pattern === 'mobilidade' && !stretch(exercise),
  );
  const mobilityForDay = [...mobility.filter(forDay), ...mobility.filter((e) => !forDay(e) && nearDay(e))];
  const stretches = drills.filter(stretch);
  const cooldown = [...stretches.filter(forDay), ...stretches.filter((e) => !forDay(e) && nearDay(e))]
    .slice(0, 4)
    .map((exercise) => ({ exerciseId: exercise.id, duration: COOLDOWN_STRETCH }));
  // Cardio without impact when there is one, else of low impact; never a jump (ACSM: a low-intensity warm-up).
  const cardio =
    options.cardioMinutes > 0
      ? rankFor(
          athlete,
          fit.filter(
            (exercise) =>
              exercise.primary.includes('Cardio') &&
              exercise.traits.impact !== 'alto' &&
              exercise.difficulty !== 'avancado' &&
              !isRoutineDrill(exercise),
          ),
          { compound: false, seed: options.seed },
        ).sort((a, b) => Number(a.traits.impact !== 'nenhum') - Number(b.traits.impact !== 'nenhum'))[0]
      : undefined;
  const warmup: RoutineItem[] = [
    ...(cardio ? [{ exerciseId: cardio.id, duration: `${options.cardioMinutes} min` }] : []),
    ...mobilityForDay.slice(0, 2).map((exercise) => ({ exerciseId: exercise.id, duration: WARMUP_DRILL })),
    ...(firstLift && !firstLift.primary.includes('Cardio')
      ? [{ exerciseId: firstLift.id, duration: WARMUP_RAMP }]
      : []),
  ];
  return { warmup, cooldown };
}

function stretch(exercise: CoachExercise): boolean {
  return /^alongamento/i.test(exercise.name.normalize('NFD').replace(/\p{M}/gu, ''));
}
