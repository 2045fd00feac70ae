import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReminderSettings } from '#shared/contracts/push.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { pushSupport, subscribe } from '#web/lib/push/push-client.ts';

/**
 * The reminders' question after a finished workout (issue 25 §2, decision 044 "Browser side"): never
 * on the first screen, asked once the feedback and the analysis are over, only where this browser can
 * receive pushes, notifications are not blocked, the student's reminders are off and this student has
 * not answered 'Agora não' on this device. Loaded with `import()` when the analysis shows, so the run
 * never carries the push code.
 */

/** Where 'Agora não' is remembered: per student, on this device. */
export const offerDeclinedKey = (studentId: string) => `rumofit.reminder-offer.${studentId}`;

function declined(studentId: string): boolean {
  try {
    return localStorage.getItem(offerDeclinedKey(studentId)) !== null;
  } catch {
    // Storage blocked: asking again is better than never offering the switch's shortcut.
    return false;
  }
}

function decline(studentId: string) {
  try {
    localStorage.setItem(offerDeclinedKey(studentId), 'no');
  } catch {
    // Storage blocked or full: nothing to keep.
  }
}

/**
 * The student's reminder settings when the question should be asked (their time of day is the one
 * 'Ativar lembretes' saves), or null when it should not. A failed read asks nothing.
 */
export async function reminderOfferFor(studentId: string): Promise<ReminderSettings | null> {
  if (pushSupport() !== 'supported' || declined(studentId)) return null;
  try {
    const settings = await api('GET /api/me/reminders');
    return settings.enabled ? null : settings;
  } catch {
    return null;
  }
}

/**
 * 'Quer receber um lembrete nos dias de treino?': 'Ativar lembretes' does what the switch in 'Seus
 * dados' does (subscribes this device, then `PUT /api/me/reminders` on, at the time already chosen);
 * 'Agora não', or closing the question, is remembered and never asked again here. `onDone` follows
 * either answer (a failure keeps the question, with its reason, to try again or decline).
 */
export default function ReminderOffer({
  studentId,
  settings,
  onDone,
}: {
  studentId: string;
  settings: ReminderSettings;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);

  function notNow() {
    if (busy) return;
    decline(studentId);
    onDone();
  }

  async function enable() {
    setBusy(true);
    try {
      const result = await subscribe();
      if (result !== 'subscribed') {
        // Blocked from the prompt (or push gone meanwhile): the question would only be refused again.
        toast.error(t('workout.reminderOffer.denied'));
        onDone();
        return;
      }
      await api('PUT /api/me/reminders', { body: { enabled: true, time: settings.time } });
      toast.success(t('workout.reminderOffer.done', { time: settings.time }));
      onDone();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : errorMessage('INTERNAL');
      toast.error(t('workout.reminderOffer.failed', { message }));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) notNow();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('workout.reminderOffer.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">
        {t('workout.reminderOffer.text', { time: settings.time })}
      </Dialog.Description>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={() => void enable()} disabled={busy} aria-busy={busy}>
          {busy ? t('workout.reminderOffer.busy') : t('workout.reminderOffer.yes')}
        </Button>
        <Button variant="secondary" onClick={notNow} disabled={busy}>
          {t('workout.reminderOffer.no')}
        </Button>
      </div>
    </Modal>
  );
}
