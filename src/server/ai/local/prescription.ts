import type { BlockType, ExerciseInstance, RoutineItem } from '#shared/contracts/plans.ts';
import type { Athlete, CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { isMultiJoint } from '#shared/domain/coach-check/alternatives.ts';
import { isTimed } from './choose.ts';
import type { SportStyle } from './person-plan.ts';

/**
 * Repetitions, rest and blocks by goal (ACSM 2009 progression models; Schoenfeld 2016 on rest): hypertrophy
 * 6–12 reps with 60–120 s; fat loss and conditioning 12–20 reps in bi-sets or circuits with short rests;
 * health and rehabilitation 10–15 reps in simple blocks with longer rests. Timed work is in seconds.
 */
export function prescribe(
  athlete: Athlete,
  exercise: CoachExercise,
  sets: number,
  style: SportStyle = null,
): Omit<ExerciseInstance, 'id' | 'exerciseId'> {
  const compound = isMultiJoint(exercise);
  if (isTimed(exercise)) {
    const cardioMachine = exercise.primary.includes('Cardio') && exercise.equipment === 'maquina';
    if (cardioMachine)
      return { sets: '1', reps: athlete.goal === 'fat_loss' ? '900' : '600', durationType: 'time', rest: 60 };
    const hold = { iniciante: '30', intermediario: '40', avancado: '60' }[athlete.level];
    return {
      sets: String(sets),
      reps: hold,
      durationType: 'time',
      rest: athlete.goal === 'hypertrophy' ? 60 : 30,
    };
  }
  // Strength for an endurance athlete: few heavy reps, not one more conditioning session.
  if (style === 'endurance')
    return { sets: String(sets), reps: compound ? '6-8' : '8-10', durationType: 'reps', rest: 90 };
  switch (athlete.goal) {
    case 'hypertrophy': {
      const reps = compound ? (athlete.level === 'avancado' ? '6-8' : '8-10') : '10-12';
      const rest = compound ? (athlete.level === 'avancado' ? 120 : 90) : 60;
      return { sets: String(sets), reps, durationType: 'reps', rest };
    }
    case 'fat_loss':
      return { sets: String(sets), reps: '12-15', durationType: 'reps', rest: 30 };
    case 'conditioning':
      return { sets: String(sets), reps: '15-20', durationType: 'reps', rest: 30 };
    case 'rehab':
      return { sets: String(sets), reps: '12-15', durationType: 'reps', rest: 90 };
    default:
      return {
        sets: String(sets),
        reps: athlete.level === 'iniciante' ? '12-15' : '10-12',
        durationType: 'reps',
        rest: 75,
      };
  }
}

/** How many exercises of a day go in one block, and the rest after it. */
export function blockShape(
  athlete: Athlete,
  style: SportStyle = null,
): { size: number; type: BlockType; restAfterBlock: number } {
  if (style !== null) return { size: 1, type: 'single', restAfterBlock: 120 };
  if (athlete.goal === 'fat_loss') return { size: 3, type: 'triset', restAfterBlock: 60 };
  if (athlete.goal === 'conditioning') return { size: 2, type: 'biset', restAfterBlock: 60 };
  return { size: 1, type: 'single', restAfterBlock: athlete.goal === 'rehab' ? 120 : 90 };
}

/** The first lift, twice light before its working sets (the warm-up's ramp). */
export const WARMUP_RAMP: RoutineItem['duration'] = '2 séries leves';
export const WARMUP_DRILL: RoutineItem['duration'] = '1 min';
export const COOLDOWN_STRETCH: RoutineItem['duration'] = '30s';
