import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { TemplateDetail, TemplatePreview } from '#shared/contracts/templates.ts';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { ApplyDialog } from './apply-dialog.tsx';

const MODEL: TemplateDetail = {
  id: 't1',
  name: 'Full body 2x',
  description: '',
  level: 'iniciante',
  goal: 'Condicionamento físico',
  days: 2,
  starter: false,
  exerciseCount: 2,
  version: 3,
  updatedAt: '2026-11-28T00:00:00.000Z',
  plan: [
    {
      id: 'a',
      day: 'Segunda-feira',
      label: 'Treino A',
      muscleGroups: [],
      warmup: [],
      cooldown: [],
      blocks: [],
    },
    {
      id: 'b',
      day: 'Quarta-feira',
      label: 'Treino B',
      muscleGroups: [],
      warmup: [],
      cooldown: [],
      blocks: [],
    },
  ],
  exerciseNames: {},
};

const SWAP = {
  workoutId: 'a',
  day: 'Terça-feira' as const,
  fromExerciseId: 'agachamento-salto',
  fromName: 'Agachamento com Salto',
  toExerciseId: 'leg-press-45',
  toName: 'Leg Press 45°',
  reason: 'impacto, aluna gestante',
  text: 'Agachamento com Salto → Leg Press 45°: impacto, aluna gestante',
};

const PREVIEW: TemplatePreview = {
  templateId: 't1',
  version: 3,
  students: [
    {
      studentId: 's1',
      name: 'Ana Lima',
      status: 'ready',
      availableDays: ['Terça-feira', 'Quinta-feira', 'Sábado'],
      days: ['Terça-feira', 'Quinta-feira'],
      swaps: [SWAP],
      warnings: [],
      hasPlan: false,
      suggestion: null,
    },
    {
      studentId: 's2',
      name: 'Bia Souza',
      status: 'not_enough_days',
      availableDays: ['Sábado'],
      days: [],
      swaps: [],
      warnings: [],
      hasPlan: true,
      suggestion: { id: 't9', name: 'Full body 1x', days: 1 },
    },
  ],
};

const students = route('GET', '/api/students', () =>
  json({
    items: [
      { id: 's1', name: 'Ana Lima' },
      { id: 's2', name: 'Bia Souza' },
    ],
    total: 2,
    page: 1,
    pageCount: 1,
  }),
);

test('applies a model to two students: moved days, the swaps listed, the one without days told so', async () => {
  const user = userEvent.setup();
  const fetch = fakeFetch(
    students,
    route('GET', '/api/templates/t1', () => json(MODEL)),
    route('POST', '/api/templates/t1/preview', () => json(PREVIEW)),
    route('POST', '/api/templates/t1/apply', () =>
      json({
        templateId: 't1',
        version: 3,
        results: [
          {
            studentId: 's1',
            name: 'Ana Lima',
            status: 'applied',
            days: ['Sábado', 'Quinta-feira'],
            swaps: [SWAP],
            warnings: [],
          },
        ],
      }),
    ),
  );
  const onOtherTemplate = vi.fn();
  renderWithQueries(
    <ApplyDialog
      template={{ id: 't1', name: 'Full body 2x' }}
      onClose={() => {}}
      onOtherTemplate={onOtherTemplate}
    />,
  );

  const dialog = await screen.findByRole('dialog', { name: 'Aplicar "Full body 2x"' });
  const next = within(dialog).getByRole('button', { name: 'Ver prévia' });
  expect(next).toBeDisabled();
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Ana Lima' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Bia Souza' }));
  expect(within(dialog).getByText('2 alunos selecionados')).toBeInTheDocument();
  await user.click(next);

  const ana = await within(dialog).findByRole('region', { name: 'Ana Lima' });
  expect(within(ana).getByText(SWAP.text)).toBeInTheDocument();
  // Moving Treino A to Saturday; Treino B stays on Thursday.
  await user.selectOptions(
    within(ana).getByRole('combobox', { name: 'Dia da semana para Treino A' }),
    'Sábado',
  );
  const bia = within(dialog).getByRole('region', { name: 'Bia Souza' });
  expect(within(bia).getByText(/Tem 1 dia\(s\) disponível\(is\) e o modelo tem 2/)).toBeInTheDocument();
  expect(within(bia).getByText('Modelo mais próximo: Full body 1x (1x por semana).')).toBeInTheDocument();
  // Ana can take this model: switching to the closest model now would drop her, so it is offered after applying.
  expect(within(bia).queryByRole('button', { name: 'Usar "Full body 1x"' })).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Aplicar a 1 aluno' }));
  expect(
    await within(dialog).findByText('Plano de Ana Lima criado: aguardando sua revisão.'),
  ).toBeInTheDocument();
  const apply = fetch.mock.calls.find(([path]) => String(path).endsWith('/apply'));
  expect(bodyOf(apply?.[1])).toEqual({
    studentIds: ['s1'],
    placements: [{ studentId: 's1', days: ['Sábado', 'Quinta-feira'] }],
    version: 3,
  });

  await user.click(within(dialog).getByRole('button', { name: 'Aplicar "Full body 1x" a Bia Souza' }));
  expect(onOtherTemplate).toHaveBeenCalledWith(
    { id: 't9', name: 'Full body 1x', days: 1 },
    new Map([['s2', 'Bia Souza']]),
  );
});

test('a model changed since the preview is previewed again and says so', async () => {
  const user = userEvent.setup();
  let previews = 0;
  fakeFetch(
    students,
    route('GET', '/api/templates/t1', () => json(MODEL)),
    route('POST', '/api/templates/t1/preview', () => {
      previews += 1;
      return json({ ...PREVIEW, students: [PREVIEW.students[0]] });
    }),
    route('POST', '/api/templates/t1/apply', () =>
      json({ error: { code: 'TEMPLATE_CHANGED', message: 'O modelo foi alterado.' } }, 409),
    ),
  );
  renderWithQueries(
    <ApplyDialog
      template={{ id: 't1', name: 'Full body 2x' }}
      onClose={() => {}}
      onOtherTemplate={() => {}}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Ana Lima' }));
  await user.click(within(dialog).getByRole('button', { name: 'Ver prévia' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Aplicar a 1 aluno' }));
  expect(
    await within(dialog).findByText(
      'O modelo mudou depois da prévia. Veja a prévia de novo antes de aplicar.',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(previews).toBe(2));
});
