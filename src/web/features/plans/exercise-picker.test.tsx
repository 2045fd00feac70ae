import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Exercise } from '#shared/contracts/exercises.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import { fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { ExercisePicker } from './exercise-picker.tsx';

// The machine running the suite is shared and slow at times; these journeys type a lot.
vi.setConfig({ testTimeout: 20_000 });

function exercise(n: number): Exercise {
  return {
    id: `exercicio-${n}`,
    name: `Exercício ${n}`,
    videoUrl: null,
    gifUrl: null,
    tutorial: '',
    equipment: n % 2 ? 'halteres' : 'peso corporal',
    muscleGroups: { primary: ['Peito', 'Tríceps'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'empurrar_horizontal', 'deitado_costas'),
  };
}

/** 25 exercises, 20 a page, like the server. */
function serveExercises() {
  const all = Array.from({ length: 25 }, (_v, i) => exercise(i + 1));
  return fakeFetch(
    route('GET', '/api/exercises', (url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const items = all.slice((page - 1) * size, page * size);
      return json({ items, total: all.length, page, pageCount: Math.ceil(all.length / size) });
    }),
  );
}

const requested = (fetch: ReturnType<typeof serveExercises>) =>
  fetch.mock.calls.map(([path]) => Object.fromEntries(new URL(path, 'http://localhost').searchParams));

function renderPicker(onPick = vi.fn(), currentId = '') {
  renderWithQueries(
    <ExercisePicker open currentId={currentId} onPick={onPick} onOpenChange={() => undefined} />,
  );
  return onPick;
}

test('the picker lists 20 exercises with equipment and muscles, and Carregar mais brings the rest', async () => {
  const fetch = serveExercises();
  renderPicker(vi.fn(), 'exercicio-2');
  const results = await screen.findByRole('list', { name: 'Resultados' });
  expect(within(results).getAllByRole('button')).toHaveLength(20);
  expect(screen.getByText('25 exercícios encontrados')).toBeInTheDocument();
  expect(within(results).getByRole('button', { name: 'Exercício 1' })).toHaveAccessibleDescription(
    'Halteres · Peito, Tríceps',
  );
  const current = within(results).getByRole('button', { name: 'Exercício 2' });
  expect(current).toHaveAttribute('aria-current', 'true');
  expect(current).toHaveAccessibleDescription('Peso corporal · Peito, Tríceps Selecionado');
  await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
  await waitFor(() => expect(within(results).getAllByRole('button')).toHaveLength(25));
  expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  expect(requested(fetch).map((query) => query.page)).toEqual(['1', '2']);
});

test('typing searches the server once the typing stops; the muscle group filters', async () => {
  const fetch = serveExercises();
  renderPicker();
  await screen.findByRole('list', { name: 'Resultados' });
  expect(screen.getByLabelText('Buscar exercício')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Buscar exercício'), 'triceps');
  await waitFor(() =>
    expect(requested(fetch).at(-1)).toMatchObject({ q: 'triceps', page: '1', pageSize: '20' }),
  );
  // One request for the empty search, one for the word typed: not one per letter.
  expect(fetch).toHaveBeenCalledTimes(2);
  await userEvent.selectOptions(screen.getByLabelText('Grupo muscular'), 'Tríceps');
  await waitFor(() =>
    expect(requested(fetch).at(-1)).toMatchObject({ q: 'triceps', muscleGroup: 'Tríceps' }),
  );
});

test('choosing a result hands the exercise back', async () => {
  serveExercises();
  const onPick = renderPicker();
  await userEvent.click(await screen.findByRole('button', { name: 'Exercício 3' }));
  expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'exercicio-3', name: 'Exercício 3' }));
});
