import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Plan } from '#shared/contracts/plans.ts';
import {
  student,
  exercise,
  SUPINO,
  getStudent,
  searchExercises,
  puts,
  renderEditor,
  renderEditorAt,
  pickExercise,
} from './plan-editor.testing.tsx';
import { fakeFetch, json } from '#web/testing/fake-fetch.ts';

// The machine running the suite is shared and slow at times; these journeys type a lot.
vi.setConfig({ testTimeout: 20_000 });

test('a student without a plan starts from one Monday with one row to choose', async () => {
  fakeFetch(getStudent(student()));
  renderEditor();
  expect(screen.getByText('Carregando...')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Editar Treino de Bruna' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Segunda-feira — Treino/, expanded: true })).toBeInTheDocument();
  const row = screen.getByRole('group', { name: 'Bloco 1, exercício 1' });
  expect(within(row).getByRole('button', { name: 'Exercício Selecione...' })).toBeInTheDocument();
  expect(within(row).getByLabelText('Séries')).toHaveValue('3');
  expect(within(row).getByLabelText('Reps ou tempo')).toHaveValue('12');
  expect(within(row).getByLabelText('Unidade')).toHaveDisplayValue('reps');
  expect(within(row).getByLabelText('Descanso (s)')).toHaveValue('60');
  expect(screen.getByLabelText('Tipo de bloco')).toHaveDisplayValue('Simples');
  expect(screen.getByLabelText('Descanso após o bloco (s)')).toHaveValue('60');
});

test('a plan built in the editor is saved with the version it read, then the editor closes', async () => {
  const fetch = fakeFetch(
    getStudent(student({ version: 7 })),
    searchExercises([SUPINO, exercise('triceps-corda', 'Tríceps Corda na Polia')]),
    (url, init) =>
      init?.method === 'PUT' && url.pathname === '/api/students/s1/plan'
        ? json(student({ version: 8, workoutPlan: (JSON.parse(String(init.body)) as { plan: Plan }).plan }))
        : undefined,
  );
  const onClose = renderEditor();
  await userEvent.clear(await screen.findByLabelText('Nome do treino'));
  await userEvent.type(screen.getByLabelText('Nome do treino'), 'Treino A');
  const row = screen.getByRole('group', { name: 'Bloco 1, exercício 1' });
  await pickExercise(row, 'Supino', 'Supino Reto com Barra');
  // Focus comes back to the field that opened the picker.
  expect(within(row).getByRole('button', { name: 'Exercício Supino Reto com Barra' })).toHaveFocus();
  await userEvent.clear(within(row).getByLabelText('Séries'));
  await userEvent.type(within(row).getByLabelText('Séries'), '4');
  await userEvent.clear(within(row).getByLabelText('Carga alvo (kg)'));
  await userEvent.type(within(row).getByLabelText('Carga alvo (kg)'), '22,5');

  await userEvent.selectOptions(screen.getByLabelText('Tipo de bloco'), 'Bi-set');
  const second = screen.getByRole('group', { name: 'Bloco 1, exercício 2' });
  await pickExercise(second, 'Triceps', 'Tríceps Corda na Polia');
  await userEvent.selectOptions(within(second).getByLabelText('Unidade'), 'seg');

  await userEvent.click(screen.getByRole('button', { name: 'Salvar Plano de Treino' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const [put] = puts(fetch);
  expect(put?.body.version).toBe(7);
  expect(put?.body.plan).toHaveLength(1);
  expect(put?.body.plan[0]).toMatchObject({ day: 'Segunda-feira', label: 'Treino A' });
  expect(put?.body.plan[0]?.blocks[0]).toMatchObject({
    type: 'biset',
    restAfterBlock: 60,
    exercises: [
      { exerciseId: 'supino-reto-barra', sets: '4', reps: '12', durationType: 'reps', targetWeight: 22.5 },
      { exerciseId: 'triceps-corda', sets: '3', durationType: 'time' },
    ],
  });
});

test('a saved plan opens with its names, units and block types', async () => {
  const plan: Plan = [
    {
      id: 'd1',
      day: 'Quarta-feira',
      label: 'Treino B',
      muscleGroups: [],
      warmup: [{ exerciseId: 'polichinelo', duration: '5 min' }],
      cooldown: [],
      blocks: [
        {
          id: 'b1',
          type: 'triset',
          restAfterBlock: 90,
          exercises: [
            { id: 'r1', exerciseId: 'prancha', sets: '3', reps: '30', durationType: 'time', rest: 45 },
            {
              id: 'r2',
              exerciseId: 'supino-reto-barra',
              sets: '3',
              reps: '12',
              durationType: 'reps',
              rest: 60,
            },
            {
              id: 'r3',
              exerciseId: 'supino-reto-barra',
              sets: '3',
              reps: '12',
              durationType: 'reps',
              rest: 60,
            },
          ],
        },
      ],
    },
  ];
  fakeFetch(
    getStudent(
      student({
        workoutPlan: plan,
        exerciseNames: {
          prancha: 'Prancha Abdominal',
          'supino-reto-barra': 'Supino Reto com Barra',
          polichinelo: 'Polichinelo',
        },
      }),
    ),
  );
  renderEditor();
  expect(await screen.findByRole('button', { name: /Quarta-feira — Treino B/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Tipo de bloco')).toHaveDisplayValue('Tri-set');
  const row = screen.getByRole('group', { name: 'Bloco 1, exercício 1' });
  expect(within(row).getByRole('button', { name: 'Exercício Prancha Abdominal' })).toBeInTheDocument();
  expect(within(row).getByLabelText('Unidade')).toHaveDisplayValue('seg');
  const warmup = screen.getByRole('group', { name: 'Aquecimento, item 1' });
  expect(within(warmup).getByRole('button', { name: 'Exercício Polichinelo' })).toBeInTheDocument();
});

test('days are added on the next free weekday, and removed only after a confirmation', async () => {
  fakeFetch(getStudent(student()));
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Dia' }));
  expect(screen.getByRole('button', { name: /Terça-feira — Treino/, expanded: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Segunda-feira — Treino/, expanded: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remover dia' }));
  expect(screen.getByRole('group', { name: /Remover Terça-feira — Treino\?/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manter dia' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Sim, remover dia' }));
  expect(screen.queryByRole('button', { name: /Terça-feira/ })).toBeNull();
});

test('warm-up items are added with 5 min and need an exercise too', async () => {
  fakeFetch(getStudent(student()));
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ao Aquecimento' }));
  const item = screen.getByRole('group', { name: 'Aquecimento, item 1' });
  expect(within(item).getByLabelText('Duração')).toHaveValue('5 min');
  await userEvent.click(within(item).getByRole('button', { name: 'Remover item 1 de Aquecimento' }));
  expect(screen.queryByRole('group', { name: 'Aquecimento, item 1' })).toBeNull();
});

test('Escape and Cancelar close an untouched editor at once', async () => {
  fakeFetch(getStudent(student()));
  const onClose = renderEditor();
  await screen.findByRole('dialog', { name: 'Editar Treino de Bruna' });
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('with edits, Cancelar, the X and Escape ask Descartar alterações?; keeping keeps them', async () => {
  fakeFetch(getStudent(student()));
  const onClose = renderEditor();
  await screen.findByRole('dialog', { name: 'Editar Treino de Bruna' });
  await userEvent.type(screen.getByLabelText('Nome do treino'), ' A');
  const ways = [
    () => userEvent.click(screen.getByRole('button', { name: 'Cancelar' })),
    () => userEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!),
    () => userEvent.keyboard('{Escape}'),
  ];
  for (const way of ways) {
    await way();
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    expect(ask).toHaveTextContent(
      'As alterações no treino de Bruna ainda não foram salvas e serão perdidas.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Nome do treino')).toHaveValue('Treino A');
  }
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Descartar' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("with edits, the browser's Back asks first; kept, Back asks again; dropped, it goes back", async () => {
  fakeFetch(getStudent(student()));
  const { onClose, router } = renderEditorAt();
  await screen.findByRole('dialog', { name: 'Editar Treino de Bruna' });
  await userEvent.type(screen.getByLabelText('Nome do treino'), ' A');

  await act(() => router.navigate(-1));
  let ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
  expect(router.state.location.pathname).toBe('/personal/alunos/s1/plano');
  await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
  expect(screen.getByLabelText('Nome do treino')).toHaveValue('Treino A');

  await act(() => router.navigate(-1));
  ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Descartar' }));
  expect(await screen.findByText('Fora do editor')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/personal/alunos/s1');
  expect(onClose).not.toHaveBeenCalled();
});
