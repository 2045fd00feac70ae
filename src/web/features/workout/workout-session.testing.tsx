import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { expect, vi, type Mock } from 'vitest';
import type { Workout } from '#shared/contracts/plans.ts';
import type { ExerciseInfo, SetLog, WorkoutDay } from '#shared/contracts/training.ts';
import type { WorkoutActions } from '#web/data/workout.ts';
import { buildDay } from '#web/testing/build-training.ts';
import type { SessionStage } from './session-stage.ts';
import WorkoutSession, { type WorkoutSessionProps } from './workout-session.tsx';

export const DATE = '2025-03-10';

/** A single block (2 sets) then a bi-set (2 exercises × 2 sets), with distinct rests to tell them apart. */
export function buildWorkout(): Workout {
  return {
    id: 'w-seg',
    day: 'Segunda-feira',
    label: 'Treino A',
    muscleGroups: ['Peito'],
    warmup: [{ exerciseId: 'polichinelo', duration: '5 min' }],
    cooldown: [],
    blocks: [
      {
        id: 'b1',
        type: 'single',
        restAfterBlock: 90,
        exercises: [
          {
            id: 'r1',
            exerciseId: 'supino',
            sets: '2',
            reps: '10',
            durationType: 'reps',
            rest: 45,
            observation: 'Desça devagar.',
            targetWeight: 20,
          },
        ],
      },
      {
        id: 'b2',
        type: 'biset',
        restAfterBlock: 60,
        exercises: [
          { id: 'r2', exerciseId: 'rosca', sets: '2', reps: '8-12', durationType: 'reps', rest: 30 },
          { id: 'r3', exerciseId: 'prancha', sets: '2', reps: '40', durationType: 'time', rest: 25 },
        ],
      },
    ],
  };
}

export const EXERCISES: Record<string, ExerciseInfo> = {
  supino: {
    name: 'Supino Reto',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ?si=x',
    gifUrl: null,
    tutorial: '1. Deite no banco.\n2. Empurre a barra.',
  },
  rosca: { name: 'Rosca Direta', videoUrl: null, gifUrl: 'https://cdn.exemplo/rosca.gif', tutorial: '' },
  prancha: { name: 'Prancha', videoUrl: null, gifUrl: null, tutorial: '' },
  polichinelo: {
    name: 'Polichinelo',
    videoUrl: null,
    gifUrl: null,
    tutorial: 'Salte abrindo braços e pernas.',
  },
};

/** A set of the test workout, logged on the run's date. */
export const loggedSet = (blockId: string, exerciseId: string, setIndex: number): SetLog => ({
  id: `${blockId}-${exerciseId}-${setIndex}`,
  date: DATE,
  workoutId: 'w-seg',
  blockId,
  exerciseId,
  setIndex,
  weight: 20,
  reps: 10,
  loggedAt: '2025-03-10T10:00:00.000Z',
});

/** The run's day with nothing done yet, but for `over`. */
export const emptyDay = (over: Partial<WorkoutDay> = {}): WorkoutDay => buildDay(DATE, over);

/** The day with the run saved at `position` (block, exercise, set) and `sets` already logged. */
export const dayAt = (position: [number, number, number], sets: SetLog[]): WorkoutDay =>
  emptyDay({
    progress: {
      workoutId: 'w-seg',
      position: { blockIndex: position[0], exerciseIndex: position[1], setIndex: position[2] },
      at: '2025-03-10T10:00:00.000Z',
    },
    sets,
  });

export type FakeActions = { [K in keyof WorkoutActions]: Mock<WorkoutActions[K]> };

/** Actions that succeed at once; `over` replaces any of them. */
export function fakeActions(over: Partial<FakeActions> = {}): FakeActions {
  return {
    logSet: vi.fn<WorkoutActions['logSet']>(() => Promise.resolve()),
    saveProgress: vi.fn<WorkoutActions['saveProgress']>(() => Promise.resolve()),
    finish: vi.fn<WorkoutActions['finish']>(() => Promise.resolve()),
    sendFeedback: vi.fn<WorkoutActions['sendFeedback']>(() => Promise.resolve()),
    requestAnalysis: vi.fn<WorkoutActions['requestAnalysis']>(() => Promise.resolve(null)),
    reset: vi.fn<WorkoutActions['reset']>(() => Promise.resolve()),
    ...over,
  };
}

export function renderSession({
  workout = buildWorkout(),
  day = emptyDay(),
  actions = fakeActions(),
}: { workout?: Workout; day?: WorkoutDay; actions?: FakeActions } = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <Toaster />
      <SteppedSession
        date={DATE}
        workout={workout}
        exercises={EXERCISES}
        day={day}
        actions={actions}
        onClose={onClose}
      />
    </>,
  );
  return { user, actions, onClose };
}

/** The session with its step kept here, as the student page keeps it in the address. */
function SteppedSession(props: WorkoutSessionProps) {
  const [stage, setStage] = useState<SessionStage>('run');
  return <WorkoutSession {...props} stage={stage} onStage={setStage} draftKey={`aluno-1:${DATE}`} studentId="aluno-1" />;
}

type User = ReturnType<typeof userEvent.setup>;

/** The run modal while no dialog covers it. */
export function runModal() {
  return screen.getByRole('dialog', { name: 'Treino A' });
}

/** Taps 'Registrar Série', optionally changes the fields, and saves. */
export async function logSet(user: User, values: { weight?: string; reps?: string } = {}) {
  await user.click(within(runModal()).getByRole('button', { name: 'Registrar Série' }));
  const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
  if (values.weight !== undefined) {
    await user.clear(within(dialog).getByLabelText('Carga (kg)'));
    if (values.weight) await user.type(within(dialog).getByLabelText('Carga (kg)'), values.weight);
  }
  if (values.reps !== undefined) {
    const reps = within(dialog).queryByLabelText('Repetições') ?? within(dialog).getByLabelText('Tempo (s)');
    await user.clear(reps);
    await user.type(reps, values.reps);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Salvar Série' }));
}

/** Whether the rest timer is up; if so, skips it with 'Pular'. */
export async function skipRestIfShown(user: User): Promise<boolean> {
  const rest = screen.queryByRole('dialog', { name: 'Descanso' });
  if (!rest) return false;
  await user.click(within(rest).getByRole('button', { name: 'Pular' }));
  expect(screen.queryByRole('dialog', { name: 'Descanso' })).not.toBeInTheDocument();
  return true;
}
