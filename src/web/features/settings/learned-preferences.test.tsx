import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import type { LearnedPreference } from '#shared/contracts/ai.ts';
import type { Profile } from '#shared/contracts/profile.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast } from '#web/testing/toasts.ts';
import SettingsDialog from './settings-dialog.tsx';

const profile: Profile = {
  id: 'p1',
  name: 'Paula Personal',
  email: 'paula@exemplo.com',
  role: 'personal',
  settings: { planPrices: {} },
  version: 1,
};
const preference = (extra: Partial<LearnedPreference>): LearnedPreference => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  exerciseId: 'flexao-de-bracos',
  exerciseName: 'Flexão de Braços',
  chosenExerciseId: 'flexao-de-bracos-inclinada',
  chosenName: 'Flexão de Braços Inclinada',
  reason: 'ela tem dor no punho',
  scope: 'student',
  studentId: 's1',
  studentName: 'Carla Mendes',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...extra,
});

let items: LearnedPreference[];
let deleted: string[];

beforeEach(() => {
  items = [
    preference({}),
    preference({
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      exerciseId: 'leg-press-45',
      exerciseName: 'Leg Press 45°',
      chosenExerciseId: null,
      chosenName: null,
      reason: 'prefiro agachamento',
      scope: 'trainer',
      studentId: null,
      studentName: null,
    }),
  ];
  deleted = [];
  fakeFetch(
    route('GET', '/api/profile', () => json(profile)),
    route('GET', '/api/profile/preferences', () => json({ items })),
    route('DELETE', /^\/api\/profile\/preferences\/[\w-]+$/, (url) => {
      const id = url.pathname.split('/').at(-1)!;
      deleted.push(id);
      items = items.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }),
  );
});

test("'Configurações' lists what the AI learned, for whom, and the trainer deletes one", async () => {
  renderWithQueries(
    <>
      <SettingsDialog open onOpenChange={() => undefined} />
      <Toaster />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Configurações' });
  const section = await within(dialog).findByRole('region', { name: 'Preferências aprendidas pela IA' });
  const rows = await within(section).findAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Evitar Flexão de Braços, preferir Flexão de Braços Inclinada');
  expect(rows[0]).toHaveTextContent('“ela tem dor no punho”');
  expect(rows[0]).toHaveTextContent('Só para Carla Mendes');
  expect(rows[1]).toHaveTextContent('Evitar Leg Press 45°');
  expect(rows[1]).toHaveTextContent('Para todos os seus alunos');

  await userEvent.click(
    within(section).getByRole('button', { name: 'Excluir preferência: evitar Leg Press 45°' }),
  );
  expect(await findToast('Preferência excluída.')).toBeInTheDocument();
  expect(deleted).toEqual(['a1b2c3d4-0000-4000-8000-000000000002']);
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  expect(within(section).queryByText(/Leg Press/)).not.toBeInTheDocument();
});

test('with nothing learned, it says so', async () => {
  items = [];
  renderWithQueries(<SettingsDialog open onOpenChange={() => undefined} />);
  expect(await screen.findByText('Nenhuma preferência aprendida ainda.')).toBeInTheDocument();
});
