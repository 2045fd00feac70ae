import { Trash2 } from 'lucide-react';
import { BLOCK_TYPES, PLAN_LIMITS, type Block, type BlockType } from '#shared/contracts/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { usePlanEditor } from './editor-context.ts';
import { ExerciseRow } from './exercise-row.tsx';
import { SecondsField, SelectField } from './fields.tsx';

/** One block of a day: its type, the rest after it, and its exercises. */
export function BlockEditor({ dayId, block, number }: { dayId: string; block: Block; number: number }) {
  const { dispatch, makeId } = usePlanEditor();
  const headingId = `block-${block.id}`;
  const full = block.exercises.length >= PLAN_LIMITS.exercisesPerBlock;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-300 bg-white p-2 shadow-sm sm:p-3"
    >
      <div className="grid grid-cols-2 items-end gap-x-2 gap-y-3 sm:grid-cols-[auto_minmax(0,12rem)_minmax(0,14rem)_1fr]">
        <h4 id={headingId} className="self-center text-lg font-bold text-slate-900">
          {t('plans.block.heading', { n: number })}
        </h4>
        <Button
          variant="danger-ghost"
          className="justify-self-end sm:order-last"
          aria-label={t('plans.block.remove', { n: number })}
          onClick={() => dispatch({ type: 'removeBlock', dayId, blockId: block.id })}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
        <SelectField
          label={t('plans.block.type')}
          value={block.type}
          onChange={(event) =>
            dispatch({
              type: 'setBlockType',
              dayId,
              blockId: block.id,
              blockType: event.target.value as BlockType,
              rowIds: [makeId(), makeId(), makeId()],
            })
          }
        >
          {BLOCK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`plans.block.type.${type}`)}
            </option>
          ))}
        </SelectField>
        <SecondsField
          label={t('plans.block.rest')}
          value={block.restAfterBlock}
          max={PLAN_LIMITS.restSeconds}
          onValue={(restAfterBlock) =>
            dispatch({ type: 'updateBlockRest', dayId, blockId: block.id, restAfterBlock })
          }
        />
      </div>

      {block.exercises.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-2">
          {block.exercises.map((row, index) => (
            <li key={row.id}>
              <ExerciseRow
                dayId={dayId}
                blockId={block.id}
                blockNumber={number}
                number={index + 1}
                row={row}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('plans.block.noExercises')}</p>
      )}

      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        disabled={full}
        onClick={() => dispatch({ type: 'addExercise', dayId, blockId: block.id, rowId: makeId() })}
      >
        {t('plans.block.addExercise')}
      </Button>
    </section>
  );
}
