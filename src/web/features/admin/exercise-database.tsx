import { useEffect, useState } from 'react';
import { Copy, Pencil, Plus } from 'lucide-react';
import { EQUIPMENT, MUSCLE_GROUPS, type Exercise } from '#shared/contracts/exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SelectField, TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { exerciseNames, useAdminExercises, type ExerciseFilters } from './api.ts';

/** Typing waits this long for a pause before the list asks the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * 'Base de Dados (N)': the exercise database, filtered and paged on the server, with 'Editar' on
 * each row, 'Adicionar Exercício' and 'Copiar Nomes' (every name the filter finds).
 */
export function ExerciseDatabase({
  open,
  total,
  onOpenChange,
  onEdit,
  onAdd,
}: {
  open: boolean;
  total: number | undefined;
  onOpenChange: (open: boolean) => void;
  onEdit: (exercise: Exercise) => void;
  onAdd: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      className="inset-0 flex flex-col bg-white sm:inset-x-4 sm:top-6 sm:bottom-6 sm:mx-auto sm:max-w-4xl sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={t('admin.exercises.title', { n: total ?? '…' })}
        closeLabel={t('admin.exercises.close')}
        className="border-b border-slate-200 px-4 py-3"
      />
      <DatabaseBody onEdit={onEdit} onAdd={onAdd} />
    </Modal>
  );
}

function DatabaseBody({ onEdit, onAdd }: { onEdit: (exercise: Exercise) => void; onAdd: () => void }) {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<ExerciseFilters>({ q: '', muscleGroup: '', equipment: '' });
  const [page, setPage] = useState(1);
  const list = useAdminExercises(filters, page);

  useEffect(() => {
    if (typed.trim() === filters.q) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, q: typed.trim() }));
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.q]);

  function filterBy(change: Partial<ExerciseFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }

  async function copyNames() {
    try {
      const names = await exerciseNames(filters);
      await navigator.clipboard.writeText(names.join('\n'));
      toast.success(t('admin.exercises.copied', { n: names.length }));
    } catch {
      toast.error(t('admin.exercises.copyFailed'));
    }
  }

  const data = list.data;
  return (
    <>
      <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:grid-cols-[1fr_12rem_12rem]">
        <TextField
          label={t('admin.exercises.search')}
          type="search"
          placeholder={t('admin.exercises.searchPlaceholder')}
          autoComplete="off"
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField
          label={t('admin.exercises.muscleGroup')}
          value={filters.muscleGroup}
          onChange={(event) => filterBy({ muscleGroup: event.target.value })}
        >
          <option value="">{t('admin.exercises.allGroups')}</option>
          {MUSCLE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.exercises.equipment')}
          value={filters.equipment}
          onChange={(event) => filterBy({ equipment: event.target.value })}
        >
          <option value="">{t('admin.exercises.allEquipment')}</option>
          {EQUIPMENT.map((item) => (
            <option key={item} value={item}>
              {t(`equipment.${item}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-2 px-4 pt-3">
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-5" />
          {t('admin.exercises.add')}
        </Button>
        <Button variant="secondary" onClick={() => void copyNames()}>
          <Copy aria-hidden="true" className="size-5" />
          {t('admin.exercises.copyNames')}
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        {list.isPending ? (
          <Spinner label={t('admin.exercises.loading')} />
        ) : list.isError || !data ? (
          <p role="alert" className="font-medium text-red-700">
            {t('admin.exercises.loadFailed')}
          </p>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-slate-700">
              {data.total === 0
                ? t('admin.exercises.empty')
                : data.total === 1
                  ? t('admin.exercises.countOne')
                  : t('admin.exercises.count', { n: data.total })}
            </p>
            <ul aria-label={t('admin.exercises.results')} className="flex flex-col gap-2">
              {data.items.map((exercise) => (
                <li
                  key={exercise.id}
                  className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900">{exercise.name}</p>
                    <p className="text-sm break-words text-slate-600">
                      {exercise.id} · {t(`equipment.${exercise.equipment}`)} ·{' '}
                      {exercise.muscleGroups.primary.join(', ')}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={t('admin.exercises.edit', { name: exercise.name })}
                    onClick={() => onEdit(exercise)}
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                  </Button>
                </li>
              ))}
            </ul>
            {data.pageCount > 1 ? (
              <nav className="mt-3 flex items-center justify-between gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('admin.exercises.previous')}
                </Button>
                <span className="text-sm text-slate-700">
                  {t('admin.exercises.page', { page, pages: data.pageCount })}
                </span>
                <Button
                  variant="secondary"
                  disabled={page >= data.pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  {t('admin.exercises.next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
