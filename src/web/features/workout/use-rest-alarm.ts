import { useEffect } from 'react';
import type { Workout } from '#shared/contracts/plans.ts';
import { currentStep, type RunState } from '#shared/domain/workout-run/workout-run.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * The rest timer on a locked phone (decision 044): while a rest runs and the page is hidden, the
 * server holds an alarm for the rest's end (`PUT /api/me/rest-alarm`) naming the next set; the page
 * visible again, or the rest over or skipped first, takes it back (`DELETE`). The server keeps it only
 * when the student's reminders are on. Failures are silent: the workout never waits for this.
 */
export function useRestAlarm(workout: Workout, state: RunState, nameOf: (exerciseId: string) => string) {
  const rest = state.phase === 'resting' ? state.rest : null;
  const next = rest ? currentStep(workout, state) : null;
  const endsAt = rest ? rest.startedAt + rest.seconds * 1000 : null;
  const exerciseName = next ? nameOf(next.exercise.exerciseId) : null;
  const setNumber = next ? next.setIndex + 1 : null;

  useEffect(() => {
    if (endsAt === null || exerciseName === null || setNumber === null) return;
    let armed = false;
    const arm = () => {
      if (document.visibilityState === 'hidden') {
        if (armed || endsAt <= Date.now()) return;
        armed = true;
        api('PUT /api/me/rest-alarm', {
          body: { endsAt: new Date(endsAt).toISOString(), exerciseName, setNumber },
        }).catch(() => undefined);
      } else disarm();
    };
    const disarm = () => {
      if (!armed) return;
      armed = false;
      api('DELETE /api/me/rest-alarm').catch(() => undefined);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      document.removeEventListener('visibilitychange', arm);
      disarm();
    };
  }, [endsAt, exerciseName, setNumber]);
}
