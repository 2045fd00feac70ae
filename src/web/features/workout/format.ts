import type { BlockType, ExerciseInstance } from '#shared/contracts/plans.ts';
import { secondsValue } from '#shared/domain/plans/seconds-value.ts';
import { setCount } from '#shared/domain/workout-run/workout-run.ts';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** 22.5 → '22,5' (Brazilian decimal comma). */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

export function isTimed(exercise: Pick<ExerciseInstance, 'durationType'>): boolean {
  return exercise.durationType === 'time';
}

const BLOCK_TYPE_KEYS: Record<BlockType, MessageKey> = {
  single: 'workout.blockType.single',
  biset: 'workout.blockType.biset',
  triset: 'workout.blockType.triset',
  superset: 'workout.blockType.superset',
};

export function blockTypeLabel(type: BlockType): string {
  return t(BLOCK_TYPE_KEYS[type] ?? 'workout.blockType.single');
}

/** '3 séries x 12 reps', or '3 séries x 30s' for a timed exercise. */
export function setsAndReps(exercise: ExerciseInstance): string {
  const n = setCount(exercise);
  const sets = t(n === 1 ? 'workout.sets.one' : 'workout.sets.other', { n });
  return isTimed(exercise)
    ? t('workout.setsTime', { sets, reps: secondsValue(exercise.reps) })
    : t('workout.setsReps', { sets, reps: exercise.reps });
}

/** 'Série 1: 20kg x 12 reps' or 'Série 1: 30s'. */
export function loggedSetText(
  set: { setIndex: number; weight: number; reps: number },
  timed: boolean,
): string {
  const n = set.setIndex + 1;
  return timed
    ? t('workout.loggedSetTimed', { n, reps: set.reps })
    : t('workout.loggedSet', { n, weight: formatNumber(set.weight), reps: set.reps });
}

/** Whole seconds as mm:ss: 75 → '01:15'. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A whole number when the text is one ('12'), otherwise null ('8-12', 'até a falha'). */
/**
 * The reps a target asks for, as one number for the 'Repetições' field: '10' is 10, and a range
 * ('8-10', '8 a 10', '8–10') is its low end, the least the plan asks; anything else ('até a falha') is none.
 */
export function targetRepsValue(text: string | undefined): number | null {
  const range = /^\s*(\d{1,5})\s*(?:-|–|a|até)\s*\d{1,5}\s*$/.exec(text ?? '');
  return range ? Number(range[1]) : wholeNumber(text);
}

export function wholeNumber(text: string | undefined): number | null {
  const value = text?.trim() ?? '';
  return /^\d{1,5}$/.test(value) ? Number(value) : null;
}
