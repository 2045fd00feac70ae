import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Assessment } from '#shared/contracts/assessments.ts';
import { assessmentChange, deriveAssessment, type AssessmentMeasures } from '#shared/domain/assessment/derive.ts';
import {
  buildHome,
  currentUrl,
  json,
  renderStudentPage,
  studentServer,
} from '#web/features/student-home/student-home.testing.tsx';
import { route } from '#web/testing/fake-fetch.ts';

vi.mock('#web/data/workout.ts', () => import('#web/features/student-home/fake-workout-api.ts'));

const measures = (weightKg: number, folds: [number, number, number], waist: number): AssessmentMeasures => ({
  sex: 'Feminino',
  age: 30,
  weightKg,
  heightCm: 165,
  protocol: 'jp3',
  circumferences: { cintura: waist, quadril: 98 },
  skinfolds: { triceps: folds[0], suprailiaca: folds[1], coxa: folds[2] },
});

/** Oldest first, with the changes the server computes (the same shared code). */
function assessments(list: { date: string; measures: AssessmentMeasures }[]): Assessment[] {
  const points = list.map(({ date, measures: m }) => ({
    date,
    weightKg: m.weightKg,
    circumferences: m.circumferences,
    derived: deriveAssessment(m),
  }));
  return list.map(({ date, measures: m }, index) => ({
    id: `a-${index}`,
    studentId: 'st-1',
    date,
    ...m,
    restingHeartRate: null,
    bloodPressure: null,
    notes: '',
    derived: points[index]!.derived,
    changeSincePrevious: index > 0 ? assessmentChange(points[index - 1]!, points[index]!) : null,
    changeSinceFirst: index > 0 ? assessmentChange(points[0]!, points[index]!) : null,
    version: 1,
    updatedAt: `${date}T12:00:00.000Z`,
  }));
}

function serve(answer: () => Response) {
  return studentServer(() => json(buildHome()), {
    extra: [route('GET', '/api/me/assessments', () => answer())],
  });
}

test('the latest results and the evolution since the previous and the first, in pt-BR', async () => {
  const items = assessments([
    { date: '2025-08-01', measures: measures(74, [22, 20, 30], 84) },
    { date: '2025-09-15', measures: measures(73.1, [20, 18, 28], 82) },
    { date: '2025-11-01', measures: measures(72.4, [18, 16, 26], 80.5) },
  ]);
  serve(() => json({ items }));
  renderStudentPage('/aluno/avaliacoes');

  expect(await screen.findByRole('heading', { name: 'Minhas avaliações', level: 1 })).toBeInTheDocument();
  const latest = await screen.findByRole('region', { name: 'Última avaliação: 01/11/2025' });
  expect(within(latest).getByText('Peso 72,4 kg · altura 165 cm')).toBeInTheDocument();
  const derived = items[2]!.derived;
  expect(derived.bodyFatStatus).toBe('ok');
  const result = (label: string) => within(latest).getByText(label).parentElement!;
  expect(result('IMC')).toHaveTextContent('IMC26,6Sobrepeso'); // 72,4 kg / 1,65 m²
  expect(result('% de gordura')).toHaveTextContent(/\d+,\d %/);
  expect(result('Massa gorda')).toHaveTextContent(/\d+,\d kg/);
  expect(result('Massa magra')).toHaveTextContent(/\d+,\d kg/);
  // 80,5 / 98 cm: a woman in her thirties, 0,79–0,84 on the Bray & Gray table.
  expect(result('Relação cintura-quadril')).toHaveTextContent('0,82Risco alto');

  const table = screen.getByRole('table');
  const weight = within(table).getByRole('row', { name: /^Peso/ });
  // 74 → 73,1 → 72,4: each column's change since the previous, and the last since the first.
  expect(weight).toHaveTextContent('74 kg');
  expect(weight).toHaveTextContent('73,1 kg');
  expect(weight).toHaveTextContent('−0,9 kg');
  expect(weight).toHaveTextContent('−0,7 kg');
  expect(within(weight).getAllByRole('cell').at(-1)).toHaveTextContent('−1,6 kg');
  expect(within(table).getByRole('columnheader', { name: /Desde a primeira/ })).toHaveTextContent('em 92 dias');
  // Nothing to edit: the student only reads.
  expect(screen.queryByRole('button', { name: /Editar|Excluir|Nova avaliação/ })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Gráfico de peso/ })).toBeInTheDocument();
});

test('one assessment: its results and no change yet', async () => {
  serve(() => json({ items: assessments([{ date: '2025-11-01', measures: measures(72.4, [18, 16, 26], 80) }]) }));
  renderStudentPage('/aluno/avaliacoes');
  expect(await screen.findByRole('region', { name: 'Última avaliação: 01/11/2025' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /Desde a primeira/ })).not.toBeInTheDocument();
  expect(screen.getAllByText('São necessárias duas avaliações com esta medida para o gráfico.')).toHaveLength(3);
});

test('none yet: says so, and the way back goes home', async () => {
  const user = userEvent.setup();
  serve(() => json({ items: [] }));
  renderStudentPage('/aluno/avaliacoes');
  expect(await screen.findByText('Você ainda não tem avaliações físicas.')).toBeInTheDocument();
  expect(screen.getByText('Quando seu personal registrar uma avaliação, ela aparece aqui.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Voltar ao treino' }));
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno');
});

test('loading, then an error with a retry that brings the list', async () => {
  const user = userEvent.setup();
  let fail = true;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  studentServer(() => json(buildHome()), {
    extra: [
      async (url) => {
        if (url.pathname !== '/api/me/assessments') return undefined;
        await gate;
        return fail
          ? json({ error: 'INTERNAL', message: 'Erro interno.' }, 500)
          : json({ items: assessments([{ date: '2025-11-01', measures: measures(72.4, [18, 16, 26], 80) }]) });
      },
    ],
  });
  renderStudentPage('/aluno/avaliacoes');
  expect(await screen.findByText('Carregando as avaliações...')).toBeInTheDocument();
  release();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Não foi possível carregar as avaliações.');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('region', { name: 'Última avaliação: 01/11/2025' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
