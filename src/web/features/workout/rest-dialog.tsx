import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { clock } from './format.ts';
import { LightDialog } from './light-dialog.tsx';

const TICK_MS = 250;

/** Milliseconds of rest left at `now`; counted from the start time, so a tab left in the background stays right. */
function leftMs(rest: { seconds: number; startedAt: number }, now: number): number {
  return Math.max(0, rest.seconds * 1000 - Math.max(0, now - rest.startedAt));
}

/**
 * 'Descanso' (product §2): countdown, progress bar and 'Pular'. `onDone` runs once when the time is up
 * (the caller beeps), `onSkip` when the student skips it ('Pular' or Escape; a tap beside it is not
 * a skip).
 */
export function RestDialog({
  rest,
  next,
  onSkip,
  onDone,
}: {
  rest: { seconds: number; startedAt: number };
  next: string | null;
  onSkip: () => void;
  onDone: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(false);
  const nextId = useId();
  const left = leftMs(rest, now);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  useEffect(() => {
    if (left > 0 || done.current) return;
    done.current = true;
    onDone();
  }, [left, onDone]);

  const total = rest.seconds * 1000;
  const elapsed = total > 0 ? Math.min(100, ((total - left) / total) * 100) : 100;

  return (
    <LightDialog
      open
      onClose={onSkip}
      title={t('workout.rest.title')}
      describedBy={next ? nextId : undefined}
      initialFocus="button"
      // It opens under the finger that tapped 'Salvar Série': a second tap of a double tap lands on
      // the shade and must not end the rest. 'Pular' (or Escape) ends it.
      shadeCloses={false}
      className="top-1/2 -translate-y-1/2 p-6 text-center"
    >
      <p
        role="timer"
        aria-label={t('workout.rest.left')}
        className="mt-4 text-6xl font-bold text-brand-800 tabular-nums"
      >
        {clock(left / 1000)}
      </p>
      <div
        role="progressbar"
        aria-label={t('workout.rest.left')}
        aria-valuemin={0}
        aria-valuemax={rest.seconds}
        aria-valuenow={Math.ceil(left / 1000)}
        className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${elapsed}%` }} />
      </div>
      {next ? (
        <p id={nextId} className="mt-4 text-slate-700">
          {t('workout.rest.next', { exercise: next })}
        </p>
      ) : null}
      <Button variant="secondary" className="mt-6 w-full" onClick={onSkip}>
        {t('workout.rest.skip')}
      </Button>
    </LightDialog>
  );
}
