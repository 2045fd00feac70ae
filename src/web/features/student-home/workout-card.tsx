import { lazy, Suspense, useState } from 'react';
import { CircleCheck, ClipboardList, Moon } from 'lucide-react';
import type { Workout } from '#shared/contracts/plans.ts';
import type { StudentHome } from '#shared/contracts/training.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { useWorkoutActions, useWorkoutDay } from '#web/data/workout.ts';
import { notYetLine, otherDayWords } from './home-text.ts';
import { WorkoutActionsRow } from './workout-actions-row.tsx';
import { cardBlocks, routineLines, workoutForDate } from './workout-card-lines.ts';

// Radix comes with the first dialog the student opens, never with the home itself.
const ResetDialog = lazy(() => import('./reset-dialog.tsx'));
const AnalysisDialog = lazy(() =>
  import('#web/components/analysis-dialog.tsx').then((module) => ({ default: module.AnalysisDialog })),
);

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** Today's workout card (product §2) for the selected date. */
export function WorkoutCard({
  home,
  date,
  onStart,
}: {
  home: Pick<StudentHome, 'workoutPlan' | 'exercises' | 'today'>;
  date: string;
  onStart: () => void;
}) {
  if (home.workoutPlan.length === 0)
    return <EmptyCard icon={ClipboardList} title={t('home.card.noPlan')} hint={t('home.card.noPlanHint')} />;
  const workout = workoutForDate(home.workoutPlan, date);
  if (!workout) return <EmptyCard icon={Moon} title={t('home.card.rest')} hint={t('home.card.restHint')} />;
  return (
    <TrainingCard
      key={date}
      workout={workout}
      exercises={home.exercises}
      date={date}
      today={home.today}
      onStart={onStart}
    />
  );
}

function EmptyCard({ icon: Icon, title, hint }: { icon: typeof Moon; title: string; hint: string }) {
  return (
    <section
      aria-labelledby="workout-card-title"
      className={`${CARD} flex flex-col items-center gap-2 py-8 text-center`}
    >
      <Icon aria-hidden="true" className="size-9 text-slate-500" />
      <h2 id="workout-card-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="max-w-xs text-slate-600">{hint}</p>
    </section>
  );
}

function TrainingCard({
  workout,
  exercises,
  date,
  today,
  onStart,
}: {
  workout: Workout;
  exercises: StudentHome['exercises'];
  date: string;
  today: string;
  onStart: () => void;
}) {
  const day = useWorkoutDay(date);
  const actions = useWorkoutActions(date);
  const [dialog, setDialog] = useState<'reset' | 'analysis' | null>(null);
  const close = () => setDialog(null);
  const routines = routineLines(workout);

  return (
    <section aria-labelledby="workout-card-title" className={CARD}>
      <div className="flex min-h-7 items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-800">{workout.day}</p>
        {day.data?.completed ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-800 ring-1 ring-green-200">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('home.card.done')}
          </p>
        ) : null}
      </div>
      <h2 id="workout-card-title" className="text-xl font-bold break-words text-slate-900">
        {workout.label}
      </h2>
      {routines.length > 0 ? <p className="mt-1 text-sm text-slate-600">{routines.join(' · ')}</p> : null}

      <ol aria-label={t('home.card.blocks')} className="mt-3 flex flex-col gap-2">
        {cardBlocks(workout, exercises).map((block) => (
          <li key={block.id} className="rounded-xl bg-slate-50 px-3 py-2">
            {block.tag ? (
              <p className="mb-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800 uppercase">
                {block.tag}
              </p>
            ) : null}
            <ul className="flex flex-col gap-1">
              {block.lines.map((line) => (
                <li key={line.id} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 break-words text-slate-900">{line.name}</span>
                  <span className="shrink-0 font-semibold text-slate-700 tabular-nums">{line.dose}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      {/* A long workout, or the expiry banner above it, would push 'Começar a Treinar' below a phone's
          fold: the actions stay at the bottom of the screen while the card runs past it. (A flex
          column keeps the row's top margin inside the white band.) */}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col rounded-b-2xl bg-white px-4 pb-4">
        <WorkoutActionsRow
          day={day}
          // A coming day is looked at, not trained: the server refuses a set for a day not yet come.
          notYet={date > today ? notYetLine(date, today) : null}
          onStart={onStart}
          onReset={() => setDialog('reset')}
          onAnalysis={() => setDialog('analysis')}
        />
      </div>

      <Suspense fallback={null}>
        {dialog === 'reset' ? (
          <ResetDialog
            day={date === today ? null : otherDayWords(date, today)}
            onReset={actions.reset}
            onClose={close}
          />
        ) : null}
        {dialog === 'analysis' ? (
          <AnalysisDialog
            analysis={day.data?.analysis ?? null}
            emptyText={t('home.analysis.none')}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
