import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { UsersTab } from './users-tab.tsx';

const student = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  role: 'student',
  planStatus: 'pending_creation',
  planExpiryDate: null,
  hasAnamnesis: false,
  personalName: 'Bruno Personal',
  studentCount: null,
  version: 1,
  ...over,
});

function render(items: AdminUser[]) {
  const fetch = fakeFetch(
    route('GET', '/api/admin/users', () => json({ items, total: items.length, page: 1, pageCount: 1 })),
  );
  renderWithQueries(
    <>
      <Toaster />
      <UsersTab />
    </>,
  );
  return fetch;
}

test("a new student reads as in the trainer's list: waiting for the anamnesis, or sent and waiting for the plan", async () => {
  render([
    student({ id: 'u1', name: 'Ana Souza' }),
    student({ id: 'u2', name: 'Bia Lima', email: 'bia@example.com', hasAnamnesis: true }),
  ]);
  const list = await screen.findByRole('list', { name: 'Usuários' });
  const [ana, bia] = within(list).getAllByRole('listitem');
  expect(ana).toHaveTextContent('Aguardando anamnese');
  expect(bia).toHaveTextContent('Anamnese enviada');
  expect(list).not.toHaveTextContent('Aguardando plano');
});

test("the user's name opens the edit, as the pencil does", async () => {
  render([student({})]);
  await userEvent.click(await screen.findByRole('button', { name: 'Ana Souza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
  expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ana Souza');
});

test('an expiry a person would not mean is said at its field and not sent', async () => {
  const fetch = render([student({ planStatus: 'active' })]);
  await userEvent.click(await screen.findByRole('button', { name: 'Ana Souza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
  const field = within(dialog).getByLabelText('Vencimento');
  fireEvent.input(field, { target: { value: '1900-01-01' } });
  expect(field).toHaveAccessibleDescription(/^O vencimento precisa ficar entre \d{2}\/\d{2}\/\d{4} e /);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  expect(dialog).toBeInTheDocument();
});
