import { MemoryRouter } from '#web/lib/router.tsx';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { CoachReading, PersonCorrections } from '#shared/contracts/coach-reading.ts';
import { describePerson } from '#shared/domain/person/describe-person.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { findToast } from '#web/testing/toasts.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { renderWithQueries } from '#web/testing/render.tsx';
import PlanEditor from './plan-editor.tsx';
import { getStudent, student } from './plan-editor.testing.tsx';

vi.setConfig({ testTimeout: 20_000 });

const ANSWERS = {
  healthIssues: 'Estou grávida de 22 semanas',
  observations: 'nada de impacto',
  canDoPushups: false,
};
const NONE: PersonCorrections = {
  addConditions: [],
  removeConditions: [],
  addLimits: [],
  removeLimits: [],
  addSports: [],
  removeSports: [],
};

/** The reading as the server builds it: the same reader, with the corrections applied. */
function readingOf(corrections: PersonCorrections): CoachReading {
  const person = readPerson(ANSWERS, { today: '2026-11-26', corrections });
  return { lines: describePerson(person), person, corrections };
}

const path = '/api/students/s1/coach-reading';

function renderEditor() {
  renderWithQueries(
    <MemoryRouter>
      <PlanEditor studentId="s1" onClose={() => undefined} />
      <Toaster />
    </MemoryRouter>,
  );
}

test('the editor shows what the AI considered above the plan', async () => {
  fakeFetch(
    getStudent(student()),
    route('GET', path, () => json(readingOf(NONE))),
  );
  renderEditor();
  const panel = await screen.findByRole('region', { name: 'Leitura da IA sobre o aluno' });
  expect(
    await within(panel).findByText(
      'gestante de 22 semanas; sem impacto; evita deitar de bruços; nada de cabeça para baixo; sem esforço máximo; evita deitar de costas; não faz flexão de braços.',
    ),
  ).toBeInTheDocument();
  expect(within(panel).getByText('A IA considerou:')).toBeInTheDocument();
});

test('removing a restriction and adding a sport saves each correction and shows the new reading', async () => {
  let saved = NONE;
  const fetch = fakeFetch(
    getStudent(student()),
    route('GET', path, () => json(readingOf(saved))),
    route('PUT', path, (_, init) => {
      saved = { ...NONE, ...bodyOf<PersonCorrections>(init) };
      return json(readingOf(saved));
    }),
  );
  renderEditor();
  const panel = await screen.findByRole('region', { name: 'Leitura da IA sobre o aluno' });
  await userEvent.click(await within(panel).findByRole('button', { name: 'Corrigir', expanded: false }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Remover evita deitar de costas' }));
  expect(await findToast('Correção salva. A IA vai considerar esta leitura.')).toBeInTheDocument();
  expect(saved.removeLimits).toEqual(['no_supine']);
  expect(
    within(panel).queryByRole('button', { name: 'Remover evita deitar de costas' }),
  ).not.toBeInTheDocument();
  expect(within(panel).getByText(/^gestante de 22 semanas; sem impacto;/)).not.toHaveTextContent(
    'deitar de costas',
  );

  await userEvent.selectOptions(within(panel).getByLabelText('Adicionar esporte'), 'natação');
  expect(await within(panel).findByText('(personal)')).toBeInTheDocument();
  expect(saved).toMatchObject({ removeLimits: ['no_supine'], addSports: [{ kind: 'swimming' }] });
  const putCalls = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  expect(putCalls).toHaveLength(2);
});

test('a failed save says so and keeps the reading as it was', async () => {
  fakeFetch(
    getStudent(student()),
    route('GET', path, () => json(readingOf(NONE))),
    route('PUT', path, () => json({ error: { code: 'INTERNAL', message: 'Erro interno.' } }, 500)),
  );
  renderEditor();
  const panel = await screen.findByRole('region', { name: 'Leitura da IA sobre o aluno' });
  await userEvent.click(await within(panel).findByRole('button', { name: 'Corrigir' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Remover sem impacto' }));
  expect(await findToast('Não foi possível salvar a correção.')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Remover sem impacto' })).toBeInTheDocument();
});
