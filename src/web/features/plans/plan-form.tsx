import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { AlertCircle, BookmarkPlus, Plus } from 'lucide-react';
import { PLAN_LIMITS, type Plan } from '#shared/contracts/plans.ts';
import type { Exercise } from '#shared/contracts/exercises.ts';
import { CoachReadingPanel } from '#web/components/coach-reading-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCoachReadingPanel } from '#web/data/coach-reading.ts';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { CoachCheckPanel } from './coach-check-panel.tsx';
import { DayEditor } from './day-editor.tsx';
import { PlanEditorContext, type PlanEditorContextValue } from './editor-context.ts';
import { ExercisePicker } from './exercise-picker.tsx';
import {
  canSave,
  checkDraft,
  dayProblem,
  planDraftReducer,
  planForSaving,
  startingDraft,
} from './plan-draft.ts';

const NOTHING_MISSING: ReadonlySet<string> = new Set();
const makeId = () => crypto.randomUUID();

interface PickerTarget {
  currentId: string;
  onPicked: (exerciseId: string) => void;
}

/**
 * The editor's body and footer: the days accordion over a local draft, and the save. Nothing reaches
 * the server until 'Salvar Plano de Treino'; rows without an exercise or days without one stop it.
 */
export function PlanForm({
  studentId,
  initialPlan,
  exerciseNames,
  saving,
  reloading,
  dirtyRef,
  onDirtyChange,
  onSave,
  onCancel,
  onReload,
  saveLabel = t('plans.save'),
  onSaveAsTemplate,
}: {
  /** The student whose plan this is; null while editing a model of the library (no AI, no coach's check). */
  studentId: string | null;
  initialPlan: Plan | null;
  exerciseNames: Record<string, string>;
  saving: boolean;
  reloading: boolean;
  /** Tells the dialog, at once, whether leaving would lose edits. */
  dirtyRef: RefObject<boolean>;
  /** Called when the draft starts or stops differing from the plan loaded. */
  onDirtyChange: (dirty: boolean) => void;
  /** Resolves once saved; rejects with an ApiError. */
  onSave: (plan: Plan) => Promise<void>;
  onCancel: () => void;
  onReload: () => void;
  saveLabel?: string;
  /** 'Salvar como modelo': offered with the draft once it would save (the plan editor of a student). */
  onSaveAsTemplate?: (plan: Plan) => void;
}) {
  const [start] = useState(() => startingDraft(initialPlan, makeId));
  const [draft, dispatch] = useReducer(planDraftReducer, start);
  const [names, setNames] = useState(exerciseNames);
  const [openDayId, setOpenDayId] = useState<string | null>(start[0]?.id ?? null);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The AI menu reads the day's exercises as they are when it is used, not when the context was made.
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const problems = useMemo(() => checkDraft(draft), [draft]);
  const showProblems = checked && !canSave(problems);

  const dirty = draft !== start;
  useEffect(() => {
    dirtyRef.current = dirty;
    onDirtyChange(dirty);
  }, [dirtyRef, dirty, onDirtyChange]);

  // After a refused save, move to the first row to fix (the day holding it was opened).
  useEffect(() => {
    if (focusRequest === 0) return;
    const target =
      bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      bodyRef.current?.querySelector<HTMLElement>('[data-problem="true"] button[aria-expanded]');
    // Focusing also scrolls it into view.
    target?.focus();
  }, [focusRequest]);

  const context = useMemo<PlanEditorContextValue>(
    () => ({
      dispatch,
      makeId,
      names,
      missing: checked ? problems.missingRows : NOTHING_MISSING,
      pickExercise: (currentId, onPicked) => setPicker({ currentId, onPicked }),
      studentId,
      nameExercise: (exerciseId, name) => setNames((current) => ({ ...current, [exerciseId]: name })),
      dayExerciseIds: (dayId) => {
        const day = draftRef.current.find((candidate) => candidate.id === dayId);
        if (!day) return null;
        return [
          ...day.warmup.map((item) => item.exerciseId),
          ...day.blocks.flatMap((block) => block.exercises.map((row) => row.exerciseId)),
          ...day.cooldown.map((item) => item.exerciseId),
        ].filter(Boolean);
      },
    }),
    [names, checked, problems, studentId],
  );

  function addDay() {
    const dayId = makeId();
    dispatch({ type: 'addDay', dayId, blockId: makeId(), rowId: makeId() });
    setOpenDayId(dayId);
  }

  function pick(exercise: Exercise) {
    setNames((current) => ({ ...current, [exercise.id]: exercise.name }));
    picker?.onPicked(exercise.id);
    setPicker(null);
  }

  /** The draft as it would be saved, or null (its problems shown, the first one focused). */
  function validPlan(): Plan | null {
    setServerError(null);
    setChecked(true);
    if (!canSave(problems)) {
      const firstProblemDay = draft.find((day) => dayProblem(day, problems) !== null);
      if (firstProblemDay) setOpenDayId(firstProblemDay.id);
      setFocusRequest((n) => n + 1);
      return null;
    }
    return planForSaving(draft, makeId);
  }

  async function save() {
    const plan = validPlan();
    if (!plan) return;
    try {
      await onSave(plan);
    } catch (failure) {
      setServerError(
        failure instanceof ApiError ? failure : new ApiError(0, 'INTERNAL', errorMessage('INTERNAL')),
      );
    }
  }

  const messages = showProblems
    ? [
        problems.noDays ? t('plans.validation.noDays') : null,
        problems.missingRows.size > 0 ? t('plans.validation.missingExercise') : null,
        problems.emptyDays.size > 0 ? t('plans.validation.emptyDay') : null,
      ].filter((m): m is string => m !== null)
    : serverError
      ? [serverError.message]
      : [];

  return (
    <PlanEditorContext.Provider value={context}>
      <div ref={bodyRef} className="flex-1 overflow-y-auto px-3 py-4 sm:px-6">
        {studentId ? <StudentPanels studentId={studentId} draft={draft} /> : null}
        {draft.length === 0 ? <p className="mb-3 text-slate-700">{t('plans.days.empty')}</p> : null}
        <ol className="flex flex-col gap-3">
          {draft.map((day) => {
            const problem = checked ? dayProblem(day, problems) : null;
            return (
              <DayEditor
                key={day.id}
                day={day}
                open={openDayId === day.id}
                onToggle={() => setOpenDayId((current) => (current === day.id ? null : day.id))}
                problem={
                  problem === 'empty'
                    ? t('plans.validation.dayHasNoExercise')
                    : problem === 'missing'
                      ? t('plans.validation.missingExercise')
                      : null
                }
              />
            );
          })}
        </ol>
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          disabled={draft.length >= PLAN_LIMITS.days}
          onClick={addDay}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('plans.day.add')}
        </Button>
      </div>

      <div className="border-t border-slate-300 bg-white px-2 py-3 sm:px-6">
        {messages.length > 0 ? (
          <div
            role="alert"
            className="mb-3 flex gap-2 rounded-lg border border-red-700 bg-red-50 p-3 text-red-800"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              {messages.map((message) => (
                <p key={message} className="font-medium">
                  {message}
                </p>
              ))}
              {!showProblems && serverError?.code.endsWith('_CHANGED') ? (
                <Button variant="secondary" className="self-start" disabled={reloading} onClick={onReload}>
                  {reloading ? t('plans.loading') : t('plans.reload')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex sm:justify-end">
          {onSaveAsTemplate ? (
            <Button
              variant="secondary"
              className="col-span-2 sm:mr-auto"
              onClick={() => {
                const plan = validPlan();
                if (plan) onSaveAsTemplate(plan);
              }}
            >
              <BookmarkPlus aria-hidden="true" className="size-5" />
              {t('library.saveAsTemplate')}
            </Button>
          ) : null}
          <Button variant="secondary" className="px-3! sm:px-4!" onClick={onCancel}>
            {t('plans.cancel')}
          </Button>
          <Button
            className="px-2! text-[15px]! whitespace-nowrap sm:px-4! sm:text-base!"
            disabled={saving}
            onClick={() => void save()}
          >
            {saving ? t('plans.saving') : saveLabel}
          </Button>
        </div>
      </div>

      <ExercisePicker
        open={picker !== null}
        currentId={picker?.currentId ?? ''}
        onPick={pick}
        onOpenChange={(open) => {
          if (!open) setPicker(null);
        }}
      />
    </PlanEditorContext.Provider>
  );
}

/** What the editor shows about the student above the days: the coach's reading and its check of the draft. */
function StudentPanels({ studentId, draft }: { studentId: string; draft: Plan }) {
  const reading = useCoachReadingPanel(studentId, {
    saved: () => toast.success(t('coachReading.saved')),
    failed: () => toast.error(t('coachReading.saveFailed')),
  });
  return (
    <>
      <CoachReadingPanel {...reading} className="mb-3" />
      <CoachCheckPanel studentId={studentId} draft={draft} />
    </>
  );
}
