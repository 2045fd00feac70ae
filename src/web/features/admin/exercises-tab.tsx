import { useState } from 'react';
import { Database, Plus } from 'lucide-react';
import { ExerciseInputSchema, type ExerciseInput } from '#shared/contracts/admin.ts';
import { isErrorCode } from '#shared/contracts/error-messages.ts';
import type { Exercise } from '#shared/contracts/exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddExerciseBatch, useAdminExercises } from './api.ts';
import { ExerciseDatabase } from './exercise-database.tsx';
import { ExerciseForm } from './exercise-form.tsx';

const NO_FILTER = { q: '', muscleGroup: '', equipment: '' };

/** 'Base de Exercícios': the database's dialog, the exercise form and the batch from JSON. */
export function ExercisesTab() {
  const total = useAdminExercises(NO_FILTER, 1).data?.total;
  const [databaseOpen, setDatabaseOpen] = useState(false);
  const [form, setForm] = useState<{ exercise: Exercise | null } | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <p className="text-slate-700">{t('admin.exercises.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDatabaseOpen(true)}>
          <Database aria-hidden="true" className="size-5" />
          {t('admin.exercises.database', { n: total ?? '…' })}
        </Button>
        <Button variant="secondary" onClick={() => setForm({ exercise: null })}>
          <Plus aria-hidden="true" className="size-5" />
          {t('admin.exercises.add')}
        </Button>
      </div>
      <BatchAdd />
      <ExerciseDatabase
        open={databaseOpen}
        total={total}
        onOpenChange={setDatabaseOpen}
        onEdit={(exercise) => setForm({ exercise })}
        onAdd={() => setForm({ exercise: null })}
      />
      {form ? (
        <ExerciseForm exercise={form.exercise} nested={databaseOpen} onClose={() => setForm(null)} />
      ) : null}
    </section>
  );
}

/** The batch's text read as exercises, or what is wrong with it, before anything is sent. */
function parseBatch(text: string): { exercises: ExerciseInput[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: t('admin.batch.notJson') };
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return { problem: t('admin.batch.notArray') };
  const exercises: ExerciseInput[] = [];
  for (const [index, item] of parsed.entries()) {
    const result = ExerciseInputSchema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      const code = issue?.message ?? '';
      const detail = isErrorCode(code) ? errorMessage(code) : t('admin.batch.field', { field });
      return { problem: t('admin.batch.invalid', { n: index + 1, detail }) };
    }
    exercises.push(result.data);
  }
  return { exercises };
}

/** Spec §5: a JSON array; if any id exists nothing is added and the message lists them. */
function BatchAdd() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const batch = useAddExerciseBatch();

  async function submit() {
    const parsed = parseBatch(text);
    if ('problem' in parsed) return setError(parsed.problem);
    setError(undefined);
    try {
      const { added } = await batch.mutateAsync(parsed.exercises);
      toast.success(added === 1 ? t('admin.batch.addedOne') : t('admin.batch.added', { n: added }));
      setText('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-bold text-slate-900">{t('admin.batch.title')}</h3>
      <TextAreaField
        label={t('admin.batch.label')}
        hint={`${t('admin.batch.hint')} ${t('admin.batch.traitsHint')}`}
        rows={8}
        spellCheck={false}
        className="font-mono text-sm"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        className="self-start"
        disabled={text.trim() === '' || batch.isPending}
        onClick={() => void submit()}
      >
        {batch.isPending ? t('admin.batch.running') : t('admin.batch.submit')}
      </Button>
    </section>
  );
}
