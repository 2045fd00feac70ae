import type { BlockType, Plan, RoutineItem, Workout } from '#shared/contracts/plans.ts';
import type { StudentHome } from '#shared/contracts/training.ts';
import { secondsValue } from '#shared/domain/plans/seconds-value.ts';
import { weekdayOf } from '#shared/domain/plans/weekdays.ts';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';

export interface CardLine {
  id: string;
  name: string;
  /** '3 x 12', or '3 x 30s' for a timed exercise. */
  dose: string;
}

export interface CardBlock {
  id: string;
  /** Bi-Set, Tri-Set or Super-Set; null for a single exercise. */
  tag: string | null;
  lines: CardLine[];
}

const TAGS: Record<Exclude<BlockType, 'single'>, MessageKey> = {
  biset: 'home.card.tag.biset',
  triset: 'home.card.tag.triset',
  superset: 'home.card.tag.superset',
};

/** The plan's workout for the weekday of `date`, if the plan trains that day. */
export function workoutForDate(plan: Plan, date: string): Workout | undefined {
  const weekday = weekdayOf(date);
  return plan.find((workout) => workout.day === weekday);
}

/** What the card lists per block: the tag and each exercise with its sets x reps. */
export function cardBlocks(workout: Workout, exercises: StudentHome['exercises']): CardBlock[] {
  return workout.blocks.map((block) => ({
    id: block.id,
    tag: block.type === 'single' ? null : t(TAGS[block.type]),
    lines: block.exercises.map((exercise) => ({
      id: exercise.id,
      name: exercises[exercise.exerciseId]?.name ?? exercise.exerciseId,
      dose: t('home.card.setsReps', {
        sets: exercise.sets,
        reps:
          exercise.durationType === 'time'
            ? t('home.card.seconds', { reps: secondsValue(exercise.reps) })
            : exercise.reps,
      }),
    })),
  }));
}

function countLine(key: 'home.card.warmup' | 'home.card.cooldown', items: RoutineItem[]): string | null {
  if (items.length === 0) return null;
  const count =
    items.length === 1 ? t('home.card.exerciseOne') : t('home.card.exerciseMany', { count: items.length });
  return t(key, { count });
}

/** 'Aquecimento: 3 exercícios' and 'Volta à Calma: 1 exercício', each only when the workout has one. */
export function routineLines(workout: Workout): string[] {
  return [
    countLine('home.card.warmup', workout.warmup),
    countLine('home.card.cooldown', workout.cooldown),
  ].filter((line): line is string => line !== null);
}
