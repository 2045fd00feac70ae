import type { WorkoutDay } from '#shared/contracts/training.ts';

/**
 * Which step of a day's workout its address shows (`/aluno/treino?data=…&etapa=…`). Small and free of
 * the run's code, so the student page can decide before that code arrives.
 *
 * A completed day never opens the run again: it shows the feedback until one is sent (or skipped, which
 * moves the address on to the analysis), then the analysis. A day not completed shows the run, whatever
 * the address says.
 */
export type SessionStage = 'run' | 'feedback' | 'analysis';

/** The `etapa` of the address for each step after the run. */
export const STAGE_PARAM = { feedback: 'feedback', analysis: 'analise' } as const;

export function sessionStage(
  day: Pick<WorkoutDay, 'completed' | 'feedback'>,
  etapa: string | null,
): SessionStage {
  if (!day.completed) return 'run';
  if (etapa === STAGE_PARAM.analysis || day.feedback) return 'analysis';
  return 'feedback';
}
