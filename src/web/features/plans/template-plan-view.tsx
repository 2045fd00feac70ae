import type { TemplateDetail } from '#shared/contracts/templates.ts';
import { t } from '#web/i18n/pt-BR.ts';

/** A model's days as a read-only list (a starter model): each day's blocks with their exercises. */
export function TemplatePlanView({ template }: { template: TemplateDetail }) {
  const name = (id: string) => template.exerciseNames[id] ?? id;
  return (
    <ol className="flex flex-col gap-3">
      {template.plan.map((workout, index) => (
        <li key={workout.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">
            {t('library.apply.modelDay', { label: workout.label, n: index + 1 })}
          </h3>
          {workout.muscleGroups.length > 0 ? (
            <p className="text-sm text-slate-600">{workout.muscleGroups.join(', ')}</p>
          ) : null}
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
            {workout.blocks.flatMap((block) =>
              block.exercises.map((row) => (
                <li key={row.id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{name(row.exerciseId)}</span>
                  <span className="shrink-0 text-slate-600 tabular-nums">
                    {row.sets} × {row.reps}
                    {row.durationType === 'time' ? ' s' : ''}
                  </span>
                </li>
              )),
            )}
          </ul>
        </li>
      ))}
    </ol>
  );
}
