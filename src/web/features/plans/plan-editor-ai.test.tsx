import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '#web/lib/router.tsx';
import { expect, test, vi } from 'vitest';
import type { Plan } from '#shared/contracts/plans.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { bodyOf, fakeFetch, json, methodOf, route, type FakeHandler } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast } from '#web/testing/toasts.ts';
import PlanEditor from './plan-editor.tsx';
import { chestPlan, getStudent, row, student } from './plan-editor.testing.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PLAN: Plan = chestPlan(
  row('r1', 'supino-reto-barra', '4', '10', 90),
  row('r2', 'crucifixo-halteres', '3', '12', 60),
);
const withPlan = () =>
  student({
    workoutPlan: PLAN,
    exerciseNames: {
      'supino-reto-barra': 'Supino Reto com Barra',
      'crucifixo-halteres': 'Crucifixo com Halteres',
    },
  });
const quietCheck = route('POST', '/api/students/s1/plan-check', () => json({ findings: [], weeklySets: [] }));

function renderEditor() {
  renderWithQueries(
    <>
      <Toaster />
      <MemoryRouter>
        <PlanEditor studentId="s1" onClose={vi.fn()} />
      </MemoryRouter>
    </>,
  );
}

async function runMenu(item: string) {
  const row = await screen.findByRole('group', { name: 'Bloco 1, exercício 1' });
  await userEvent.click(
    within(row).getByRole('button', { name: 'IA: sugestões para o exercício 1 do bloco 1' }),
  );
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
  return row;
}

test.each([
  ['Variar Exercício', 'variation'],
  ['Sugerir Progressão', 'progression'],
  ['Sugerir Regressão', 'regression'],
])('%s: the row spins, then holds the suggestion and says why', async (item, kind) => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  // The suggestion is held until the test has seen the row busy.
  const slowModification: FakeHandler = async (url) => {
    if (url.pathname !== '/api/students/s1/ai/modification') return undefined;
    await answered;
    return json({
      exerciseId: 'supino-reto-halteres',
      name: 'Supino Reto com Halteres',
      reason: 'Variação: mesmo músculo.',
    });
  };
  const fetch = fakeFetch(getStudent(withPlan()), quietCheck, slowModification);
  renderEditor();
  const row = await runMenu(item);
  const menu = within(row).getByRole('button', { name: 'IA: sugestões para o exercício 1 do bloco 1' });
  expect(
    within(row).getByRole('status', { name: 'A IA está sugerindo uma modificação…' }),
  ).toBeInTheDocument();
  expect(menu).toBeDisabled();
  release();
  expect(await findToast('Modificação sugerida pela IA aplicada!')).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Exercício Supino Reto com Halteres' })).toBeInTheDocument();
  expect(within(row).getByText('IA: Variação: mesmo músculo.')).toBeVisible();
  const [, init] = fetch.mock.calls.find(([path]) => path.endsWith('/ai/modification'))!;
  expect(bodyOf(init)).toEqual({
    kind,
    exerciseId: 'supino-reto-barra',
    dayExerciseIds: ['supino-reto-barra', 'crucifixo-halteres'],
  });
});

test.each([
  [
    json({ error: { code: 'AI_NO_MODIFICATION', message: 'x' } }, 422),
    'A IA não conseguiu sugerir uma modificação válida.',
  ],
  [
    json(
      {
        error: {
          code: 'AI_NO_MODIFICATION',
          message: 'x',
          fields: { reason: 'Não há exercício mais difícil desse padrão adequado a este aluno.' },
        },
      },
      422,
    ),
    'Não há exercício mais difícil desse padrão adequado a este aluno.',
  ],
  [
    json({ error: { code: 'AI_UNAVAILABLE', message: 'x' } }, 502),
    'Erro ao sugerir modificação: O serviço de IA não respondeu. Nada foi alterado; tente novamente em instantes.',
  ],
])('a refused suggestion changes nothing and says why (%#)', async (answer, message) => {
  fakeFetch(
    getStudent(withPlan()),
    quietCheck,
    route('POST', '/api/students/s1/ai/modification', () => answer.clone()),
  );
  renderEditor();
  const row = await runMenu('Variar Exercício');
  expect(await findToast(message)).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Exercício Supino Reto com Barra' })).toBeInTheDocument();
});

test('Corrigir: the swap dialog offers alternatives; with a reason the AI learns it, without one nothing is sent', async () => {
  const fetch = fakeFetch(
    getStudent(withPlan()),
    quietCheck,
    route('POST', '/api/students/s1/ai/modification', () =>
      json({ exerciseId: 'supino-reto-halteres', name: 'Supino Reto com Halteres', reason: 'Variação.' }),
    ),
    route('POST', '/api/students/s1/ai/alternatives', () =>
      json({
        alternatives: [
          { exerciseId: 'flexao-de-bracos', name: 'Flexão de Braços', reason: 'Peito com peso corporal.' },
          { exerciseId: 'supino-maquina', name: 'Supino na Máquina', reason: 'Peito com máquina.' },
        ],
      }),
    ),
    route('POST', '/api/students/s1/ai/corrections', () => json({ saved: true, preference: null })),
  );
  renderEditor();
  const row = await runMenu('Variar Exercício');
  await userEvent.click(await within(row).findByRole('button', { name: 'Corrigir' }));
  let swap = await screen.findByRole('dialog', { name: 'Trocar Exercício' });
  await userEvent.type(
    within(swap).getByLabelText('Por que a sugestão não serviu? (opcional)'),
    'o aluno não tem banco',
  );
  await userEvent.click(await within(swap).findByRole('button', { name: /Flexão de Braços/ }));
  expect(await findToast('IA aprendeu uma nova preferência!')).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Exercício Flexão de Braços' })).toBeInTheDocument();
  const corrections = fetch.mock.calls.filter(([path]) => path.endsWith('/ai/corrections'));
  expect(bodyOf(corrections[0]![1])).toEqual({
    suggestedExerciseId: 'supino-reto-halteres',
    chosenExerciseId: 'flexao-de-bracos',
    reason: 'o aluno não tem banco',
  });

  await runMenu('Variar Exercício');
  await userEvent.click(await within(row).findByRole('button', { name: 'Corrigir' }));
  swap = await screen.findByRole('dialog', { name: 'Trocar Exercício' });
  await userEvent.click(await within(swap).findByRole('button', { name: /Supino na Máquina/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trocar Exercício' })).toBeNull());
  expect(fetch.mock.calls.filter(([path]) => path.endsWith('/ai/corrections'))).toHaveLength(1);
});

test("the coach's check follows the edits: once after a pause, with findings and weekly sets", async () => {
  const fetch = fakeFetch(
    getStudent(withPlan()),
    route('POST', '/api/students/s1/plan-check', (_, init) => {
      const sets = bodyOf<{ plan: Plan }>(init).plan[0]!.blocks[0]!.exercises[0]!.sets;
      return json({
        findings: [
          { kind: 'volume_low', message: `Peito: ${sets} séries por semana, abaixo do indicado (10–16).` },
        ],
        weeklySets: [{ group: 'Peito', sets: Number(sets), min: 10, max: 16 }],
      });
    }),
  );
  renderEditor();
  const panel = (await screen.findByText('Checagem do treinador')).closest('details')!;
  expect(await within(panel).findByText('· 1 ponto(s) de atenção')).toBeInTheDocument();
  await userEvent.click(within(panel).getByText('Checagem do treinador'));
  expect(within(panel).getByText('Peito: 4 séries por semana, abaixo do indicado (10–16).')).toBeVisible();
  expect(within(panel).getByRole('row', { name: 'Peito 4 10–16' })).toBeVisible();

  const row = screen.getByRole('group', { name: 'Bloco 1, exercício 1' });
  await userEvent.clear(within(row).getByLabelText('Séries'));
  await userEvent.type(within(row).getByLabelText('Séries'), '5');
  expect(
    await within(panel).findByText('Peito: 5 séries por semana, abaixo do indicado (10–16).'),
  ).toBeVisible();
  // Typing '' then '5' was checked once, after the pause, not once per key.
  const checks = fetch.mock.calls.filter(
    ([path, init]) => path.endsWith('/plan-check') && methodOf(init) === 'POST',
  );
  expect(
    checks.map(([, init]) => bodyOf<{ plan: Plan }>(init).plan[0]!.blocks[0]!.exercises[0]!.sets),
  ).toEqual(['4', '5']);
});
