import { useEffect, useRef, useState } from 'react';
import type { Workout } from '#shared/contracts/plans.ts';
import type { ExerciseInfo, WorkoutDay } from '#shared/contracts/training.ts';
import type { WorkoutActions } from '#web/api/workout.ts';
import { AnalysisDialog } from './analysis-dialog.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { RunModal } from './run-modal.tsx';

export interface WorkoutSessionProps {
  /** The calendar date being trained (yyyy-mm-dd, Brazil). */
  date: string;
  workout: Workout;
  exercises: Record<string, ExerciseInfo>;
  /** That date's sets, progress and last performances, loaded before the session opens. */
  day: WorkoutDay;
  actions: WorkoutActions;
  /** Back to the home: after closing the run (progress saved) or after the analysis. */
  onClose: () => void;
}

type Stage = 'run' | 'feedback' | 'analysis';

/**
 * One workout from the first set to the analysis (spec §4 'Workout run'): the execution modal, then on
 * finish 'Feedback do Treino' and 'Análise Pós-Treino da IA'. Lazy-loaded by the student page.
 */
export default function WorkoutSession({
  date,
  workout,
  exercises,
  day,
  actions,
  onClose,
}: WorkoutSessionProps) {
  const [stage, setStage] = useState<Stage>('run');
  if (stage === 'run')
    return (
      <RunModal
        date={date}
        workout={workout}
        exercises={exercises}
        day={day}
        actions={actions}
        onClose={onClose}
        onFinished={() => setStage('feedback')}
      />
    );
  if (stage === 'feedback')
    return <FeedbackDialog sendFeedback={actions.sendFeedback} onDone={() => setStage('analysis')} />;
  return <RequestedAnalysis requestAnalysis={actions.requestAnalysis} onClose={onClose} />;
}

function RequestedAnalysis({
  requestAnalysis,
  onClose,
}: {
  requestAnalysis: WorkoutActions['requestAnalysis'];
  onClose: () => void;
}) {
  const [analysis, setAnalysis] = useState<string | null | undefined>(undefined);
  const asked = useRef(false);
  useEffect(() => {
    // Asked once, even when React runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    requestAnalysis()
      .then((text) => setAnalysis(text))
      .catch(() => setAnalysis(null));
  }, [requestAnalysis]);
  return <AnalysisDialog open analysis={analysis} onClose={onClose} />;
}
