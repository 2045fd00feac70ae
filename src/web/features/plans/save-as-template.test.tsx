import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Plan } from '#shared/contracts/plans.ts';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { getStudent, renderEditor, student } from './plan-editor.testing.tsx';

vi.setConfig({ testTimeout: 20_000 });

const workout = (id: string, day: Plan[number]['day'], label: string): Plan[number] => ({
  id,
  day,
  label,
  muscleGroups: [],
  warmup: [],
  cooldown: [],
  blocks: [
    {
      id: `${id}-b`,
      type: 'single',
      restAfterBlock: 60,
      exercises: [
        {
          id: `${id}-r`,
          exerciseId: 'supino-reto-barra',
          sets: '3',
          reps: '12',
          durationType: 'reps',
          rest: 60,
        },
      ],
    },
  ],
});

const PLAN: Plan = [workout('a', 'Segunda-feira', 'Treino A'), workout('b', 'Quinta-feira', 'Treino B')];

test("'Salvar como modelo' asks the details in pt-BR, takes the plan's days and leaves the student's plan as it was", async () => {
  const user = userEvent.setup();
  const fetch = fakeFetch(
    getStudent(
      student({ workoutPlan: PLAN, exerciseNames: { 'supino-reto-barra': 'Supino Reto com Barra' } }),
    ),
    route('POST', '/api/templates', (_url, init) => json({ ...bodyOf<object>(init), id: 't1' }, 201)),
    // The coach's reading and check beside the editor are not what this test looks at.
    (url) => (url.pathname.startsWith('/api/students/s1/') ? json({}, 404) : undefined),
  );
  const onClose = renderEditor();
  const editor = await screen.findByRole('dialog', { name: 'Editar Treino de Bruna' });
  await user.click(within(editor).getByRole('button', { name: 'Salvar como modelo' }));

  const save = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
  expect(within(save).getByText('2 dias por semana (os dias do plano)')).toBeInTheDocument();
  await user.click(within(save).getByRole('button', { name: 'Salvar modelo' }));
  expect(within(save).getByText('Dê um nome ao modelo.')).toBeInTheDocument();
  expect(within(save).getByText('Escolha o nível do modelo.')).toBeInTheDocument();
  expect(within(save).getByText('Escolha o objetivo do modelo.')).toBeInTheDocument();
  expect(fetch.mock.calls.some(([path]) => String(path) === '/api/templates')).toBe(false);

  await user.type(within(save).getByLabelText('Nome do modelo'), '  Peito 2x  ');
  await user.selectOptions(within(save).getByLabelText('Nível'), 'Avançado');
  await user.selectOptions(within(save).getByLabelText('Objetivo'), 'Hipertrofia (ganho de massa)');
  expect(within(save).queryByText('Dê um nome ao modelo.')).toBeNull();
  await user.click(within(save).getByRole('button', { name: 'Salvar modelo' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Salvar como modelo' })).toBeNull());
  const post = fetch.mock.calls.find(
    ([path, init]) => String(path) === '/api/templates' && init?.method === 'POST',
  );
  expect(bodyOf(post?.[1])).toEqual({
    name: 'Peito 2x',
    description: '',
    level: 'avancado',
    goal: 'Hipertrofia (ganho de massa)',
    days: 2,
    plan: PLAN,
  });
  // The editor stays open on the student's plan; nothing was saved to the student.
  expect(onClose).not.toHaveBeenCalled();
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
});
