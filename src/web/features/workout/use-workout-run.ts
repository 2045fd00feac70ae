import { useCallback, useRef, useState } from 'react';
import type { Workout } from '#shared/contracts/plans.ts';
import type { WorkoutDay } from '#shared/contracts/training.ts';
import {
  advanceRun,
  currentStep,
  startRun,
  type RunEvent,
  type RunLogEntry,
  type RunPosition,
  type RunState,
} from '#shared/domain/workout-run/workout-run.ts';
import type { WorkoutActions } from '#web/data/workout.ts';

function samePosition(a: RunPosition, b: RunPosition): boolean {
  return a.blockIndex === b.blockIndex && a.exerciseIndex === b.exerciseIndex && a.setIndex === b.setIndex;
}

/** The run as the day left it: this workout's saved position (if any) and its sets logged on any device. */
export function restoredRun(workout: Workout, day: WorkoutDay | undefined): RunState {
  const logs: RunLogEntry[] = (day?.sets ?? [])
    .filter((set) => set.workoutId === workout.id)
    .map(({ id, blockId, exerciseId, setIndex, weight, reps }) => ({
      id,
      blockId,
      exerciseId,
      setIndex,
      weight,
      reps,
    }));
  const position = day?.progress?.workoutId === workout.id ? day.progress.position : null;
  if (!position && logs.length === 0) return startRun(workout);
  return startRun(workout, { position, logs });
}

/**
 * The run's state with one `dispatch` that applies an event and saves the progress whenever the
 * position moves (product §4: "Progress autosaves on every change"). The latest state also lives in a ref,
 * so two taps in one frame both see the state the first one made.
 */
export function useWorkoutRun(workout: Workout, day: WorkoutDay | undefined, actions: WorkoutActions) {
  const [state, setState] = useState(() => restoredRun(workout, day));
  const latest = useRef(state);
  const initial = useRef(state);
  /** The last progress write, so finishing can wait for it (a late write must not bring progress back). */
  const pending = useRef<Promise<void>>(Promise.resolve());

  const saveProgress = useCallback(
    (position: RunPosition): Promise<void> => {
      const write = actions
        .saveProgress({ workoutId: workout.id, position, at: new Date().toISOString() })
        .catch(() => undefined);
      pending.current = write;
      return write;
    },
    [actions, workout.id],
  );

  const dispatch = useCallback(
    (event: RunEvent): RunState => {
      const before = latest.current;
      const after = advanceRun(workout, before, event, Date.now());
      if (after === before) return before;
      latest.current = after;
      setState(after);
      if (!samePosition(before.position, after.position)) void saveProgress(after.position);
      return after;
    },
    [workout, saveProgress],
  );

  /** The set the latest state names (also right between a tap and the next render). */
  const currentNow = useCallback(() => currentStep(workout, latest.current), [workout]);

  /** Whether anything happened since the run was opened or restored (closing then saves the place). */
  const touched = useCallback(() => {
    const now = latest.current;
    return now.logs.length > 0 || !samePosition(now.position, initial.current.position);
  }, []);

  return { state, latest, pending, dispatch, saveProgress, touched, currentNow };
}
