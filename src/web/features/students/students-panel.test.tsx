import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '#web/lib/router.tsx';
import { beforeEach, expect, test, vi } from 'vitest';
import type { StudentListItem } from '#shared/contracts/students.ts';
import { addDays, localDate } from '#shared/domain/dates/local-date.ts';
import { studentKeys } from '#web/data/students.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast, shownToasts } from '#web/testing/toasts.ts';
import { StudentsPanel } from './students-panel.tsx';
import { FakeEventSource } from '#web/testing/fake-event-source.ts';
import { bodyOf, fakeFetch, json, methodOf, route } from '#web/testing/fake-fetch.ts';

const today = localDate(new Date());

function student(name: string, extra: Partial<StudentListItem> = {}): StudentListItem {
  return {
    id: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    planStatus: 'active',
    planExpiryDate: null,
    hasPlan: true,
    hasAnamnesis: true,
    aiAlert: null,
    lastTrainedOn: null,
    ...extra,
  };
}

type Call = { method: string; url: URL; body: unknown };
let calls: Call[];
let students: StudentListItem[];
let failNextList: boolean;
let createAnswer: { status: number; body: unknown };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A small stand-in for the API: it pages and searches like the server, and records every call. */
function fakeServer() {
  return fakeFetch(
    (url, init) => {
      calls.push({ method: methodOf(init), url, body: init?.body ? bodyOf(init) : undefined });
      return undefined;
    },
    route('GET', '/api/students', (url) => {
      if (failNextList) {
        failNextList = false;
        return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
      }
      const q = fold(url.searchParams.get('q') ?? '');
      const matching = students.filter((s) => fold(s.name).includes(q));
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      return json({
        items: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        page,
        pageCount: Math.max(1, Math.ceil(matching.length / size)),
      });
    }),
    route('POST', '/api/students', () => json(createAnswer.body, createAnswer.status)),
    () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
  );
}

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/students');
const lastListParams = () => Object.fromEntries(listCalls().at(-1)!.url.searchParams);

beforeEach(() => {
  calls = [];
  students = [];
  failNextList = false;
  createAnswer = { status: 201, body: {} };
  FakeEventSource.last = null;
  fakeServer();
});

function renderPanel(url = '/personal') {
  const onOpenStudent = vi.fn();
  const where = { search: '' };
  function LocationProbe() {
    where.search = useLocation().search;
    return null;
  }
  const { client, ...view } = renderWithQueries(
    <MemoryRouter initialEntries={[url]}>
      <StudentsPanel onOpenStudent={onOpenStudent} />
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
  return { client, onOpenStudent, where, view };
}

const rows = () => within(screen.getByRole('list', { name: 'Alunos' })).getAllByRole('button');

test('each row shows the student and their plan state in words, and opens the student', async () => {
  students = [
    student('Ana Revisar', { planStatus: 'pending_review' }),
    student('Bia Nova', { planStatus: 'pending_creation', hasPlan: false, hasAnamnesis: false }),
    student('Bel Enviou', { planStatus: 'pending_creation', hasPlan: false }),
    student('Caio Vencido', { planExpiryDate: addDays(today, -1) }),
    student('Davi Hoje', { planExpiryDate: today, aiAlert: 'warning' }),
    student('Edu Amanhã', { planExpiryDate: addDays(today, 1) }),
    student('Fabi Cinco', { planExpiryDate: addDays(today, 5), aiAlert: 'suggestion' }),
    student('Gil Inativo', { planStatus: 'inactive' }),
    student('Hugo Ativo', { planExpiryDate: addDays(today, 30), lastTrainedOn: '2026-11-20' }),
    student('Ivo Sem Anamnese', { hasAnamnesis: false }),
  ];
  const { onOpenStudent } = renderPanel();
  expect(screen.getByRole('heading', { name: 'Painel do Personal' })).toBeInTheDocument();
  await screen.findByText('Ana Revisar');
  const texts = rows().map((row) => row.textContent);
  // Each row also says when the student last finished a workout.
  expect(texts).toEqual([
    'Ana RevisarSem treinosPara Revisar',
    'Bia NovaSem treinosAguardando anamneseSem plano',
    'Bel EnviouSem treinosAnamnese enviadaSem plano',
    'Caio VencidoSem treinosVencido',
    'Davi HojeSem treinosVence hojeAlerta da IA',
    'Edu AmanhãSem treinosVence amanhã',
    'Fabi CincoSem treinosVence em 5 diasSugestão da IA',
    'Gil InativoSem treinosInativo',
    'Hugo AtivoTreinou 20/11/2026Ativo',
    // A plan activated before the anamnesis: the trainer still sees that it is missing.
    'Ivo Sem AnamneseSem treinosAtivoAguardando anamnese',
  ]);
  expect(screen.getByText('10 alunos')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Caio Vencido/ }));
  expect(onOpenStudent).toHaveBeenCalledWith('caio-vencido');
});

test('the search waits for a pause, then asks the server once and starts again on page 1', async () => {
  students = [
    student('João Araújo'),
    ...Array.from({ length: 11 }, (_, i) => student(`Maria ${String(i + 1).padStart(2, '0')}`)),
  ];
  const { where } = renderPanel('/personal?page=2&sort=name_desc');
  expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar aluno' }), 'joao araujo');
  await waitFor(() => expect(lastListParams().q).toBe('joao araujo'));
  expect(listCalls().filter((c) => c.url.searchParams.has('q'))).toHaveLength(1);
  expect(lastListParams()).toMatchObject({ page: '1', sort: 'name_desc', status: 'all' });
  expect(new URLSearchParams(where.search).get('q')).toBe('joao araujo');
  expect(new URLSearchParams(where.search).has('page')).toBe(false);
  await waitFor(() => expect(rows().map((r) => r.textContent)).toEqual(['João AraújoSem treinosAtivo']));
});

test('an empty search result says nothing was found; no students at all invites adding the first', async () => {
  renderPanel();
  expect(await screen.findByText('Você ainda não tem alunos.')).toBeInTheDocument();
  expect(screen.getByText(/Adicionar Novo Aluno.*primeiro/)).toBeInTheDocument();

  students = [student('Ana Lima')];
  await userEvent.type(screen.getByRole('searchbox'), 'zé');
  expect(await screen.findByText('Nenhum aluno encontrado.')).toBeInTheDocument();
});

test('the chips and the sort are kept in the URL and each change goes back to page 1', async () => {
  students = Array.from({ length: 25 }, (_, i) => student(`Aluno ${String(i + 1).padStart(2, '0')}`));
  const { where } = renderPanel('/personal?page=3');
  expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Inativos' }));
  expect(screen.getByRole('button', { name: 'Inativos' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'inactive', page: '1' }));
  expect(where.search).toBe('?status=inactive');

  await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Nome Z-A');
  await waitFor(() => expect(lastListParams()).toMatchObject({ sort: 'name_desc', status: 'inactive' }));
  expect(where.search).toBe('?status=inactive&sort=name_desc');
});

test('a reload restores the list from the URL', async () => {
  students = Array.from({ length: 12 }, (_, i) => student(`Ana ${String(i + 1).padStart(2, '0')}`));
  renderPanel('/personal?q=ana&status=review&sort=name_asc&page=2');
  expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  expect(lastListParams()).toEqual({
    q: 'ana',
    status: 'review',
    sort: 'name_asc',
    page: '2',
    pageSize: '10',
  });
  expect(screen.getByRole('searchbox')).toHaveValue('ana');
  expect(screen.getByRole('button', { name: 'Para Revisar' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Ordenar por')).toHaveValue('name_asc');
});

test('junk in the URL falls back to the defaults', async () => {
  renderPanel('/personal?status=todos&sort=x&page=-4');
  await screen.findByText('Você ainda não tem alunos.');
  expect(lastListParams()).toEqual({ status: 'all', sort: 'priority', page: '1', pageSize: '10' });
});

test('ten students a page, with Anterior and Próxima', async () => {
  students = Array.from({ length: 25 }, (_, i) => student(`Aluno ${String(i + 1).padStart(2, '0')}`));
  const { where } = renderPanel();
  expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
  expect(rows()).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
  expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
  expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(5));
  expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  expect(where.search).toBe('?page=3');

  await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
  expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
});

test('a page that no longer exists shows the last one that does', async () => {
  students = Array.from({ length: 12 }, (_, i) => student(`Aluno ${String(i + 1).padStart(2, '0')}`));
  const { where } = renderPanel('/personal?page=7');
  expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  expect(where.search).toBe('?page=2');
});

test('a failed load says so and can be retried', async () => {
  failNextList = true;
  students = [student('Ana Lima')];
  renderPanel();
  expect(await screen.findByText('Não foi possível carregar seus alunos.')).toBeInTheDocument();
  expect(screen.getByText('Ocorreu um erro inesperado. Tente novamente em instantes.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
});

test('while the first page loads, placeholder rows show', () => {
  renderPanel();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando alunos...');
});

async function openCreateDialog() {
  // findBy: after a dialog closes, the rest of the page is given back to assistive technology a frame later.
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Novo Aluno' }));
  return screen.getByRole('dialog', { name: 'Criar Novo Aluno' });
}

async function fillCreateForm(
  dialog: HTMLElement,
  values = { name: 'Rita Souza', email: 'rita@exemplo.com' },
) {
  await userEvent.type(within(dialog).getByLabelText('Nome Completo do Aluno'), values.name);
  await userEvent.type(within(dialog).getByLabelText('Email de Acesso'), values.email);
  await userEvent.type(within(dialog).getByLabelText('Senha Inicial'), 'agachamento-livre');
}

test('creating a student with a field left empty is refused without calling the server', async () => {
  renderPanel();
  const dialog = await openCreateDialog();
  await userEvent.type(within(dialog).getByLabelText('Nome Completo do Aluno'), 'Rita Souza');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Aluno' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('the server’s refusal is shown in the dialog, which stays open', async () => {
  createAnswer = { status: 409, body: { error: { code: 'EMAIL_TAKEN', message: 'x' } } };
  renderPanel();
  const dialog = await openCreateDialog();
  await fillCreateForm(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Aluno' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Este email já está cadastrado.'),
  );
  expect(screen.getByRole('dialog', { name: 'Criar Novo Aluno' })).toBeInTheDocument();
  expect(shownToasts()).toEqual([]);
});

test('a created student is announced, the dialog closes and the list refreshes', async () => {
  renderPanel();
  await screen.findByText('Você ainda não tem alunos.');
  const dialog = await openCreateDialog();
  await fillCreateForm(dialog);
  const password = within(dialog).getByLabelText('Senha Inicial');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mostrar senha' }));
  expect(password).toHaveAttribute('type', 'text');

  students = [student('Rita Souza', { planStatus: 'pending_creation', hasPlan: false, hasAnamnesis: false })];
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Aluno' }));
  expect(await findToast('Aluno criado com sucesso!')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Rita Souza',
    email: 'rita@exemplo.com',
    password: 'agachamento-livre',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Rita Souza')).toBeInTheDocument();

  const again = await openCreateDialog();
  expect(within(again).getByLabelText('Nome Completo do Aluno')).toHaveValue('');
});

test('a change announced by the server refreshes the list; a deletion also forgets the student', async () => {
  students = [student('Ana Lima')];
  const { client, view } = renderPanel();
  await screen.findByText('Ana Lima');
  const source = FakeEventSource.last!;
  expect(source.url).toBe('/api/events');

  client.setQueryData(studentKeys.detail('ana-lima'), { id: 'ana-lima' });
  students = [student('Ana Lima Souza')];
  act(() => source.emit('student', JSON.stringify({ id: 'ana-lima', op: 'update' })));
  expect(await screen.findByText('Ana Lima Souza')).toBeInTheDocument();
  expect(client.getQueryData(studentKeys.detail('ana-lima'))).toBeDefined();

  students = [];
  act(() => source.emit('student', JSON.stringify({ id: 'ana-lima', op: 'delete' })));
  expect(await screen.findByText('Você ainda não tem alunos.')).toBeInTheDocument();
  expect(client.getQueryData(studentKeys.detail('ana-lima'))).toBeUndefined();

  const before = listCalls().length;
  act(() => source.emit('student', 'not json'));
  act(() => source.emit('student', JSON.stringify({ id: 1, op: 'explode' })));
  expect(listCalls()).toHaveLength(before);

  view.unmount();
  expect(source.closed).toBe(true);
});

test('after a reconnect the list catches up on what it missed', async () => {
  students = [student('Ana Lima')];
  renderPanel();
  await screen.findByText('Ana Lima');
  const source = FakeEventSource.last!;
  act(() => source.emit('open'));
  const before = listCalls().length;
  students = [student('Bruno Reis')];
  act(() => source.emit('open'));
  expect(await screen.findByText('Bruno Reis')).toBeInTheDocument();
  expect(listCalls().length).toBeGreaterThan(before);
});
