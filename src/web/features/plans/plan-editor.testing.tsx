import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '#web/lib/router.tsx';
import { expect, vi } from 'vitest';
import type { Exercise } from '#shared/contracts/exercises.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import { fakeFetch, json, type FakeHandler } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import PlanEditor from './plan-editor.tsx';

/** Builders and a fake server for the plan editor's tests (one student, 's1'). */

export const student = (overrides: Partial<StudentDetail> = {}) =>
  buildStudent({ name: 'Bruna Costa', email: 'bruna@exemplo.com', ...overrides });

export function exercise(id: string, name: string): Exercise {
  return {
    id,
    name,
    videoUrl: null,
    gifUrl: null,
    tutorial: '',
    equipment: 'barra',
    muscleGroups: { primary: ['Peito'], secondary: [] },
    difficulty: 'iniciante',
    contraindications: [],
    traits: traitsOf('m', 'empurrar_horizontal', 'deitado_costas'),
  };
}

export const SUPINO = exercise('supino-reto-barra', 'Supino Reto com Barra');

type PlanExercise = Plan[number]['blocks'][number]['exercises'][number];

/** A row of a plan: `sets` × `reps` with `rest` seconds between sets. */
export const row = (id: string, exerciseId: string, sets: string, reps: string, rest: number): PlanExercise => ({
  id,
  exerciseId,
  sets,
  reps,
  durationType: 'reps',
  rest,
});

/** A one-day plan, 'Peito' on Monday, one block of single exercises. */
export const chestPlan = (...exercises: PlanExercise[]): Plan => [
  {
    id: 'd1',
    day: 'Segunda-feira',
    label: 'Peito',
    muscleGroups: [],
    warmup: [],
    cooldown: [],
    blocks: [{ id: 'b1', type: 'single', restAfterBlock: 90, exercises }],
  },
];

export const getStudent =
  (...answers: StudentDetail[]): FakeHandler =>
  (url, init) => {
    if (url.pathname !== '/api/students/s1' || (init?.method ?? 'GET') !== 'GET') return undefined;
    return json(answers.length > 1 ? answers.shift() : answers[0]);
  };

export const searchExercises =
  (items: Exercise[]): FakeHandler =>
  (url) => {
    if (url.pathname !== '/api/exercises') return undefined;
    const q = url.searchParams.get('q') ?? '';
    const found = items.filter((e) => e.name.toLowerCase().includes(q.toLowerCase()));
    return json({ items: found, total: found.length, page: 1, pageCount: 1 });
  };

export const puts = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([path, init]) => ({
      path,
      body: JSON.parse(String(init?.body)) as { version: number; plan: Plan },
    }));

/** The editor at its address, opened from the student's dialog (the entry before it in the history). */
export function renderEditorAt(onClose = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/personal/alunos/s1/plano', element: <PlanEditor studentId="s1" onClose={onClose} /> },
      { path: '*', element: <p>Fora do editor</p> },
    ],
    { initialEntries: ['/personal/alunos/s1', '/personal/alunos/s1/plano'], initialIndex: 1 },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return { onClose, router };
}

export function renderEditor(onClose = vi.fn()) {
  return renderEditorAt(onClose).onClose;
}

export async function pickExercise(row: HTMLElement, search: string, name: string) {
  await userEvent.click(within(row).getByRole('button', { name: /^Exercício/ }));
  const picker = await screen.findByRole('dialog', { name: 'Escolher Exercício' });
  await userEvent.type(within(picker).getByLabelText('Buscar exercício'), search);
  await userEvent.click(await within(picker).findByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escolher Exercício' })).toBeNull());
}
