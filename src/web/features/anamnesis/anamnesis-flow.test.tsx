import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import type { AnamnesisState } from '#shared/contracts/anamnesis.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { bodyOf, fakeFetch, json, methodOf, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast } from '#web/testing/toasts.ts';
import AnamnesisFlow from './anamnesis-flow.tsx';

const consent = { textVersion: ANAMNESIS_CONSENT_VERSION, grantedAt: '2026-11-02T10:00:00.000Z' };
let state: AnamnesisState;
let requests: { method: string; path: string; body: unknown }[];
let submitAnswer: { status: number; body?: unknown };

beforeEach(() => {
  state = { consent: null, draft: null, submitted: null };
  requests = [];
  submitAnswer = { status: 204 };
  fakeFetch(
    (url, init) => {
      requests.push({
        method: methodOf(init),
        path: url.pathname,
        body: init?.body ? bodyOf(init) : undefined,
      });
      return undefined;
    },
    route('GET', '/api/me/anamnesis', () => json(state)),
    route('POST', '/api/me/anamnesis/consent', () => json(consent, 201)),
    route('PUT', '/api/me/anamnesis/draft', () => new Response(null, { status: 204 })),
    route('PUT', '/api/me/anamnesis', () =>
      submitAnswer.status === 204
        ? new Response(null, { status: 204 })
        : json(submitAnswer.body, submitAnswer.status),
    ),
    () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
  );
});

const writes = () => requests.filter((request) => request.method !== 'GET');
const drafts = () => requests.filter((request) => request.path === '/api/me/anamnesis/draft');

function renderFlow() {
  const onSubmitted = vi.fn();
  const view = renderWithQueries(
    <>
      <AnamnesisFlow name="Ana Souza" onSubmitted={onSubmitted} />
      <Toaster />
    </>,
  );
  return { onSubmitted, ...view };
}

test('asks for consent before the first question, and stores nothing until it is given', async () => {
  renderFlow();
  expect(await screen.findByRole('heading', { name: 'Antes de começar' })).toBeInTheDocument();
  expect(screen.getByText(/apenas para que o seu personal trainer prescreva e ajuste/)).toBeInTheDocument();
  expect(screen.getByText(/nunca guardadas neste aparelho/)).toBeInTheDocument();
  const accept = screen.getByRole('button', { name: 'Concordo e continuar' });
  expect(accept).toBeDisabled();
  expect(screen.queryByText('Etapa 1 de 7')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
  expect(writes()).toEqual([]);
  await userEvent.click(accept);

  expect(await screen.findByText('Etapa 1 de 7')).toBeInTheDocument();
  expect(writes()[0]).toEqual({
    method: 'POST',
    path: '/api/me/anamnesis/consent',
    body: { textVersion: ANAMNESIS_CONSENT_VERSION },
  });
  expect(screen.getByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
  expect(screen.getByLabelText('Nome')).toHaveAttribute('readonly');
  expect(drafts()).toEqual([]);
  expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
});

test('an older consent version does not count', async () => {
  state = {
    consent: { ...consent, textVersion: 'anamnese-consentimento-antigo' },
    draft: null,
    submitted: null,
  };
  renderFlow();
  expect(await screen.findByRole('button', { name: 'Concordo e continuar' })).toBeDisabled();
});

test('typing saves the draft after a pause: masked WhatsApp as digits, numbers with a comma', async () => {
  state = { consent, draft: null, submitted: null };
  renderFlow();
  const whatsapp = await screen.findByLabelText('WhatsApp');
  await userEvent.type(whatsapp, '11912345678');
  expect(whatsapp).toHaveValue('(11) 91234-5678');
  await userEvent.type(screen.getByLabelText('Peso (kg)'), '62,5');
  expect(screen.getByLabelText('Peso (kg)')).toHaveAttribute('inputmode', 'decimal');
  await userEvent.click(screen.getByRole('radio', { name: 'Feminino' }));

  await waitFor(() => expect(screen.getByText('Rascunho salvo')).toBeInTheDocument(), { timeout: 3000 });
  expect(drafts().at(-1)?.body).toEqual({
    step: 1,
    answers: { sex: 'Feminino', weight: 62.5, whatsapp: '11912345678' },
  });
  expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
});

test('the draft comes back at its step, and moving between steps saves at once', async () => {
  state = {
    consent,
    draft: {
      step: 4,
      answers: { age: 34, sleepHours: 7.5, nutritionQuality: 'Moderada' },
      updatedAt: '2026-11-02T10:05:00.000Z',
    },
    submitted: null,
  };
  renderFlow();
  expect(await screen.findByText('Etapa 4 de 7')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Rotina atual' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progresso da anamnese' })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
  expect(screen.getByLabelText('Horas de sono')).toHaveValue('7,5');
  expect(screen.getByRole('radio', { name: 'Moderada' })).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
  expect(screen.getByText('Etapa 3 de 7')).toBeInTheDocument();
  expect(drafts()).toHaveLength(1);
  expect(drafts()[0]?.body).toEqual({
    step: 3,
    answers: { age: 34, sleepHours: 7.5, nutritionQuality: 'Moderada' },
  });
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Já treinou antes?' })).getByRole('radio', { name: 'Sim' }),
  );
  await waitFor(() => expect(drafts()).toHaveLength(2), { timeout: 3000 });
  expect(drafts()[1]?.body).toMatchObject({ step: 3, answers: { hasTrainedBefore: true } });
});

test('editing starts at step 1 from the submitted answers; submitting sends them and reports success', async () => {
  state = {
    consent,
    draft: null,
    submitted: { specificGoal: 'Emagrecimento', canSquat: false, availableDays: ['Terça-feira'] },
  };
  const { onSubmitted } = renderFlow();
  expect(await screen.findByText('Etapa 1 de 7')).toBeInTheDocument();
  for (let step = 1; step < 7; step += 1)
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(screen.getByText('Etapa 7 de 7')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Terça-feira' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Sexta-feira' }));
  expect(screen.getByRole('button', { name: 'Sexta-feira' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Terça-feira' }));
  expect(screen.getByRole('button', { name: 'Terça-feira' })).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(screen.getByRole('button', { name: 'Enviar Anamnese' }));
  await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  expect(await findToast('Anamnese enviada com sucesso!')).toBeInTheDocument();
  const submit = requests.find((request) => request.method === 'PUT' && request.path === '/api/me/anamnesis');
  expect(submit?.body).toEqual({
    answers: { specificGoal: 'Emagrecimento', canSquat: false, availableDays: ['Sexta-feira'] },
  });
  // Nothing may follow the submit: a late draft would bring the draft back.
  expect(requests.at(-1)?.path).not.toBe('/api/me/anamnesis/draft');
});

test('a refused submit shows the spec’s error box with the message', async () => {
  state = {
    consent,
    draft: {
      step: 7,
      answers: { specificGoal: 'Reabilitação', availableDays: ['Sábado'] },
      updatedAt: '2026-11-02T10:05:00.000Z',
    },
    submitted: null,
  };
  submitAnswer = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
  const { onSubmitted } = renderFlow();
  await userEvent.click(await screen.findByRole('button', { name: 'Enviar Anamnese' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ocorreu um erro!');
  expect(requests.some((request) => request.path === '/api/me/anamnesis' && request.method === 'PUT')).toBe(
    true,
  );
  expect(onSubmitted).not.toHaveBeenCalled();
});

test('the goal and the available days are asked for before sending, saying why; nothing else is', async () => {
  state = {
    consent,
    draft: { step: 7, answers: { age: 30 }, updatedAt: '2026-11-02T10:05:00.000Z' },
    submitted: null,
  };
  const { onSubmitted } = renderFlow();
  expect(await screen.findByRole('group', { name: 'Dias disponíveis' })).toHaveAccessibleDescription(
    /Obrigatório: o seu treino é montado para os dias que você marcar/,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enviar Anamnese' }));
  // Back to the goal's step, which says what is missing and why it matters.
  expect(await screen.findByText('Etapa 2 de 7')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(/sem eles o seu personal trainer não consegue/);
  const goal = screen.getByRole('group', { name: 'Objetivo' });
  expect(goal).toContainElement(document.activeElement as HTMLElement);
  expect(goal).toHaveAccessibleDescription(/é a partir do seu objetivo.*Escolha um objetivo para enviar/);
  await userEvent.click(within(goal).getByRole('radio', { name: 'Reabilitação' }));
  expect(goal).not.toHaveAccessibleDescription(/Escolha um objetivo/);

  for (let step = 2; step < 7; step += 1)
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Enviar Anamnese' }));
  expect(screen.getByText('Etapa 7 de 7')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Dias disponíveis' })).toHaveAccessibleDescription(
    /Marque pelo menos um dia para enviar/,
  );
  expect(requests.some((request) => request.path === '/api/me/anamnesis' && request.method === 'PUT')).toBe(
    false,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sábado' }));
  await userEvent.click(screen.getByRole('button', { name: 'Enviar Anamnese' }));
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('Reabilitação'));
  const submit = requests.find((request) => request.path === '/api/me/anamnesis' && request.method === 'PUT');
  expect(submit?.body).toEqual({
    answers: { age: 30, specificGoal: 'Reabilitação', availableDays: ['Sábado'] },
  });
});

test('a number no person means is pointed out, left out of the draft, and its step does not advance', async () => {
  state = {
    consent,
    draft: { step: 1, answers: {}, updatedAt: '2026-11-02T10:05:00.000Z' },
    submitted: null,
  };
  renderFlow();
  await userEvent.type(await screen.findByLabelText('Idade'), '999');
  expect(screen.getByLabelText('Idade')).toHaveAccessibleDescription('Informe um número de 10 a 120.');
  await userEvent.type(screen.getByLabelText('Altura (cm)'), '5');
  expect(screen.getByLabelText('Altura (cm)')).toHaveAccessibleDescription('Informe um número de 100 a 250.');

  await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(screen.getByText('Etapa 1 de 7')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Corrija o campo destacado para continuar.');
  // The first wrong answer has the focus (and was brought into view), not the step's title.
  expect(screen.getByLabelText('Idade')).toHaveFocus();

  await userEvent.clear(screen.getByLabelText('Idade'));
  await userEvent.type(screen.getByLabelText('Idade'), '34');
  await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(screen.getByText('Etapa 1 de 7')).toBeInTheDocument();
  expect(screen.getByLabelText('Altura (cm)')).toHaveFocus();
  await userEvent.clear(screen.getByLabelText('Altura (cm)'));
  await userEvent.type(screen.getByLabelText('Altura (cm)'), '165');
  await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(screen.getByText('Etapa 2 de 7')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(
    drafts().every((request) => {
      const answers = (request.body as { answers: { age?: number; height?: number } }).answers;
      return answers.age !== 999 && answers.height !== 5;
    }),
  ).toBe(true);
});

test('hours sitting beyond a day keep step 4 from advancing', async () => {
  state = {
    consent,
    draft: { step: 4, answers: {}, updatedAt: '2026-11-02T10:05:00.000Z' },
    submitted: null,
  };
  renderFlow();
  const sitting = await screen.findByLabelText(/sentado/);
  await userEvent.type(sitting, '30');
  await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(screen.getByText('Etapa 4 de 7')).toBeInTheDocument();
  expect(sitting).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
  expect(screen.getByText('Etapa 3 de 7')).toBeInTheDocument();
});

test('a double tap on Enviar Anamnese sends it once', async () => {
  state = {
    consent,
    draft: {
      step: 7,
      answers: { specificGoal: 'Reabilitação', availableDays: ['Sábado'] },
      updatedAt: '2026-11-02T10:05:00.000Z',
    },
    submitted: null,
  };
  const { onSubmitted } = renderFlow();
  await userEvent.dblClick(await screen.findByRole('button', { name: 'Enviar Anamnese' }));
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  expect(
    requests.filter((request) => request.path === '/api/me/anamnesis' && request.method === 'PUT'),
  ).toHaveLength(1);
});
