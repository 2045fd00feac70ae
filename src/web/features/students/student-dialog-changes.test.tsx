import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { addDays, addMonths, formatBrazilianDate, localDate } from '#shared/domain/dates/local-date.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { studentKeys } from '#web/data/students.ts';
import { fakeFetch, json, methodOf, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import StudentDialog from './student-dialog.tsx';

const student = (overrides: Partial<StudentDetail> = {}) =>
  buildStudent({ id: 'st-1', planStatus: 'active', ...overrides });

/** The dialog over a server whose student is `current()`; returns the query client the app shares. */
function render(current: () => StudentDetail) {
  const fetch = fakeFetch(route('GET', '/api/students/st-1', () => json(current())));
  const onClose = vi.fn();
  const { client } = renderWithQueries(
    <>
      <Toaster />
      <StudentDialog studentId="st-1" onClose={onClose} onEditPlan={vi.fn()} />
    </>,
  );
  const changedElsewhere = (next: StudentDetail) => client.setQueryData(studentKeys.detail('st-1'), next);
  return { fetch, onClose, changedElsewhere };
}

const patches = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(([, init]) => methodOf(init) === 'PATCH');

test('an expiry a person would not mean is said at its field, never renewed into nonsense, and not sent', async () => {
  const today = localDate(new Date());
  const { fetch, onClose } = render(() => student());
  const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
  const field = within(dialog).getByLabelText('Data de vencimento');
  const message = `O vencimento precisa ficar entre ${formatBrazilianDate(addMonths(today, -12))} e ${formatBrazilianDate(addMonths(today, 60))}.`;

  fireEvent.input(field, { target: { value: '9999-12-31' } });
  await userEvent.click(within(dialog).getByRole('button', { name: '+1 mês' }));
  expect(field).toHaveAccessibleDescription(message);
  expect(dialog).not.toHaveTextContent(/undefined|\+010000/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);

  fireEvent.input(field, { target: { value: '1900-01-01' } });
  expect(field).toHaveAccessibleDescription(message);
  expect(patches(fetch)).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();

  fireEvent.input(field, { target: { value: addDays(today, 30) } });
  expect(field).not.toHaveAccessibleDescription(message);
});

test('a renewal made elsewhere while the dialog is open shows as the stored expiry, not as an edit of this form', async () => {
  const today = localDate(new Date());
  const before = addDays(today, 10);
  const renewed = addMonths(before, 1);
  const { fetch, onClose, changedElsewhere } = render(() => student({ planExpiryDate: before }));
  const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
  expect(within(dialog).getByText(`Vence em ${formatBrazilianDate(before)}`)).toBeInTheDocument();

  changedElsewhere(student({ planExpiryDate: renewed, version: 2 }));
  expect(await within(dialog).findByText(`Vence em ${formatBrazilianDate(renewed)}`)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Data de vencimento')).toHaveValue(renewed);
  expect(within(dialog).queryByText(/Ainda não salvo/)).not.toBeInTheDocument();

  // Nothing was changed here: saving has nothing to send and closes.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(onClose).toHaveBeenCalled();
  expect(patches(fetch)).toHaveLength(0);
});

test('with edits of its own, a change made elsewhere is said at once and Recarregar shows it', async () => {
  let current = student({ observations: '' });
  const { changedElsewhere } = render(() => current);
  const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
  await userEvent.type(within(dialog).getByLabelText('Observações'), 'Minha nota');

  current = student({ observations: 'Nota do admin', version: 2 });
  changedElsewhere(current);
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Este aluno foi alterado em outro lugar enquanto você editava.');
  // The trainer's own edit is still there until they choose.
  expect(within(dialog).getByLabelText('Observações')).toHaveValue('Minha nota');

  await userEvent.click(within(alert).getByRole('button', { name: 'Recarregar' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Nota do admin'));
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});
