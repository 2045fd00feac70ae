import { useCallback, useId, useState } from 'react';
import { AlertCircle, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { PLAN_LIMITS, WEEKDAYS, type Weekday, type Workout } from '#shared/contracts/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { BlockEditor } from './block-editor.tsx';
import { usePlanEditor } from './editor-context.ts';
import { Field, SelectField } from './fields.tsx';
import { RoutineEditor } from './routine-editor.tsx';

/** One day of the accordion: its header ('Segunda-feira — Treino A') and, when open, its editor. */
export function DayEditor({
  day,
  open,
  onToggle,
  problem,
}: {
  day: Workout;
  open: boolean;
  onToggle: () => void;
  /** Why this day cannot be saved yet, shown in its header so a closed day still says so. */
  problem: string | null;
}) {
  const { dispatch, makeId } = usePlanEditor();
  const headerId = `day-${day.id}`;
  const panelId = `day-${day.id}-panel`;
  const heading = t('plans.day.heading', { day: day.day, label: day.label.trim() || '…' });

  return (
    <li
      data-problem={problem ? 'true' : undefined}
      className={`rounded-2xl border bg-white ${problem ? 'border-red-700' : 'border-slate-300'}`}
    >
      <h3>
        <button
          type="button"
          id={headerId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-2 text-left"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-lg font-bold break-words text-slate-900">{heading}</span>
            {problem ? (
              <span className="flex items-center gap-1 text-sm font-medium text-red-700">
                <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
                {problem}
              </span>
            ) : null}
          </span>
        </button>
      </h3>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-labelledby={headerId}
          className="flex flex-col gap-5 border-t border-slate-200 px-2 pt-4 pb-4 sm:px-4"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('plans.day.weekday')}
              value={day.day}
              onChange={(event) =>
                dispatch({ type: 'updateDay', dayId: day.id, patch: { day: event.target.value as Weekday } })
              }
            >
              {WEEKDAYS.map((weekday) => (
                <option key={weekday} value={weekday}>
                  {weekday}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('plans.day.label')}
              placeholder={t('plans.day.labelPlaceholder')}
              autoComplete="off"
              maxLength={60}
              value={day.label}
              onChange={(event) =>
                dispatch({ type: 'updateDay', dayId: day.id, patch: { label: event.target.value } })
              }
            />
          </div>

          <RoutineEditor dayId={day.id} list="warmup" items={day.warmup} />

          <section aria-labelledby={`${panelId}-blocks`} className="flex flex-col gap-3">
            <h4 id={`${panelId}-blocks`} className="text-base font-bold text-slate-900">
              {t('plans.day.blocks')}
            </h4>
            {day.blocks.length === 0 ? (
              <p className="text-sm text-slate-700">{t('plans.day.noBlocks')}</p>
            ) : null}
            {day.blocks.map((block, index) => (
              <BlockEditor key={block.id} dayId={day.id} block={block} number={index + 1} />
            ))}
            <Button
              variant="secondary"
              className="w-full sm:w-auto sm:self-start"
              disabled={day.blocks.length >= PLAN_LIMITS.blocksPerDay}
              onClick={() =>
                dispatch({ type: 'addBlock', dayId: day.id, blockId: makeId(), rowId: makeId() })
              }
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('plans.block.add')}
            </Button>
          </section>

          <RoutineEditor dayId={day.id} list="cooldown" items={day.cooldown} />

          <RemoveDay heading={heading} onRemove={() => dispatch({ type: 'removeDay', dayId: day.id })} />
        </div>
      ) : null}
    </li>
  );
}

/** 'Remover dia' asks once more in place, so a slip of the thumb does not lose a day. */
function RemoveDay({ heading, onRemove }: { heading: string; onRemove: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  // Focused when it appears (the runtime does not act on `autoFocus` after the page has loaded).
  const focusOnMount = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  if (!confirming) {
    return (
      <Button variant="danger-ghost" className="self-start" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {t('plans.day.remove')}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="flex flex-col gap-3 rounded-lg border border-red-700 bg-red-50 p-3"
    >
      <p id={`${id}-question`} className="font-medium text-slate-900">
        {t('plans.day.removeConfirm', { day: heading })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={onRemove}>
          {t('plans.day.removeYes')}
        </Button>
        {/* The safe answer takes the focus, so Enter pressed twice does not remove the day. */}
        <Button variant="secondary" ref={focusOnMount} onClick={() => setConfirming(false)}>
          {t('plans.day.removeNo')}
        </Button>
      </div>
    </div>
  );
}
