import { screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import {
  TODAY,
  buildDay,
  buildHome,
  json,
  renderStudentPage,
  studentServer,
} from '#web/features/student-home/student-home.testing.tsx';

vi.mock('#web/data/workout.ts', () => import('#web/features/student-home/fake-workout-api.ts'));

beforeEach(() => sessionStorage.clear());

const FEEDBACK = {
  difficulty: 'Ideal',
  energyLevel: 'Alto',
  sleepQuality: 'Boa',
  overallRPE: 7,
  painPoints: '',
  enjoyment: 'Gostei da maioria',
  comments: '',
} as const;

function serve(day: Parameters<typeof buildDay>[0]) {
  studentServer(() => json(buildHome()), { days: { [TODAY]: buildDay({ date: TODAY, ...day }) } });
}

test('a completed day at the run’s address asks for the feedback not yet sent, never the run', async () => {
  serve({ completed: true });
  renderStudentPage(`/aluno/treino?data=${TODAY}`);
  expect(await screen.findByRole('dialog', { name: 'Feedback do Treino' })).toBeInTheDocument();
  expect(screen.queryByText('Todos os exercícios concluídos!')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Finalizar Treino' })).not.toBeInTheDocument();
});

test('a completed day whose feedback was sent shows its analysis', async () => {
  serve({ completed: true, feedback: FEEDBACK, analysis: 'Bom volume hoje.' });
  renderStudentPage(`/aluno/treino?data=${TODAY}&etapa=feedback`);
  const analysis = await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  expect(analysis).toHaveTextContent('Bom volume hoje.');
});

test('after a skipped feedback, the analysis step survives a reload', async () => {
  serve({ completed: true });
  renderStudentPage(`/aluno/treino?data=${TODAY}&etapa=analise`);
  expect(await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Feedback do Treino' })).not.toBeInTheDocument();
});

test('a day not completed opens the run, whatever step the address names', async () => {
  serve({});
  renderStudentPage(`/aluno/treino?data=${TODAY}&etapa=analise`);
  expect(await screen.findByRole('dialog', { name: 'Treino A - Peito' })).toBeInTheDocument();
});
