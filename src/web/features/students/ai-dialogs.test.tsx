import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { bodyOf, fakeFetch, json, methodOf, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast } from '#web/testing/toasts.ts';
import StudentDialog from './student-dialog.tsx';

const student = (overrides: Partial<StudentDetail> = {}) =>
  buildStudent({ id: 'st-1', name: 'Ana Souza', version: 4, ...overrides });
const READING = {
  lines: ['gestante de 22 semanas', 'sem impacto'],
  person: {
    ageBand: 'adult',
    level: 'iniciante',
    goal: 'health',
    days: [],
    sessionMinutes: 60,
    liked: [],
    disliked: [],
    conditions: [
      { kind: 'pregnancy', acute: false, weeks: 22, label: 'gestante de 22 semanas', source: 'anamnese' },
    ],
    limits: [{ kind: 'no_impact', label: 'sem impacto', source: 'anamnese' }],
    sports: [],
    fitness: {},
    medicalClearance: false,
  },
  corrections: {
    addConditions: [],
    removeConditions: [],
    addLimits: [],
    removeLimits: [],
    addSports: [],
    removeSports: [],
  },
};
const SPLIT = { 'Segunda-feira': ['Peito', 'Tríceps'], 'Quinta-feira': ['Costas', 'Bíceps'] };

function renderDialog() {
  const onEditPlan = vi.fn();
  renderWithQueries(
    <>
      <Toaster />
      <StudentDialog studentId="st-1" onClose={vi.fn()} onEditPlan={onEditPlan} />
    </>,
  );
  return onEditPlan;
}

async function openSplit() {
  const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar Novo Plano' }));
  return screen.findByRole('dialog', { name: 'Definir Divisão de Treino' });
}

test('Gerar Novo Plano: the suggested split, edited, then the plan; it waits for review in the editor', async () => {
  const generated = student({ version: 5, planStatus: 'pending_review', workoutPlan: buildPlan() });
  const fetch = fakeFetch(
    route('GET', '/api/students/st-1', () => json(student())),
    route('POST', '/api/students/st-1/ai/split', () =>
      json({ split: SPLIT, reason: '2 dias disponíveis: corpo inteiro.' }),
    ),
    route('POST', '/api/students/st-1/ai/plan', () => json(generated)),
    route('GET', '/api/students/st-1/coach-reading', () => json(READING)),
  );
  const onEditPlan = renderDialog();
  const split = await openSplit();
  expect(await findToast('Sugestão de divisão de treino gerada!')).toBeVisible();
  // What the coach understood, before anything is generated.
  expect(await within(split).findByText('gestante de 22 semanas; sem impacto.')).toBeVisible();
  expect(within(split).getByText('2 dias disponíveis: corpo inteiro.')).toBeVisible();
  const monday = within(split).getByRole('group', { name: 'Grupos musculares de Segunda-feira' });
  expect(within(monday).getByRole('button', { name: 'Peito' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(monday).getByRole('button', { name: 'Ombros' }));
  await userEvent.click(within(monday).getByRole('button', { name: 'Tríceps' }));

  const generate = within(split).getByRole('button', { name: 'Gerar Plano' });
  await userEvent.click(generate);
  expect(await findToast('Plano de treino gerado para Ana Souza! Revise antes de ativar.')).toBeVisible();
  await waitFor(() => expect(onEditPlan).toHaveBeenCalledWith('st-1'));
  const posted = fetch.mock.calls.filter(
    ([path, init]) => path.endsWith('/ai/plan') && methodOf(init) === 'POST',
  );
  expect(posted).toHaveLength(1);
  expect(bodyOf(posted[0]![1])).toEqual({
    version: 4,
    split: { 'Segunda-feira': ['Peito', 'Ombros'], 'Quinta-feira': ['Costas', 'Bíceps'] },
  });
});

test('a day left without groups stops the generation until one is chosen', async () => {
  fakeFetch(
    route('GET', '/api/students/st-1', () => json(student())),
    route('POST', '/api/students/st-1/ai/split', () =>
      json({ split: { 'Segunda-feira': ['Peito'] }, reason: 'x' }),
    ),
  );
  renderDialog();
  const split = await openSplit();
  await userEvent.click(await within(split).findByRole('button', { name: 'Peito' }));
  expect(within(split).getByText('Escolha ao menos um grupo em cada dia.')).toBeVisible();
  expect(within(split).getByRole('button', { name: 'Gerar Plano' })).toBeDisabled();
});

test("no available days: the spec's message in the dialog, nothing to generate", async () => {
  fakeFetch(
    route('GET', '/api/students/st-1', () => json(student())),
    route('POST', '/api/students/st-1/ai/split', () =>
      json({ error: { code: 'AI_NO_DAYS', message: 'x' } }, 422),
    ),
  );
  renderDialog();
  const split = await openSplit();
  expect(await within(split).findByRole('alert')).toHaveTextContent(
    'O aluno não informou os dias disponíveis na anamnese.',
  );
  expect(within(split).getByRole('button', { name: 'Gerar Plano' })).toBeDisabled();
});

test('the split or the plan failing: the spec toasts, and a rotated key is said', async () => {
  let plan = 0;
  fakeFetch(
    route('GET', '/api/students/st-1', () => json(student())),
    route('POST', '/api/students/st-1/ai/split', () => {
      const response = json({ split: SPLIT, reason: 'x' });
      response.headers.set('x-ai-notice', 'key-rotated');
      return response;
    }),
    route('POST', '/api/students/st-1/ai/plan', () => {
      plan += 1;
      return json({ error: { code: 'AI_UNAVAILABLE', message: 'x' } }, 502);
    }),
  );
  renderDialog();
  const split = await openSplit();
  expect(
    await findToast('A cota de uma chave de API foi atingida. A próxima chave foi usada.'),
  ).toBeVisible();
  await userEvent.click(await within(split).findByRole('button', { name: 'Gerar Plano' }));
  expect(await findToast('Falha ao gerar o plano de treino. Verifique o console.')).toBeVisible();
  expect(plan).toBe(1);
});

test('Assistente de Periodização: methodology and duration in, the structure out; a failure says so', async () => {
  let fail = false;
  const fetch = fakeFetch(
    route('GET', '/api/students/st-1', () => json(student())),
    route('POST', '/api/students/st-1/ai/periodization', () =>
      fail
        ? json({ error: { code: 'AI_UNAVAILABLE', message: 'x' } }, 502)
        : json({ text: 'Periodização Blocos — 16 semanas para Ana' }),
    ),
  );
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Assistente de Periodização' }));
  const assistant = await screen.findByRole('dialog', { name: 'Assistente de Periodização' });
  const result = within(assistant).getByRole('textbox', { name: 'Estrutura da periodização' });
  expect(result).toHaveAttribute('placeholder', 'A estrutura da sua periodização aparecerá aqui.');
  expect(within(assistant).getByRole('button', { name: 'Aplicar (Em Breve)' })).toBeDisabled();
  expect(within(assistant).getByRole('combobox', { name: 'Metodologia' })).toHaveValue('Linear');
  expect(within(assistant).getByRole('combobox', { name: 'Duração' })).toHaveValue('12');
  await userEvent.selectOptions(within(assistant).getByRole('combobox', { name: 'Metodologia' }), 'Blocos');
  await userEvent.selectOptions(within(assistant).getByRole('combobox', { name: 'Duração' }), '16 Semanas');
  await userEvent.click(within(assistant).getByRole('button', { name: 'Gerar Estrutura' }));
  await waitFor(() => expect(result).toHaveValue('Periodização Blocos — 16 semanas para Ana'));
  const [, init] = fetch.mock.calls.find(([path]) => path.endsWith('/ai/periodization'))!;
  expect(bodyOf(init)).toEqual({ methodology: 'Blocos', weeks: 16 });

  fail = true;
  await userEvent.click(within(assistant).getByRole('button', { name: 'Gerar Estrutura' }));
  expect(
    await findToast(
      'Erro ao gerar periodização: O serviço de IA não respondeu. Nada foi alterado; tente novamente em instantes.',
    ),
  ).toBeVisible();
  expect(result).toHaveValue('Falha ao gerar o plano. Verifique o console ou as chaves de API.');
});
