import { useEffect, useId, useState, type FormEvent } from 'react';
import type { FeedbackBody } from '#shared/contracts/training.ts';
import {
  DIFFICULTIES,
  ENERGY_LEVELS,
  RPE_MAX,
  RPE_MIN,
  SLEEP_QUALITIES,
} from '#shared/domain/training/feedback-options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { clearDraft, loadDraft, saveDraft, type FeedbackDraft } from './feedback-draft.ts';
import { OptionGroup } from './option-group.tsx';

/**
 * 'Feedback do Treino' (product §2, §3 Feedback): difficulty, energy and sleep are required choices; RPE
 * 1–10 starts at 7. 'Pular' (or closing) goes on without feedback: the analysis still follows. What is
 * typed is kept as a draft under `draftKey` (student and date) until it is sent or skipped.
 */
export function FeedbackDialog({
  draftKey,
  sendFeedback,
  onDone,
}: {
  draftKey: string;
  sendFeedback: (feedback: FeedbackBody) => Promise<void>;
  onDone: () => void;
}) {
  const rpeId = useId();
  const [draft, setDraft] = useState(() => loadDraft(draftKey));
  const { difficulty, energyLevel, sleepQuality, overallRPE, painPoints, comments } = draft;
  const edit = (patch: Partial<FeedbackDraft>) => setDraft((before) => ({ ...before, ...patch }));
  useEffect(() => saveDraft(draftKey, draft), [draftKey, draft]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = t('workout.feedback.pick');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!difficulty || !energyLevel || !sleepQuality) return;
    setBusy(true);
    setFailure(null);
    try {
      await sendFeedback({
        difficulty,
        energyLevel,
        sleepQuality,
        overallRPE,
        painPoints: painPoints.trim(),
        comments: comments.trim(),
      });
    } catch (error) {
      setBusy(false);
      setFailure(t('workout.feedback.failed', { message: error instanceof Error ? error.message : '' }));
      return;
    }
    leave();
  }

  /** Sent or skipped: the draft has done its job. */
  function leave() {
    clearDraft(draftKey);
    onDone();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) leave();
      }}
      className="inset-0 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={t('workout.feedback.title')}
        description={t('workout.feedback.description')}
        closeLabel={t('workout.close')}
        className="border-b border-slate-200 p-4"
        titleClassName="pt-2"
      />
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto p-4">
          <OptionGroup
            legend={t('workout.feedback.difficulty')}
            options={DIFFICULTIES}
            value={difficulty}
            onChange={(value) => edit({ difficulty: value })}
            error={tried && !difficulty ? missing : null}
          />
          <OptionGroup
            legend={t('workout.feedback.energy')}
            options={ENERGY_LEVELS}
            value={energyLevel}
            onChange={(value) => edit({ energyLevel: value })}
            error={tried && !energyLevel ? missing : null}
          />
          <OptionGroup
            legend={t('workout.feedback.sleep')}
            options={SLEEP_QUALITIES}
            value={sleepQuality}
            onChange={(value) => edit({ sleepQuality: value })}
            error={tried && !sleepQuality ? missing : null}
          />
          <div className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between">
              <label htmlFor={rpeId} className="text-sm font-medium text-slate-700">
                {t('workout.feedback.rpe')}
              </label>
              <output htmlFor={rpeId} className="text-lg font-bold text-brand-800 tabular-nums">
                {t('workout.feedback.rpeValue', { n: overallRPE })}
              </output>
            </div>
            <input
              id={rpeId}
              type="range"
              min={RPE_MIN}
              max={RPE_MAX}
              step={1}
              value={overallRPE}
              aria-valuetext={t('workout.feedback.rpeValue', { n: overallRPE })}
              aria-describedby={`${rpeId}-hint`}
              onChange={(event) => edit({ overallRPE: Number(event.target.value) })}
              className="h-11 w-full accent-brand-700"
            />
            <p id={`${rpeId}-hint`} className="text-sm text-slate-600">
              {t('workout.feedback.rpeHint')}
            </p>
          </div>
          <TextAreaField
            label={t('workout.feedback.pain')}
            placeholder={t('workout.feedback.painPlaceholder')}
            maxLength={500}
            rows={3}
            value={painPoints}
            onChange={(event) => edit({ painPoints: event.target.value })}
          />
          <TextAreaField
            label={t('workout.feedback.comments')}
            placeholder={t('workout.feedback.commentsPlaceholder')}
            maxLength={2000}
            value={comments}
            onChange={(event) => edit({ comments: event.target.value })}
          />
          {failure ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {failure}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-[auto_1fr] gap-3 border-t border-slate-200 p-4">
          <Button variant="secondary" onClick={leave} disabled={busy}>
            {t('workout.feedback.skip')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('workout.feedback.sending') : t('workout.feedback.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
