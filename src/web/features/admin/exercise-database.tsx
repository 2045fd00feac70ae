import { useState } from 'react';
import { Copy, Pencil, Plus } from 'lucide-react';
import { EQUIPMENT, MUSCLE_GROUPS, type Exercise } from '#shared/contracts/exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField, TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { exerciseNames, useAdminExercises, type ExerciseFilters } from './api.ts';
import { PagedList, usePagedSearch } from './paged-list.tsx';

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
  const [filters, setFilters] = useState<Omit<ExerciseFilters, 'q'>>({ muscleGroup: '', equipment: '' });
  const { typed, setTyped, q, page, setPage } = usePagedSearch(`${filters.muscleGroup}|${filters.equipment}`);
  const list = useAdminExercises({ ...filters, q }, page);

  function filterBy(change: Partial<ExerciseFilters>) {
    setFilters((current) => ({ ...current, ...change }));
  }

  async function copyNames() {
    try {
      const names = await exerciseNames({ ...filters, q });
      await navigator.clipboard.writeText(names.join('\n'));
      toast.success(t('admin.exercises.copied', { n: names.length }));
    } catch {
      toast.error(t('admin.exercises.copyFailed'));
    }
  }

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
        <PagedList
          query={list}
          page={page}
          onPage={setPage}
          keyOf={(exercise) => exercise.id}
          labels={{
            loading: t('admin.exercises.loading'),
            failed: t('admin.exercises.loadFailed'),
            list: t('admin.exercises.results'),
            count: (n) =>
              n === 0
                ? t('admin.exercises.empty')
                : n === 1
                  ? t('admin.exercises.countOne')
                  : t('admin.exercises.count', { n }),
          }}
        >
          {(exercise) => (
            <>
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
            </>
          )}
        </PagedList>
      </div>
    </>
  );
}
