import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Plan } from '#shared/contracts/plans.ts';
import {
  student,
  SUPINO,
  getStudent,
  searchExercises,
  puts,
  renderEditor,
  pickExercise,
} from './plan-editor.testing.tsx';
import { fakeFetch, json } from '#web/testing/fake-fetch.ts';

// The machine running the suite is shared and slow at times.
vi.setConfig({ testTimeout: 20_000 });

test('saving with a row whose exercise is not chosen says so and sends nothing', async () => {
  const fetch = fakeFetch(getStudent(student()));
  const onClose = renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Salvar Plano de Treino' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Escolha o exercício de cada linha.');
  const row = screen.getByRole('group', { name: 'Bloco 1, exercício 1' });
  expect(within(row).getByRole('button', { name: /^Exercício/ })).toHaveAttribute('aria-invalid', 'true');
  expect(within(row).getByText('Escolha o exercício desta linha.')).toBeInTheDocument();
  expect(puts(fetch)).toEqual([]);
  expect(onClose).not.toHaveBeenCalled();
});

test('a plan changed elsewhere is refused; Recarregar starts again from the current plan', async () => {
  const fresh: Plan = [
    {
      id: 'd9',
      day: 'Sexta-feira',
      label: 'Treino Novo',
      muscleGroups: [],
      warmup: [],
      cooldown: [],
      blocks: [
        {
          id: 'b9',
          type: 'single',
          restAfterBlock: 60,
          exercises: [
            {
              id: 'r9',
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
  const fetch = fakeFetch(
    getStudent(
      student({ version: 1, workoutPlan: fresh.map((d) => ({ ...d, label: 'Treino Velho' })) }),
      student({ version: 2, workoutPlan: fresh }),
    ),
    (_url, init) =>
      init?.method === 'PUT' ? json({ error: { code: 'STUDENT_CHANGED', message: 'x' } }, 409) : undefined,
  );
  const onClose = renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Salvar Plano de Treino' }));
  const alert = await screen.findByText(/Este aluno foi alterado em outro lugar/);
  expect(alert).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
  expect(await screen.findByRole('button', { name: /Sexta-feira — Treino Novo/ })).toBeInTheDocument();
  expect(screen.queryByText(/Este aluno foi alterado em outro lugar/)).toBeNull();
  expect(puts(fetch)).toHaveLength(1);
});

test('an unknown exercise is reported with the ids the server names', async () => {
  fakeFetch(
    getStudent(student({ workoutPlan: [], exerciseNames: {} })),
    searchExercises([SUPINO]),
    (_url, init) =>
      init?.method === 'PUT'
        ? json(
            { error: { code: 'UNKNOWN_EXERCISES', message: 'x', fields: { ids: 'supino-reto-barra' } } },
            400,
          )
        : undefined,
  );
  renderEditor();
  await pickExercise(
    await screen.findByRole('group', { name: 'Bloco 1, exercício 1' }),
    'Sup',
    'Supino Reto com Barra',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Salvar Plano de Treino' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Estes exercícios não existem na base: supino-reto-barra. Nada foi salvo.',
  );
  expect(screen.queryByRole('button', { name: 'Recarregar' })).toBeNull();
});

test('a day left without exercises stops the save and says so in its header', async () => {
  const fetch = fakeFetch(getStudent(student()));
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Remover bloco 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar Plano de Treino' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Dias sem exercícios não são salvos');
  expect(screen.getByRole('button', { name: /Segunda-feira — Treino/ })).toHaveTextContent(
    'Este dia ainda não tem exercícios.',
  );
  expect(puts(fetch)).toEqual([]);
});
