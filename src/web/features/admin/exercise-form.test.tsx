import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Exercise, ExerciseTraits } from '#shared/contracts/exercises.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { ExerciseForm } from './exercise-form.tsx';

// The machine running the suite is shared and slow at times; these journeys type a lot.
vi.setConfig({ testTimeout: 20_000 });

const supino: Exercise = {
  id: 'supino-reto-barra',
  name: 'Supino Reto com Barra',
  videoUrl: null,
  gifUrl: null,
  tutorial: '1. Deite.\n2. Empurre.\n3. Desça.',
  equipment: 'barra',
  muscleGroups: { primary: ['Peito'], secondary: ['Tríceps'] },
  difficulty: 'intermediario',
  contraindications: [],
  traits: traitsOf('m', 'empurrar_horizontal', 'deitado_costas'),
};

function server() {
  return fakeFetch(
    route('POST', '/api/admin/exercises', (_url, init) => json(bodyOf(init), 201)),
    route('PUT', '/api/admin/exercises/supino-reto-barra', (_url, init) =>
      json({ id: 'supino-reto-barra', ...bodyOf<object>(init) }),
    ),
  );
}

const sent = (fetch: ReturnType<typeof server>) =>
  bodyOf<{ traits: ExerciseTraits }>(fetch.mock.calls.at(-1)![1]).traits;
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const selected = (label: string) => select(label).selectedOptions[0]?.textContent;
const box = (label: string) => screen.getByRole('checkbox', { name: label });

test('an edit shows every trait with its pt-BR label, and saves what the admin changes', async () => {
  const fetch = server();
  const onClose = vi.fn();
  renderWithQueries(<ExerciseForm exercise={supino} nested={false} onClose={onClose} />);
  expect(screen.getByRole('group', { name: 'O que o exercício exige do corpo' })).toBeVisible();
  expect(selected('Padrão de movimento')).toBe('Empurrar horizontal');
  expect(selected('Posição do corpo')).toBe('Deitado de costas');
  expect(selected('Impacto')).toBe('Nenhum');
  expect(selected('Exigência de equilíbrio')).toBe('Baixa');
  expect(selected('Gênero do nome (o/a)')).toBe('o (masculino: o Supino)');
  for (const label of [
    'No chão',
    'Carga axial na coluna',
    'Flexão/rotação da coluna com carga',
    'Exercício principal',
  ])
    expect(box(label)).not.toBeChecked();

  await userEvent.click(box('Exercício principal'));
  await userEvent.selectOptions(select('Exigência de equilíbrio'), 'Média');
  await userEvent.selectOptions(select('Posição do corpo'), 'Inclinado de cabeça para baixo');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent(fetch)).toEqual({
    ...supino.traits,
    mainLift: true,
    balance: 'medio',
    position: 'cabeca_para_baixo',
  });
});

test("a new exercise's traits follow its name until the admin chooses one", async () => {
  const fetch = server();
  const onClose = vi.fn();
  renderWithQueries(<ExerciseForm exercise={null} nested={false} onClose={onClose} />);
  expect(screen.getByText(/Deduzidas do nome, do equipamento e dos músculos/)).toBeVisible();
  await userEvent.type(screen.getByLabelText(/^ID/), 'abdominal-rumo');
  await userEvent.type(screen.getByLabelText('Nome'), 'Abdominal Supra no Solo');
  expect(selected('Padrão de movimento')).toBe('Flexão/rotação de tronco');
  expect(selected('Posição do corpo')).toBe('Deitado de costas');
  expect(box('Flexão/rotação da coluna com carga')).toBeChecked();
  expect(box('No chão')).toBeChecked();

  await userEvent.selectOptions(select('Impacto'), 'Baixo (passos, sem saltos)');
  expect(screen.getByText(/A IA usa estas características/)).toBeVisible();
  await userEvent.type(screen.getByLabelText('Nome'), ' com Salto');
  expect(selected('Impacto')).toBe('Baixo (passos, sem saltos)');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent(fetch)).toMatchObject({
    pattern: 'flexao_rotacao_tronco',
    spinalFlexion: true,
    impact: 'baixo',
  });
});
