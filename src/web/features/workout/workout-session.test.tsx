import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  DATE,
  buildWorkout,
  emptyDay,
  logSet,
  renderSession,
  runModal,
  skipRestIfShown,
} from './workout-session.testing.tsx';

// jsdom renders these dialogs slowly; a whole run takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the execution modal', () => {
  test('shows the first set with its block type, target, progress, observation and last time', () => {
    renderSession({
      day: emptyDay({ lastPerformance: { supino: { weight: 22.5, reps: 10, date: '2025-03-03' } } }),
    });
    const modal = runModal();
    expect(within(modal).getByRole('heading', { name: 'Supino Reto' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('Simples');
    expect(modal).toHaveTextContent('2 séries x 10 reps');
    expect(modal).toHaveTextContent('Série 1 de 2');
    expect(modal).toHaveTextContent('Última vez: 22,5kg x 10 reps');
    expect(modal).toHaveTextContent('Desça devagar.');
    expect(within(modal).getByRole('progressbar', { name: 'Progresso do treino' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(modal).toHaveTextContent('0 de 6 séries');
  });

  test('hides "Última vez" when the exercise has no history', () => {
    renderSession();
    expect(runModal()).not.toHaveTextContent('Última vez');
  });

  test('rest comes after each set except mid-round in the bi-set and after the last set', async () => {
    const { user, actions } = renderSession();
    const rests: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      await logSet(user, i >= 2 && i % 2 === 0 ? { reps: '12' } : {});
      rests.push(await skipRestIfShown(user));
    }
    // Supino 1 → rest, Supino 2 → block rest, Rosca 1 → none (mid-round), Prancha 1 → rest,
    // Rosca 2 → none (mid-round), Prancha 2 → none (the very last set).
    expect(rests).toEqual([true, true, false, true, false, false]);
    expect(actions.logSet).toHaveBeenCalledTimes(6);
    expect(screen.getByRole('dialog', { name: 'Finalizar Treino?' })).toHaveTextContent(
      'Você completou todos os exercícios. Deseja finalizar o treino e ver sua análise?',
    );
  });

  test('the rest timer counts down from the set rest and names what comes next', async () => {
    const { user } = renderSession();
    await logSet(user);
    const rest = screen.getByRole('dialog', { name: 'Descanso' });
    expect(within(rest).getByRole('timer')).toHaveTextContent(/^00:4[45]$/);
    expect(rest).toHaveTextContent('A seguir: Supino Reto');
    await user.click(within(rest).getByRole('button', { name: 'Pular' }));
    await logSet(user);
    // After the block's last set: the block's rest (90 s), not the exercise's.
    expect(within(screen.getByRole('dialog', { name: 'Descanso' })).getByRole('timer')).toHaveTextContent(
      /^01:(29|30)$/,
    );
  });

  test('when the rest runs out it beeps at 880 Hz and the next set is up; the run resumes audio on the logging tap', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      resume = vi.fn(() => Promise.resolve());
      close = vi.fn(() => Promise.resolve());
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
      }
      createOscillator() {
        const oscillator = {
          frequency: { value: 0 },
          connect() {},
          start: () => started.push(oscillator.frequency.value),
          stop() {},
        };
        return oscillator;
      }
    }
    const workout = buildWorkout();
    workout.blocks[0]!.exercises[0]!.rest = 1;
    const made: FakeAudioContext[] = [];
    vi.stubGlobal(
      'AudioContext',
      class extends FakeAudioContext {
        constructor() {
          super();
          made.push(this);
        }
      },
    );
    const { user } = renderSession({ workout });
    await logSet(user);
    expect(made).toHaveLength(1);
    expect(made[0]!.resume).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Descanso' })).toBeInTheDocument();
    expect(started).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descanso' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(started).toEqual([880]);
    expect(runModal()).toHaveTextContent('Série 2 de 2');
  });

  test('each set goes to logSet with a phone-made UUID, its indexes and values', async () => {
    const { user, actions } = renderSession();
    await logSet(user, { weight: '27.5', reps: '9' });
    expect(actions.logSet).toHaveBeenCalledWith({
      id: expect.stringMatching(UUID),
      date: DATE,
      workoutId: 'w-seg',
      blockId: 'b1',
      exerciseId: 'supino',
      setIndex: 0,
      weight: 27.5,
      reps: 9,
      loggedAt: expect.any(String),
    });
    await skipRestIfShown(user);
    expect(runModal()).toHaveTextContent('Série 1: 27,5kg x 9 reps');
    await logSet(user);
    const second = actions.logSet.mock.calls[1]![0];
    // The next set starts from the plan's target again (spec: prefilled with target weight/reps).
    expect(second).toMatchObject({
      blockId: 'b1',
      exerciseId: 'supino',
      setIndex: 1,
      weight: 20,
      reps: 10,
    });
    expect(second.id).not.toBe(actions.logSet.mock.calls[0]![0].id);
  });

  test('the log dialog starts from the targets: target weight and numeric reps', async () => {
    const { user } = renderSession();
    await user.click(within(runModal()).getByRole('button', { name: 'Registrar Série' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    expect(within(dialog).getByLabelText('Carga (kg)')).toHaveValue('20');
    expect(within(dialog).getByLabelText('Repetições')).toHaveValue(10);
    expect(within(dialog).getByRole('button', { name: 'Salvar Série' })).toHaveFocus();
  });

  test('Escape closes only the log dialog, and a cancelled edit is forgotten', async () => {
    const { user, actions, onClose } = renderSession();
    const open = within(runModal()).getByRole('button', { name: 'Registrar Série' });
    await user.click(open);
    let dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    await user.clear(within(dialog).getByLabelText('Carga (kg)'));
    await user.type(within(dialog).getByLabelText('Carga (kg)'), '99');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Registrar Série' })).not.toBeInTheDocument();
    expect(runModal()).toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(open);
    dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    expect(within(dialog).getByLabelText('Carga (kg)')).toHaveValue('20');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(actions.logSet).not.toHaveBeenCalled();
  });

  test('a range of reps starts from its low end, the least the plan asks, and is logged as such', async () => {
    const { user, actions } = renderSession({
      day: emptyDay({
        progress: {
          workoutId: 'w-seg',
          position: { blockIndex: 1, exerciseIndex: 0, setIndex: 0 },
          at: '2025-03-10T10:00:00.000Z',
        },
      }),
    });
    await user.click(within(runModal()).getByRole('button', { name: 'Registrar Série' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    expect(within(dialog).getByLabelText('Repetições')).toHaveValue(8);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Série' }));
    expect(actions.logSet).toHaveBeenCalledWith(expect.objectContaining({ exerciseId: 'rosca', reps: 8 }));
  });

  test('the target load shows on the run; an exercise without one shows none', async () => {
    const { user } = renderSession();
    expect(runModal()).toHaveTextContent('Carga alvo: 20kg');
    await logSet(user);
    await skipRestIfShown(user);
    await logSet(user);
    await skipRestIfShown(user);
    expect(within(runModal()).getByRole('heading', { name: 'Rosca Direta' })).toBeInTheDocument();
    expect(runModal()).not.toHaveTextContent('Carga alvo');
  });

  test("a second tap of a double tap on 'Salvar Série' lands beside the rest timer and leaves it running", async () => {
    const { user, actions } = renderSession();
    await logSet(user);
    const rest = screen.getByRole('dialog', { name: 'Descanso' });
    const shade = rest.parentElement!.querySelector<HTMLElement>('[data-shade]')!;
    await user.click(shade);
    expect(screen.getByRole('dialog', { name: 'Descanso' })).toBeInTheDocument();
    expect(actions.logSet).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Descanso' })).not.toBeInTheDocument();
  });

  test('a timed exercise disables Carga and asks for Tempo (s)', async () => {
    const { user, actions } = renderSession({
      day: emptyDay({
        progress: {
          workoutId: 'w-seg',
          position: { blockIndex: 1, exerciseIndex: 1, setIndex: 0 },
          at: '2025-03-10T10:00:00.000Z',
        },
      }),
    });
    expect(runModal()).toHaveTextContent('2 séries x 40s');
    await user.click(within(runModal()).getByRole('button', { name: 'Registrar Série' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar Série' });
    expect(within(dialog).getByLabelText('Carga (kg)')).toBeDisabled();
    expect(within(dialog).getByLabelText('Tempo (s)')).toHaveValue(40);
    expect(within(dialog).queryByLabelText('Repetições')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Série' }));
    expect(actions.logSet).toHaveBeenCalledWith(
      expect.objectContaining({ exerciseId: 'prancha', setIndex: 0, weight: 0, reps: 40 }),
    );
  });

  test('progress is saved on every change of position, and only then', async () => {
    const { user, actions } = renderSession();
    expect(actions.saveProgress).not.toHaveBeenCalled();
    await logSet(user);
    expect(actions.saveProgress).toHaveBeenLastCalledWith({
      workoutId: 'w-seg',
      position: { blockIndex: 0, exerciseIndex: 0, setIndex: 1 },
      at: expect.any(String),
    });
    await skipRestIfShown(user);
    expect(actions.saveProgress).toHaveBeenCalledTimes(1);
    await user.click(within(runModal()).getByRole('button', { name: 'Fazer Depois' }));
    expect(actions.saveProgress).toHaveBeenCalledTimes(2);
    expect(actions.saveProgress).toHaveBeenLastCalledWith(
      expect.objectContaining({ position: { blockIndex: 1, exerciseIndex: 0, setIndex: 0 } }),
    );
  });

  test('Fazer Depois moves on with a toast and logs nothing', async () => {
    const { user, actions } = renderSession();
    await user.click(within(runModal()).getByRole('button', { name: 'Fazer Depois' }));
    expect((await screen.findAllByText('Supino Reto pulado.'))[0]).toBeInTheDocument();
    expect(runModal()).toHaveTextContent('Série 2 de 2');
    expect(actions.logSet).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Descanso' })).not.toBeInTheDocument();
  });

  test('a saved run continues at its position with the sets logged on any device', () => {
    renderSession({
      day: emptyDay({
        progress: {
          workoutId: 'w-seg',
          position: { blockIndex: 1, exerciseIndex: 1, setIndex: 0 },
          at: '2025-03-10T10:00:00.000Z',
        },
        sets: [
          {
            id: 'a',
            date: DATE,
            workoutId: 'w-seg',
            blockId: 'b1',
            exerciseId: 'supino',
            setIndex: 0,
            weight: 20,
            reps: 10,
            loggedAt: '2025-03-10T09:00:00.000Z',
          },
          {
            id: 'b',
            date: DATE,
            workoutId: 'w-seg',
            blockId: 'b1',
            exerciseId: 'supino',
            setIndex: 1,
            weight: 20,
            reps: 10,
            loggedAt: '2025-03-10T09:02:00.000Z',
          },
          {
            id: 'c',
            date: DATE,
            workoutId: 'w-seg',
            blockId: 'b2',
            exerciseId: 'rosca',
            setIndex: 0,
            weight: 12,
            reps: 12,
            loggedAt: '2025-03-10T09:04:00.000Z',
          },
        ],
      }),
    });
    const modal = runModal();
    expect(within(modal).getByRole('heading', { name: 'Prancha' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('Bi-Set');
    expect(modal).toHaveTextContent('Série 1 de 2');
    expect(modal).toHaveTextContent('3 de 6 séries');
  });

  test("another workout's progress is not this one's", () => {
    renderSession({
      day: emptyDay({
        progress: {
          workoutId: 'other',
          position: { blockIndex: 1, exerciseIndex: 1, setIndex: 1 },
          at: '2025-03-10T10:00:00.000Z',
        },
      }),
    });
    expect(within(runModal()).getByRole('heading', { name: 'Supino Reto' })).toBeInTheDocument();
  });

  test('closing saves the place and returns; an untouched run saves nothing', async () => {
    const first = renderSession();
    await first.user.click(within(runModal()).getByRole('button', { name: 'Fechar e salvar o progresso' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(first.actions.saveProgress).not.toHaveBeenCalled();
  });

  test('closing after a set saves the position again before returning', async () => {
    const { user, actions, onClose } = renderSession();
    await user.click(within(runModal()).getByRole('button', { name: 'Fazer Depois' }));
    await user.click(within(runModal()).getByRole('button', { name: 'Fechar e salvar o progresso' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(actions.saveProgress).toHaveBeenCalledTimes(2);
  });
});
