import { Plus, Trash2 } from 'lucide-react';
import { PLAN_LIMITS, type RoutineItem } from '#shared/contracts/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { usePlanEditor } from './editor-context.ts';
import { ExerciseField } from './exercise-field.tsx';
import { Field } from './fields.tsx';
import { routineKey, type RoutineList } from './plan-draft.ts';

/** 'Aquecimento' or 'Volta à Calma': exercises with a free-text duration ('5 min'). */
export function RoutineEditor({
  dayId,
  list,
  items,
}: {
  dayId: string;
  list: RoutineList;
  items: RoutineItem[];
}) {
  const { dispatch, missing } = usePlanEditor();
  const title = t(list === 'warmup' ? 'plans.routine.warmup' : 'plans.routine.cooldown');
  const headingId = `${dayId}-${list}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h4>
      {items.length === 0 ? <p className="text-sm text-slate-700">{t('plans.routine.empty')}</p> : null}
      {items.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => {
            const invalid = missing.has(routineKey(dayId, list, index));
            const n = index + 1;
            return (
              // Items have no ids of their own; their position is their identity in the plan.
              <li key={index}>
                <div
                  role="group"
                  aria-label={t('plans.routine.item', { list: title, n })}
                  className={`grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-3 rounded-lg p-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto] ${
                    invalid ? 'bg-red-50 ring-2 ring-red-700' : 'bg-slate-50'
                  }`}
                >
                  <ExerciseField
                    label={t('plans.routine.exercise')}
                    exerciseId={item.exerciseId}
                    invalid={invalid}
                    onPicked={(exerciseId) =>
                      dispatch({ type: 'updateRoutineItem', dayId, list, index, patch: { exerciseId } })
                    }
                    className="col-span-2 sm:col-span-1"
                  />
                  <Field
                    label={t('plans.routine.duration')}
                    placeholder={t('plans.routine.durationPlaceholder')}
                    autoComplete="off"
                    maxLength={20}
                    value={item.duration}
                    onChange={(event) =>
                      dispatch({
                        type: 'updateRoutineItem',
                        dayId,
                        list,
                        index,
                        patch: { duration: event.target.value },
                      })
                    }
                  />
                  <Button
                    variant="danger-ghost"
                    className="mt-6"
                    aria-label={t('plans.routine.remove', { n, list: title })}
                    onClick={() => dispatch({ type: 'removeRoutineItem', dayId, list, index })}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        variant="secondary"
        className="w-full sm:w-auto sm:self-start"
        disabled={items.length >= PLAN_LIMITS.routineItems}
        onClick={() => dispatch({ type: 'addRoutineItem', dayId, list })}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t(list === 'warmup' ? 'plans.routine.addWarmup' : 'plans.routine.addCooldown')}
      </Button>
    </section>
  );
}
