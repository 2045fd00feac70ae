import { useId, useRef, useState, type RefObject } from 'react';
import { Check } from 'lucide-react';
import { MUSCLE_GROUPS, type Exercise } from '#shared/contracts/exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useExerciseSearch } from './exercise-search.ts';
import { Field, SelectField } from './fields.tsx';

/**
 * 'Escolher Exercício': a dialog over the editor that searches the exercise database. Full screen on
 * a phone; a centred panel on a laptop. Each open starts with an empty search.
 */
export function ExercisePicker({
  open,
  currentId,
  onPick,
  onOpenChange,
}: {
  open: boolean;
  currentId: string;
  onPick: (exercise: Exercise) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const searchRef = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      nested
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        searchRef.current?.focus();
      }}
      // Radix returns focus to a Dialog.Trigger; the picker has none, so hand it back to the field.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnTo.current?.focus();
      }}
      className="inset-0 flex flex-col bg-white sm:inset-x-4 sm:top-8 sm:bottom-8 sm:mx-auto sm:max-w-2xl sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={t('plans.picker.title')}
        description={t('plans.picker.description')}
        closeLabel={t('plans.picker.close')}
        className="border-b border-slate-200 px-4 pt-3 pb-2"
        descriptionClassName="sr-only text-sm text-slate-700 sm:not-sr-only"
        closeClassName="px-2"
      />
      <PickerBody searchRef={searchRef} currentId={currentId} onPick={onPick} />
    </Modal>
  );
}

function PickerBody({
  searchRef,
  currentId,
  onPick,
}: {
  searchRef: RefObject<HTMLInputElement | null>;
  currentId: string;
  onPick: (exercise: Exercise) => void;
}) {
  const [q, setQ] = useState('');
  const [muscleGroup, setMuscleGroup] = useState('');
  const search = useExerciseSearch(useDebouncedValue(q), muscleGroup);
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  return (
    <>
      <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:grid-cols-[1fr_14rem]">
        <Field
          ref={searchRef}
          label={t('plans.picker.search')}
          type="search"
          placeholder={t('plans.picker.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <SelectField
          label={t('plans.picker.muscleGroup')}
          value={muscleGroup}
          onChange={(event) => setMuscleGroup(event.target.value)}
        >
          <option value="">{t('plans.picker.allGroups')}</option>
          {MUSCLE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="flex-1 overflow-y-auto px-4 py-3">
        {search.isPending ? (
          <Spinner label={t('plans.loading')} />
        ) : search.isError ? (
          <p role="alert" className="font-medium text-red-700">
            {search.error instanceof ApiError ? search.error.message : errorMessage('INTERNAL')}
          </p>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-slate-700">
              {items.length === 0
                ? t('plans.picker.empty')
                : total === 1
                  ? t('plans.picker.countOne')
                  : t('plans.picker.count', { n: total })}
            </p>
            <ul aria-label={t('plans.picker.results')} className="flex flex-col gap-2">
              {items.map((exercise) => (
                <li key={exercise.id}>
                  <ResultButton exercise={exercise} current={exercise.id === currentId} onPick={onPick} />
                </li>
              ))}
            </ul>
            {search.hasNextPage ? (
              <Button
                variant="secondary"
                className="mt-3 w-full"
                disabled={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {search.isFetchingNextPage ? t('plans.picker.loadingMore') : t('plans.picker.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

function ResultButton({
  exercise,
  current,
  onPick,
}: {
  exercise: Exercise;
  current: boolean;
  onPick: (exercise: Exercise) => void;
}) {
  const id = useId();
  const details = [t(`plans.equipment.${exercise.equipment}`), exercise.muscleGroups.primary.join(', ')]
    .filter(Boolean)
    .join(' · ');
  // The name names the button; equipment, muscles and "Selecionado" describe it.
  return (
    <button
      type="button"
      onClick={() => onPick(exercise)}
      aria-labelledby={`${id}-name`}
      aria-describedby={current ? `${id}-details ${id}-current` : `${id}-details`}
      aria-current={current || undefined}
      className={`flex min-h-14 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left hover:bg-brand-50 ${
        current ? 'border-2 border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
      }`}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span id={`${id}-name`} className="font-semibold text-slate-900">
          {exercise.name}
        </span>
        <span id={`${id}-details`} className="text-sm text-slate-700">
          {details}
        </span>
      </span>
      {current ? (
        <span
          id={`${id}-current`}
          className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-800"
        >
          <Check aria-hidden="true" className="size-4" />
          {t('plans.picker.current')}
        </span>
      ) : null}
    </button>
  );
}
