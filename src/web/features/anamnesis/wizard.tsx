import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { toast } from '#web/components/ui/toaster.tsx';
import type { AnamnesisAnswers, AnamnesisDraftBody } from '#shared/contracts/anamnesis.ts';
import {
  ANAMNESIS_STEP_COUNT,
  ANAMNESIS_STEPS,
  type AnamnesisField,
} from '#shared/domain/anamnesis/questions.ts';
import { meKeys } from '#web/data/me.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { saveDraft, saveDraftOnExit, useSubmitAnamnesis } from './api.ts';
import { DraftSaver, type SaveStatus } from './draft-saver.ts';
import { DraftStatus } from './draft-status.tsx';
import { ErrorBox } from './error-box.tsx';
import { answersToForm, formToAnswers, missingRequired, stepOf, type AnamnesisForm } from './form.ts';
import { StepFields } from './step-fields.tsx';

export interface WizardStart {
  step: number;
  answers: AnamnesisAnswers | null;
}

/**
 * The 7 steps (product §2 'Anamnesis wizard'). Every change is saved to the server as a draft, with the
 * step, so a reload or another device opens where the student stopped; nothing goes to the browser's
 * storage (health data, LGPD Art. 11).
 */
export function Wizard({
  name,
  start,
  onSubmitted,
  onCancel,
}: {
  name: string;
  start: WizardStart;
  onSubmitted: (goal: string | null) => void;
  onCancel?: () => void;
}) {
  const client = useQueryClient();
  const [step, setStep] = useState(start.step);
  const [form, setForm] = useState(() => answersToForm(start.answers));
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // After a submit that lacked a required answer, the missing ones stay pointed out until answered.
  const [checkRequired, setCheckRequired] = useState(false);
  const submit = useSubmitAnamnesis();
  // The question to point out once its step shows (an invalid number, a missing required answer).
  const [pointAt, setPointAt] = useState<{ field: AnamnesisField; request: number } | null>(null);
  // A double tap on 'Enviar Anamnese' sends once: the second tap comes before the first one's request.
  const sending = useRef(false);
  const fieldsBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const titleId = useId();

  // A consent withdrawn or outdated meanwhile: the flow asks for it again instead of saving.
  const consentLost = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'CONSENT_REQUIRED')
      void client.invalidateQueries({ queryKey: meKeys.anamnesis() });
  };
  const [saver] = useState(
    () =>
      new DraftSaver<AnamnesisDraftBody>({
        save: (body) =>
          saveDraft(body).catch((failure: unknown) => {
            consentLost(failure);
            throw failure;
          }),
        saveOnExit: saveDraftOnExit,
        onStatus: setStatus,
      }),
  );

  // A reload or a closed tab sends the last change at once; leaving the wizard in the app does too.
  useEffect(() => {
    const leave = () => saver.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      saver.flush();
    };
  }, [saver]);

  // Every step starts at its top, the first one too (the consent before it may have been scrolled
  // down); a screen reader hears the title of each step the student moves to.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  // Declared after the step's effect, so it runs after it: the question wins over the step's title.
  // Centred, so the sticky footer never covers it; focused, so the keyboard and screen readers are there.
  useEffect(() => {
    if (!pointAt) return;
    const target = fieldsBox.current?.querySelector<HTMLElement>(
      `[data-field="${pointAt.field}"] :is(input:not([type="hidden"]), textarea, button)`,
    );
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [pointAt]);

  // A refusal with no question to point at (the server's): its box is brought into view, centred.
  useEffect(() => {
    if (problem && !pointAt) alert.current?.scrollIntoView?.({ block: 'center' });
  }, [problem, pointAt]);

  function pointOut(field: AnamnesisField, message: string) {
    setProblem(message);
    setPointAt((current) => ({ field, request: (current?.request ?? 0) + 1 }));
    if (stepOf(field) !== step) goTo(stepOf(field));
  }

  const draft = (atStep: number, values: AnamnesisForm): AnamnesisDraftBody => ({
    step: atStep,
    answers: formToAnswers(values).answers,
  });

  function change(next: AnamnesisForm) {
    setForm(next);
    saver.change(draft(step, next));
  }

  function goTo(next: number) {
    setStep(next);
    saver.flush(draft(next, form));
  }

  /** 'Anterior' always moves; 'Próximo' only from a step whose answers are all valid. */
  function move(next: number) {
    const wrong =
      next > step ? formToAnswers(form).invalid.find((field) => stepOf(field) === step) : undefined;
    if (wrong) return pointOut(wrong, t('anamnesis.error.invalidStep'));
    setProblem(null);
    setPointAt(null);
    goTo(next);
  }

  async function send() {
    if (sending.current) return;
    const { answers, invalid } = formToAnswers(form);
    const firstInvalid = invalid[0];
    if (firstInvalid) return pointOut(firstInvalid, t('anamnesis.error.invalid'));
    const { specificGoal, availableDays } = answers;
    if (!specificGoal || !availableDays?.length) {
      setCheckRequired(true);
      return pointOut(missingRequired(answers)[0] ?? 'specificGoal', t('anamnesis.error.required'));
    }
    sending.current = true;
    setProblem(null);
    setPointAt(null);
    // No draft may land after the anamnesis itself: that would bring the draft back.
    await saver.stop();
    try {
      await submit.mutateAsync({ answers: { ...answers, specificGoal, availableDays } });
      toast.success(t('anamnesis.submitted'));
      onSubmitted(specificGoal);
    } catch (failure) {
      sending.current = false;
      saver.resume();
      consentLost(failure);
      setProblem(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  const { answers: current, invalid } = formToAnswers(form);
  const missing = checkRequired ? missingRequired(current) : [];
  const busy = submit.isPending;
  const last = step === ANAMNESIS_STEP_COUNT;
  const stepLabel = t('anamnesis.step', { step, total: ANAMNESIS_STEP_COUNT });

  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-brand-800">{stepLabel}</p>
          <DraftStatus status={status} onRetry={() => saver.retry()} />
        </div>
        <div
          role="progressbar"
          aria-label={t('anamnesis.progress')}
          aria-valuemin={1}
          aria-valuemax={ANAMNESIS_STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={stepLabel}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${(step / ANAMNESIS_STEP_COUNT) * 100}%` }}
          />
        </div>
        <h1
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {t(`dialog.anamnesis.section.${ANAMNESIS_STEPS[step - 1]?.section ?? 'personal'}`)}
        </h1>
      </header>

      <div ref={fieldsBox} className="contents">
        <StepFields
          step={step}
          name={name}
          form={form}
          invalid={invalid}
          missing={missing}
          disabled={busy}
          onChange={change}
        />
      </div>

      {problem ? <ErrorBox ref={alert} message={problem} /> : null}

      <div className="sticky bottom-0 -mx-4 -mb-6 flex gap-2 border-t border-slate-200 bg-white px-4 py-3">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => move(step - 1)} disabled={busy}>
            {t('anamnesis.previous')}
          </Button>
        ) : onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('anamnesis.cancel')}
          </Button>
        ) : null}
        {last ? (
          <Button onClick={send} disabled={busy} className="flex-1 whitespace-nowrap">
            {busy ? t('anamnesis.submitting') : t('anamnesis.submit')}
          </Button>
        ) : (
          <Button onClick={() => move(step + 1)} className="flex-1">
            {t('anamnesis.next')}
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </section>
  );
}
