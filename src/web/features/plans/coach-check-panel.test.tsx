import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { PlanCheck } from '#shared/contracts/ai.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import {
  SUPINO,
  chestPlan,
  getStudent,
  pickExercise,
  renderEditor,
  row,
  searchExercises,
  student,
} from './plan-editor.testing.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PLAN: Plan = chestPlan(row('r1', 'supino-reto-barra', '4', '10', 90));
const withPlan = () =>
  student({ workoutPlan: PLAN, exerciseNames: { 'supino-reto-barra': 'Supino Reto com Barra' } });

async function openPanel() {
  const panel = (await screen.findByText('Checagem do treinador')).closest('details')!;
  await userEvent.click(within(panel).getByText('Checagem do treinador'));
  return panel;
}

test('the count is what the panel lists, and the table highlights only the groups a finding names', async () => {
  const answer: PlanCheck = {
    findings: [
      {
        kind: 'volume_low',
        rule: 'volume.weekly_low',
        group: 'Peito',
        safety: false,
        message: 'Peito: 4 séries por semana, abaixo do indicado (10–18) para o objetivo e o nível do aluno.',
      },
      {
        kind: 'population',
        rule: 'pregnancy.supine',
        safety: true,
        repairable: true,
        workoutId: 'd1',
        rowId: 'r1',
        reason: 'Gestante após o 1º trimestre: evitar exercícios deitada de costas (ACOG 2020)',
        message:
          'Segunda-feira, "Supino Reto com Barra": Gestante após o 1º trimestre: evitar exercícios deitada de costas (ACOG 2020)',
      },
    ],
    // Bíceps is below its old minimum but no finding names it: it is not highlighted.
    weeklySets: [
      { group: 'Peito', sets: 4, min: 10, max: 18 },
      { group: 'Bíceps', sets: 0, min: 0, max: 18 },
      { group: 'Tríceps', sets: 2, min: 6, max: 18 },
    ],
  };
  fakeFetch(
    getStudent(withPlan()),
    route('POST', '/api/students/s1/plan-check', () => json(answer)),
  );
  renderEditor();
  const panel = await openPanel();
  expect(await within(panel).findByText('· 2 ponto(s) de atenção')).toBeInTheDocument();
  const items = within(panel).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Segurança Segunda-feira, "Supino Reto com Barra": Gestante após o 1º trimestre: evitar exercícios deitada de costas (ACOG 2020)',
    'Peito: 4 séries por semana, abaixo do indicado (10–18) para o objetivo e o nível do aluno.',
  ]);
  const flagged = within(panel)
    .getAllByRole('row')
    .filter((row) => row.textContent?.includes('fora do indicado'));
  expect(flagged.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Peito (fora do indicado)',
  ]);
  expect(within(panel).getByRole('row', { name: 'Tríceps 2 6–18' })).toBeVisible();
});

test('a new manual plan settles: it says to choose exercises, then checks the rows that have one', async () => {
  const checked: Plan[] = [];
  const fetch = fakeFetch(
    getStudent(student({ workoutPlan: null })),
    searchExercises([SUPINO]),
    route('POST', '/api/students/s1/plan-check', (_, init) => {
      checked.push(bodyOf<{ plan: Plan }>(init).plan);
      return json({ findings: [], weeklySets: [] });
    }),
  );
  renderEditor();
  const panel = await openPanel();
  expect(await within(panel).findByText('· Escolha os exercícios para checar o plano')).toBeInTheDocument();
  expect(within(panel).queryByText(/Checando/)).toBeNull();
  expect(fetch.mock.calls.some(([path]) => path.endsWith('/plan-check'))).toBe(false);

  const row = screen.getByRole('group', { name: 'Bloco 1, exercício 1' });
  await pickExercise(row, 'Supino', 'Supino Reto com Barra');
  expect(await within(panel).findByText('· Nenhum ponto de atenção')).toBeInTheDocument();
  expect(checked.at(-1)![0]!.blocks[0]!.exercises.map((r) => r.exerciseId)).toEqual(['supino-reto-barra']);
});

test('a check that fails says so instead of checking forever', async () => {
  fakeFetch(
    getStudent(withPlan()),
    route('POST', '/api/students/s1/plan-check', () => json({ error: 'INTERNAL', message: 'x' }, 500)),
  );
  renderEditor();
  const panel = await openPanel();
  expect(await within(panel).findByText('· Checagem indisponível')).toBeInTheDocument();
  expect(within(panel).getByText('Não foi possível checar o plano agora.')).toBeVisible();
});
