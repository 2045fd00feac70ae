import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWorkout, emptyDay, renderSession, runModal } from './workout-session.testing.tsx';

test.each(['30s', '30 seg', '30'])(
  'a timed exercise typed %j shows 30s once and starts Tempo (s) at 30',
  async (typed) => {
    const workout = buildWorkout();
    const first = workout.blocks[0]!.exercises[0]!;
    workout.blocks[0]!.exercises[0] = { ...first, durationType: 'time', reps: typed };
    const { user } = renderSession({ workout, day: emptyDay() });
    expect(runModal()).toHaveTextContent('2 séries x 30s');
    expect(runModal()).not.toHaveTextContent('30ss');
    await user.click(within(runModal()).getByRole('button', { name: 'Registrar Série' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    expect(within(dialog).getByLabelText('Tempo (s)')).toHaveValue(30);
  },
);
