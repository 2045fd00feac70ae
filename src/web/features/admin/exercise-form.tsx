import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { DIFFICULTIES, EQUIPMENT, type Exercise } from '#shared/contracts/exercises.ts';
import { inferTraits } from '#shared/domain/exercises/infer-traits.ts';
import { parseCommaList } from '#shared/domain/text/comma-list.ts';
import { ExerciseHowTo } from '#web/components/exercise-how-to.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useGenerateExercise, useSaveExercise } from './api.ts';
import { EMPTY_DRAFT, draftOf, exerciseOf, type ExerciseDraft } from './exercise-draft.ts';
import { ExerciseTraitsFields } from './exercise-traits-fields.tsx';

/** A new exercise's traits, read from what the admin has typed so far. */
const inferredFrom = (draft: ExerciseDraft) =>
  inferTraits({ name: draft.name, equipment: draft.equipment, primary: parseCommaList(draft.primary) });

/**
 * The exercise form (product §2, §5): a new exercise or an edit (the id then stays as it is). 'Gerar com
 * IA' fills the details from the name for review; the preview shows the gif or the video and the
 * tutorial as the student will see them. A new exercise's traits follow its name, equipment and
 * muscles until the admin changes one of them (decision 031).
 */
export function ExerciseForm({
  exercise,
  nested,
  onClose,
}: {
  exercise: Exercise | null;
  nested: boolean;
  onClose: () => void;
}) {
  const isNew = exercise === null;
  const [draft, setDraft] = useState<ExerciseDraft>(exercise ? draftOf(exercise) : EMPTY_DRAFT);
  const [editingExisting, setEditingExisting] = useState(!isNew);
  const [errors, setErrors] = useState<Partial<Record<keyof ExerciseDraft | 'form', string>>>({});
  const [note, setNote] = useState<string | null>(null);
  // Traits still read from the name: a new exercise whose traits nobody chose yet.
  const [inferring, setInferring] = useState(isNew);
  const save = useSaveExercise();
  const generate = useGenerateExercise();
  const set = <K extends keyof ExerciseDraft>(key: K, value: ExerciseDraft[K]) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      return inferring && key !== 'traits' ? { ...next, traits: inferredFrom(next) } : next;
    });

  async function suggest() {
    if (!draft.name.trim()) return setErrors({ name: errorMessage('EXERCISE_REQUIRED') });
    setErrors({});
    try {
      const { exercise: suggested, existing } = await generate.mutateAsync(draft.name.trim());
      setDraft(draftOf(suggested));
      setInferring(false);
      // Spec §5: the generator reuses an exercise that exists and says so.
      if (existing) setEditingExisting(true);
      setNote(existing ? t('admin.exerciseForm.exists') : t('admin.exerciseForm.generated'));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  async function submit() {
    const result = exerciseOf(draft);
    if ('problem' in result) {
      const message = errorMessage(result.problem);
      return setErrors(result.problem === 'INVALID_VIDEO_URL' ? { videoUrl: message } : { form: message });
    }
    setErrors({});
    try {
      await save.mutateAsync({ exercise: result.exercise, isNew: !editingExisting });
      toast.success(t(editingExisting ? 'admin.exerciseForm.updated' : 'admin.exerciseForm.added'));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status !== 500) {
        setErrors({ form: failure.message, ...failure.fields });
      }
      toast.error(t('admin.exerciseForm.failed'));
    }
  }

  const preview = exerciseOf(draft);
  return (
    <Modal
      open
      nested={nested}
      onOpenChange={(open) => (open ? undefined : onClose())}
      aria-describedby={undefined}
      className="inset-0 flex flex-col bg-white sm:inset-x-4 sm:top-6 sm:bottom-6 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={t(editingExisting ? 'admin.exerciseForm.editTitle' : 'admin.exerciseForm.newTitle')}
        closeLabel={t('admin.exerciseForm.cancel')}
        className="border-b border-slate-200 px-4 py-3"
      />
      <form
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('admin.exerciseForm.id')}
            hint={editingExisting ? undefined : t('admin.exerciseForm.idHint')}
            value={draft.id}
            readOnly={editingExisting}
            autoComplete="off"
            spellCheck={false}
            error={errors.id}
            onChange={(event) => set('id', event.target.value)}
          />
          <TextField
            label={t('admin.exerciseForm.name')}
            value={draft.name}
            autoComplete="off"
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </div>
        {isNew ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void suggest()} disabled={generate.isPending}>
              <Sparkles aria-hidden="true" className="size-5" />
              {generate.isPending ? t('admin.exerciseForm.generating') : t('admin.exerciseForm.generate')}
            </Button>
            <p className="flex-1 text-sm text-slate-600">{note ?? t('admin.exerciseForm.generateHint')}</p>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('admin.exerciseForm.equipment')}
            value={draft.equipment}
            onChange={(event) => set('equipment', event.target.value as ExerciseDraft['equipment'])}
          >
            {EQUIPMENT.map((item) => (
              <option key={item} value={item}>
                {t(`equipment.${item}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('admin.exerciseForm.difficulty')}
            value={draft.difficulty}
            onChange={(event) => set('difficulty', event.target.value as ExerciseDraft['difficulty'])}
          >
            {DIFFICULTIES.map((item) => (
              <option key={item} value={item}>
                {t(`difficulty.${item}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('admin.exerciseForm.primary')}
            hint={t('admin.exerciseForm.listHint')}
            value={draft.primary}
            onChange={(event) => set('primary', event.target.value)}
          />
          <TextField
            label={t('admin.exerciseForm.secondary')}
            hint={t('admin.exerciseForm.listHint')}
            value={draft.secondary}
            onChange={(event) => set('secondary', event.target.value)}
          />
        </div>
        <TextField
          label={t('admin.exerciseForm.contraindications')}
          hint={t('admin.exerciseForm.listHint')}
          value={draft.contraindications}
          onChange={(event) => set('contraindications', event.target.value)}
        />
        <ExerciseTraitsFields
          traits={draft.traits}
          inferred={inferring}
          onChange={(traits) => {
            setInferring(false);
            set('traits', traits);
          }}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('admin.exerciseForm.videoUrl')}
            type="url"
            inputMode="url"
            value={draft.videoUrl}
            error={errors.videoUrl}
            onChange={(event) => set('videoUrl', event.target.value)}
          />
          <TextField
            label={t('admin.exerciseForm.gifUrl')}
            hint={t('admin.exerciseForm.gifHint')}
            type="url"
            inputMode="url"
            value={draft.gifUrl}
            error={errors.gifUrl}
            onChange={(event) => set('gifUrl', event.target.value)}
          />
        </div>
        <TextAreaField
          label={t('admin.exerciseForm.tutorial')}
          rows={6}
          value={draft.tutorial}
          error={errors.tutorial}
          onChange={(event) => set('tutorial', event.target.value)}
        />
        <section aria-label={t('admin.exerciseForm.preview')} className="rounded-lg bg-slate-50 p-3">
          <h3 className="mb-2 font-semibold text-slate-900">{t('admin.exerciseForm.preview')}</h3>
          <ExerciseHowTo
            name={draft.name}
            info={{
              name: draft.name,
              videoUrl: 'exercise' in preview ? preview.exercise.videoUrl : null,
              gifUrl: draft.gifUrl.trim() || null,
              tutorial: draft.tutorial,
            }}
          />
        </section>
        {errors.form ? (
          <p role="alert" className="font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.exerciseForm.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.exerciseForm.saving') : t('admin.exerciseForm.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
