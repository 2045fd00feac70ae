import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWorkout, emptyDay, logSet, renderSession, runModal } from './workout-session.testing.tsx';

/** The test workout with the first exercise's target weight set to `targetWeight` (or none). */
function workoutWithTarget(targetWeight: number | undefined) {
  const workout = buildWorkout();
  const { targetWeight: _, ...first } = workout.blocks[0]!.exercises[0]!;
  workout.blocks[0]!.exercises[0] = targetWeight === undefined ? first : { ...first, targetWeight };
  return workout;
}

async function openLogDialog(user: ReturnType<typeof renderSession>['user']) {
  await user.click(within(runModal()).getByRole('button', { name: 'Registrar Série' }));
  return screen.getByRole('dialog', { name: 'Registrar Série' });
}

describe('Carga (kg)', () => {
  test.each([
    ['40,5', 40.5],
    ['40.5', 40.5],
    ['42', 42],
  ])('%s is logged as %d kg, with a decimal comma or dot alike', async (typed, weight) => {
    const { user, actions } = renderSession({ workout: workoutWithTarget(undefined) });
    await logSet(user, { weight: typed, reps: '10' });
    expect(actions.logSet).toHaveBeenCalledWith(expect.objectContaining({ weight, reps: 10 }));
  });

  test('a text field that shows the weight with a comma', async () => {
    const { user } = renderSession({ workout: workoutWithTarget(42.5) });
    const field = within(await openLogDialog(user)).getByLabelText('Carga (kg)');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveValue('42,5');
  });

  test('an unreadable weight is refused with a hint, and nothing is logged', async () => {
    const { user, actions } = renderSession();
    await logSet(user, { weight: '4,0,5' });
    expect(screen.getByRole('dialog', { name: 'Registrar Série' })).toHaveTextContent(
      'Informe uma carga entre 0 e 1000 kg (ex.: 42,5).',
    );
    expect(actions.logSet).not.toHaveBeenCalled();
  });

  test('a load more than twice the last one asks before it is logged', async () => {
    const { user, actions } = renderSession({
      workout: workoutWithTarget(undefined),
      day: emptyDay({ lastPerformance: { supino: { weight: 40, reps: 10, date: '2025-03-03' } } }),
    });
    await logSet(user, { weight: '405' });
    const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '405 kg é mais que o dobro da maior carga que você já registrou neste exercício (40 kg). A carga está certa?',
    );
    expect(actions.logSet).not.toHaveBeenCalled();

    // Correcting the slip logs at once; the question is not asked again for a load within range.
    await user.clear(within(dialog).getByLabelText('Carga (kg)'));
    await user.type(within(dialog).getByLabelText('Carga (kg)'), '40,5');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Série' }));
    expect(actions.logSet).toHaveBeenCalledWith(expect.objectContaining({ weight: 40.5 }));
  });

  test('a far-above load the student confirms is logged', async () => {
    const { user, actions } = renderSession({
      workout: workoutWithTarget(undefined),
      day: emptyDay({ lastPerformance: { supino: { weight: 40, reps: 10, date: '2025-03-03' } } }),
    });
    await logSet(user, { weight: '100' });
    const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, 100 kg' }));
    expect(actions.logSet).toHaveBeenCalledWith(expect.objectContaining({ weight: 100 }));
  });
});
