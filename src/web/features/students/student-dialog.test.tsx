import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { expect, test, vi } from 'vitest';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { addMonths, formatBrazilianDate, localDate } from '#shared/domain/dates/local-date.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import { bodyOf, fakeFetch, json, methodOf } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import StudentDialog from './student-dialog.tsx';

const student = (overrides: Partial<StudentDetail> = {}) => buildStudent({ id: 'st-1', ...overrides });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server: each answer is taken in turn for its "METHOD url". */
function fakeServer(answers: Record<string, (() => Response)[]>) {
  const calls: Call[] = [];
  fakeFetch((url, init) => {
    const method = methodOf(init);
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, url: path, body: init?.body ? bodyOf(init) : undefined });
    const queue = answers[`${method} ${path}`];
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    return next?.();
  });
  return calls;
}

function renderDialog() {
  const onClose = vi.fn();
  const onEditPlan = vi.fn();
  const { unmount } = renderWithQueries(
    <>
      <Toaster />
      <StudentDialog studentId="st-1" onClose={onClose} onEditPlan={onEditPlan} />
    </>,
  );
  return { onClose, onEditPlan, unmount };
}

async function openDialog() {
  return screen.findByRole('dialog', { name: 'Ana Souza' });
}

test('shows a spinner while loading, then the student with both tabs', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student())] });
  renderDialog();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  const dialog = await openDialog();
  expect(within(dialog).getByText('ana@exemplo.com')).toBeInTheDocument();
  expect(within(dialog).getByRole('tab', { name: 'Gerenciamento' })).toHaveAttribute('aria-selected', 'true');
  expect(within(dialog).getByRole('tab', { name: 'Anamnese' })).toBeInTheDocument();
  expect(within(dialog).getByText('Sem data de vencimento')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Gerar Novo Plano' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Assistente de Periodização' })).toBeInTheDocument();
});

test('a student that cannot be loaded closes the dialog with the spec’s toast', async () => {
  fakeServer({
    'GET /api/students/st-1': [() => json({ error: { code: 'STUDENT_NOT_FOUND', message: 'x' } }, 404)],
  });
  const { onClose } = renderDialog();
  expect(
    await screen.findByText('Não foi possível carregar os dados completos do aluno.'),
  ).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

test('saving sends only the changed fields with the version read, then closes', async () => {
  const today = localDate(new Date());
  const calls = fakeServer({
    'GET /api/students/st-1': [() => json(student())],
    'PATCH /api/students/st-1': [() => json(student({ version: 2, planStatus: 'active' }))],
  });
  const { onClose } = renderDialog();
  const dialog = await openDialog();

  const toggle = within(dialog).getByRole('button', { name: 'Aguardando Criação do Plano' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(within(dialog).getByRole('button', { name: 'Plano Ativo' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(dialog).getByRole('button', { name: '+3 meses' }));
  expect(
    within(dialog).getByText(`Novo vencimento: ${formatBrazilianDate(addMonths(today, 3))}`),
  ).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('WhatsApp'), '11912345678');
  expect(within(dialog).getByLabelText('WhatsApp')).toHaveValue('(11) 91234-5678');
  await userEvent.type(within(dialog).getByLabelText('Observações'), 'Prefere treinar cedo');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));

  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    version: 1,
    planStatus: 'active',
    renewMonths: 3,
    whatsapp: '11912345678',
    observations: 'Prefere treinar cedo',
  });
});

test('clicking a chosen renewal again removes it', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student({ planStatus: 'active' }))] });
  renderDialog();
  const dialog = await openDialog();
  const oneMonth = within(dialog).getByRole('button', { name: '+1 mês' });
  await userEvent.click(oneMonth);
  expect(oneMonth).toHaveAttribute('aria-pressed', 'true');
  expect(within(dialog).getByText(/^Novo vencimento:/)).toBeInTheDocument();
  await userEvent.click(oneMonth);
  expect(oneMonth).toHaveAttribute('aria-pressed', 'false');
  expect(within(dialog).queryByText(/^Novo vencimento:/)).not.toBeInTheDocument();
});

test('a server validation error stays in the dialog', async () => {
  fakeServer({
    'GET /api/students/st-1': [() => json(student())],
    'PATCH /api/students/st-1': [
      () => json({ error: { code: 'INVALID_WHATSAPP', message: 'x', fields: {} } }, 400),
    ],
  });
  const { onClose } = renderDialog();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText('WhatsApp'), '119');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Informe o WhatsApp com DDD, por exemplo (11) 91234-5678.',
  );
  expect(within(dialog).queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('a save over a newer edit is refused, and Recarregar starts over from the fresh student', async () => {
  const calls = fakeServer({
    'GET /api/students/st-1': [
      () => json(student()),
      () => json(student({ version: 2, observations: 'Editado no outro aparelho' })),
    ],
    'PATCH /api/students/st-1': [() => json({ error: { code: 'STUDENT_CHANGED', message: 'x' } }, 409)],
  });
  const { onClose } = renderDialog();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText('Observações'), 'Minha versão');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Este aluno foi alterado em outro lugar depois que você o abriu.');
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(within(alert).getByRole('button', { name: 'Recarregar' }));

  await waitFor(() =>
    expect(within(dialog).getByLabelText('Observações')).toHaveValue('Editado no outro aparelho'),
  );
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
});

test('without a plan, Editar Plano is disabled and Criar Plano Manualmente opens the editor', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student())] });
  const { onEditPlan } = renderDialog();
  const dialog = await openDialog();
  expect(within(dialog).getByRole('button', { name: 'Editar Plano' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Plano Manualmente' }));
  expect(onEditPlan).toHaveBeenCalledWith('st-1');
});

/** A plan of one empty day: enough for the dialog to count the student as having a plan. */
const plan = [
  { id: 'w1', day: 'Segunda-feira', label: 'Treino', muscleGroups: [], warmup: [], cooldown: [], blocks: [] },
] as StudentDetail['workoutPlan'];

test('with a plan, Editar Plano opens the editor and there is no manual creation', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student({ workoutPlan: plan }))] });
  const { onEditPlan } = renderDialog();
  const dialog = await openDialog();
  expect(within(dialog).queryByRole('button', { name: 'Criar Plano Manualmente' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Editar Plano' }));
  expect(onEditPlan).toHaveBeenCalledWith('st-1');
});

test('a plan applied from a model names the model and its version, or says the model is gone', async () => {
  const source = { templateId: 'tpl-1', version: 3, name: 'Full Body 3x' };
  fakeServer({
    'GET /api/students/st-1': [
      () => json(student({ workoutPlan: plan, planSource: source })),
      () => json(student({ workoutPlan: plan, planSource: { ...source, name: null } })),
    ],
  });
  const first = renderDialog();
  expect(
    await within(await openDialog()).findByText('Plano aplicado do modelo “Full Body 3x” (versão 3).'),
  ).toBeVisible();
  first.unmount();
  renderDialog();
  expect(
    await within(await openDialog()).findByText('Plano aplicado de um modelo já excluído (versão 3).'),
  ).toBeVisible();
});

test('Excluir Aluno asks first, then deletes and closes', async () => {
  const calls = fakeServer({
    'GET /api/students/st-1': [() => json(student())],
    'DELETE /api/students/st-1': [() => new Response(null, { status: 204 })],
  });
  const { onClose } = renderDialog();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir Aluno' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Excluir Aluno?' });
  expect(confirm).toHaveTextContent('Esta ação não pode ser desfeita.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir Aluno' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'Excluir Aluno?' })).getByRole('button', {
      name: 'Excluir',
    }),
  );
  expect(await screen.findByText('Aluno excluído com sucesso!')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
});

test('the Anamnese tab lists the answers, or says none were given', async () => {
  fakeServer({
    'GET /api/students/st-1': [
      () =>
        json(
          student({
            anamnesis: { age: 34, equipment: ['Halteres', 'Elásticos'], city: '', hadPersonalTrainer: false },
          }),
        ),
    ],
  });
  renderDialog();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Anamnese' }));
  const panel = within(dialog).getByRole('tabpanel');
  expect(within(panel).getByText('Idade').nextSibling).toHaveTextContent('34');
  expect(within(panel).getByText('Equipamentos').nextSibling).toHaveTextContent('Halteres, Elásticos');
  expect(within(panel).getByText('Já teve personal trainer?').nextSibling).toHaveTextContent('Não');
  expect(within(panel).queryByText('Cidade')).not.toBeInTheDocument();
});

test('an anamnesis not yet filled says so', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student())] });
  renderDialog();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Anamnese' }));
  expect(within(dialog).getByText('O aluno ainda não preencheu a anamnese.')).toBeInTheDocument();
});

test('edits survive switching tabs', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student())] });
  renderDialog();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText('Observações'), 'Nota');
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Anamnese' }));
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Gerenciamento' }));
  expect(within(dialog).getByLabelText('Observações')).toHaveValue('Nota');
});

test('the summary shows the expiry that will be saved: a typed date, then a renewal from it', async () => {
  const today = localDate(new Date());
  fakeServer({ 'GET /api/students/st-1': [() => json(student({ planStatus: 'active' }))] });
  renderDialog();
  const dialog = await openDialog();
  expect(within(dialog).getByText('Sem data de vencimento')).toBeInTheDocument();

  const typed = addMonths(today, 2);
  fireEvent.input(within(dialog).getByLabelText('Data de vencimento'), { target: { value: typed } });
  expect(within(dialog).getByText(`Vence em ${formatBrazilianDate(typed)}`)).toBeInTheDocument();
  expect(within(dialog).getByText('Ainda não salvo. Atual: Sem data de vencimento')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: '+1 mês' }));
  expect(
    within(dialog).getByText(`Vence em ${formatBrazilianDate(addMonths(typed, 1))}`),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '+1 mês' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remover data' }));
  expect(within(dialog).getByText('Sem data de vencimento')).toBeInTheDocument();
  expect(within(dialog).queryByText(/^Ainda não salvo/)).not.toBeInTheDocument();
});

test('every way out of the dialog asks before dropping edits, and keeping them keeps them', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student({ planStatus: 'active' }))] });
  const { onClose, onEditPlan } = renderDialog();
  const dialog = await openDialog();
  const renewal = within(dialog).getByRole('button', { name: '+1 mês' });
  await userEvent.click(renewal);

  const waysOut: [string, () => Promise<unknown>][] = [
    ['Fechar', () => userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the shade', () => userEvent.click(dialog.previousElementSibling!)],
    ['Cancelar', () => userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))],
    [
      'Criar Plano Manualmente',
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Criar Plano Manualmente' })),
    ],
  ];
  for (const [way, leave] of waysOut) {
    await leave();
    const ask = screen.getByRole('alertdialog', { name: 'Descartar alterações?' });
    expect(ask, way).toHaveTextContent('As alterações em Ana Souza ainda não foram salvas');
    expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(renewal, way).toHaveAttribute('aria-pressed', 'true');
  }
  // Escape on the question answers it, and only it.
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Ana Souza' })).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(onEditPlan).not.toHaveBeenCalled();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Plano Manualmente' }));
  await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
  expect(onEditPlan).toHaveBeenCalledWith('st-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('without edits, or once they are undone, the dialog closes without asking', async () => {
  fakeServer({ 'GET /api/students/st-1': [() => json(student({ planStatus: 'active' }))] });
  const { onClose } = renderDialog();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText('Observações'), 'x');
  await userEvent.clear(within(dialog).getByLabelText('Observações'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
});
