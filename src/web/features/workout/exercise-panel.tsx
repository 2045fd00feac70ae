import { History, Info, Target } from 'lucide-react';
import type { LastPerformance } from '#shared/contracts/training.ts';
import type { RunLogEntry, RunStep } from '#shared/domain/workout-run/workout-run.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { blockTypeLabel, formatNumber, isTimed, loggedSetText, setsAndReps } from './format.ts';

/**
 * The current exercise (product §2 'Workout execution modal'): block type, name, sets and reps, which set
 * this is, the load the trainer set as the target, 'Última vez', the trainer's observation and the sets already logged for it today.
 */
export function ExercisePanel({
  step,
  blockCount,
  name,
  last,
  logged,
}: {
  step: RunStep;
  blockCount: number;
  name: string;
  last: LastPerformance | undefined;
  logged: RunLogEntry[];
}) {
  const timed = isTimed(step.exercise);
  const observation = step.exercise.observation?.trim();
  return (
    <section aria-labelledby="run-exercise-name" className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800">
          {blockTypeLabel(step.block.type)}
        </span>
        <span className="text-slate-600">
          {t('workout.block', { n: step.blockIndex + 1, total: blockCount })}
        </span>
      </p>
      <h2 id="run-exercise-name" className="text-2xl leading-tight font-bold break-words text-slate-900">
        {name}
      </h2>
      <p className="text-lg text-slate-700">{setsAndReps(step.exercise)}</p>
      <p className="text-3xl font-bold text-brand-800 tabular-nums">
        {t('workout.setOf', { n: step.setIndex + 1, total: step.totalSets })}
      </p>
      {!timed && step.exercise.targetWeight ? (
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <Target aria-hidden="true" className="size-4 shrink-0" />
          {t('workout.targetWeight', { weight: formatNumber(step.exercise.targetWeight) })}
        </p>
      ) : null}
      {last ? (
        <p className="flex items-center gap-2 text-slate-700">
          <History aria-hidden="true" className="size-4 shrink-0" />
          {timed
            ? t('workout.lastTimeTimed', { reps: last.reps })
            : t('workout.lastTime', { weight: formatNumber(last.weight), reps: last.reps })}
        </p>
      ) : null}
      {observation ? (
        <div className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0 break-words">
            <span className="sr-only">{t('workout.observation')}: </span>
            {observation}
          </p>
        </div>
      ) : null}
      {logged.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{t('workout.loggedToday')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {logged.map((set) => (
              <li
                key={set.id}
                className="rounded-md bg-green-50 px-2 py-1 text-sm text-green-900 ring-1 ring-green-200"
              >
                {loggedSetText(set, timed)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
