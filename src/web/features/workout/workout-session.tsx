import type { PersonalRecordBadge } from '#shared/contracts/progress.ts';
import { useEffect, useRef, useState } from 'react';
import type { Workout } from '#shared/contracts/plans.ts';
import type { ExerciseInfo, WorkoutDay } from '#shared/contracts/training.ts';
import type { WorkoutActions } from '#web/data/workout.ts';
import { AnalysisDialog } from '#web/components/analysis-dialog.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { RunModal } from './run-modal.tsx';
import type { SessionStage } from './session-stage.ts';

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

/**
 * One workout from the first set to the analysis (product §4 'Workout run'): the execution modal, then on
 * finish 'Feedback do Treino' and 'Análise Pós-Treino da IA'. The step comes from the address (the page
 * owns it, `session-stage.ts`), so a reload lands on the same step. Lazy-loaded by the student page.
 */
export default function WorkoutSession({
  date,
  workout,
  exercises,
  day,
  actions,
  onClose,
  stage,
  onStage,
  draftKey,
}: WorkoutSessionProps & {
  stage: SessionStage;
  onStage: (stage: Exclude<SessionStage, 'run'>) => void;
  /** Names the feedback's draft: the student and the date. */
  draftKey: string;
}) {
  if (stage === 'run')
    return (
      <RunModal
        date={date}
        workout={workout}
        exercises={exercises}
        day={day}
        actions={actions}
        onClose={onClose}
        onFinished={() => onStage('feedback')}
      />
    );
  if (stage === 'feedback')
    return (
      <FeedbackDialog
        draftKey={draftKey}
        sendFeedback={actions.sendFeedback}
        onDone={() => onStage('analysis')}
      />
    );
  return (
    <RequestedAnalysis stored={day.analysis} requestAnalysis={actions.requestAnalysis} onClose={onClose} />
  );
}

function RequestedAnalysis({
  stored,
  requestAnalysis,
  onClose,
}: {
  /** The analysis the day already has (back on this step after a reload): shown without asking again. */
  stored: string | null;
  requestAnalysis: WorkoutActions['requestAnalysis'];
  onClose: () => void;
}) {
  const [analysis, setAnalysis] = useState<string | null | undefined>(stored ?? undefined);
  const [records, setRecords] = useState<PersonalRecordBadge[]>([]);
  const asked = useRef(stored !== null);
  useEffect(() => {
    // Asked once, even when React runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    requestAnalysis()
      .then((answer) => {
        setAnalysis(answer?.analysis ?? null);
        setRecords(answer?.records ?? []);
      })
      .catch(() => setAnalysis(null));
  }, [requestAnalysis]);
  return (
    <AnalysisDialog
      analysis={analysis}
      records={records}
      emptyText={t('workout.analysis.fallback')}
      onClose={onClose}
    />
  );
}
