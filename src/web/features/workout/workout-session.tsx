import type { PersonalRecordBadge } from '#shared/contracts/progress.ts';
import { useEffect, useRef, useState } from 'react';
import type { ReminderSettings } from '#shared/contracts/push.ts';
import type { Workout } from '#shared/contracts/plans.ts';
import type { ExerciseInfo, WorkoutDay } from '#shared/contracts/training.ts';
import type { WorkoutActions } from '#web/data/workout.ts';
import { AnalysisDialog } from '#web/components/analysis-dialog.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import type ReminderOffer from './reminder-offer.tsx';
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
  studentId,
}: WorkoutSessionProps & {
  stage: SessionStage;
  onStage: (stage: Exclude<SessionStage, 'run'>) => void;
  /** Names the feedback's draft: the student and the date. */
  draftKey: string;
  /** Whose device answered the reminders' question ('Agora não' is kept per student). */
  studentId: string;
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
    <RequestedAnalysis
      stored={day.analysis}
      requestAnalysis={actions.requestAnalysis}
      studentId={studentId}
      onClose={onClose}
    />
  );
}

type Offer = { Question: typeof ReminderOffer; settings: ReminderSettings };

/** How long closing the analysis waits for the question's check before going home without it. */
const OFFER_CHECK_MS = 3_000;

/**
 * Whether to ask 'Quer receber um lembrete nos dias de treino?' once the analysis is closed, learned
 * (with the question's code, `reminder-offer.tsx`) while the analysis shows. Closing before it is
 * known waits for it, at most OFFER_CHECK_MS; a failure means no question.
 */
function useReminderOffer(studentId: string): () => Promise<Offer | null> {
  // Asked once per analysis shown (the student does not change under it).
  const [offer] = useState(() =>
    import('./reminder-offer.tsx')
      .then(async (module): Promise<Offer | null> => {
        const settings = await module.reminderOfferFor(studentId);
        return settings ? { Question: module.default, settings } : null;
      })
      .catch(() => null),
  );
  return () =>
    Promise.race([offer, new Promise<null>((resolve) => setTimeout(() => resolve(null), OFFER_CHECK_MS))]);
}

function RequestedAnalysis({
  stored,
  requestAnalysis,
  studentId,
  onClose,
}: {
  /** The analysis the day already has (back on this step after a reload): shown without asking again. */
  stored: string | null;
  requestAnalysis: WorkoutActions['requestAnalysis'];
  studentId: string;
  onClose: () => void;
}) {
  const offer = useReminderOffer(studentId);
  const [asking, setAsking] = useState<Offer | null>(null);
  // A second tap on 'Fechar' while the check finishes must not close (navigate back) twice.
  const closing = useRef(false);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    void offer().then((found) => (found ? setAsking(found) : onClose()));
  };
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
  if (asking) return <asking.Question studentId={studentId} settings={asking.settings} onDone={onClose} />;
  return (
    <AnalysisDialog
      analysis={analysis}
      records={records}
      emptyText={t('workout.analysis.fallback')}
      onClose={close}
    />
  );
}
