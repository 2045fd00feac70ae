import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import type { Radar, RadarItem, RadarPage } from '#shared/contracts/progress.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { FakeEventSource } from '#web/testing/fake-event-source.ts';
import { fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { RadarPanel } from './radar-panel.tsx';

const page = (items: RadarItem[], total = items.length, pageCount = 1): RadarPage => ({
  items,
  total,
  page: 1,
  pageCount,
});
const who = (name: string) => ({ studentId: name.toLowerCase().replace(/\s+/g, '-'), name });

let radar: Radar;
let radarCalls: number;

beforeEach(() => {
  radarCalls = 0;
  FakeEventSource.last = null;
  radar = {
    insights: page([
      {
        ...who('Helena Dor'),
        kind: 'insight',
        insight: { type: 'warning', message: 'Reduzir a carga.', date: '2026-11-23' },
      },
    ]),
    attention: page(
      [
        {
          ...who('Helena Dor'),
          kind: 'feedback',
          date: '2026-11-23',
          difficulty: 'Extremamente difícil',
          painPoints: 'Joelho direito',
          comments: '',
        },
        { ...who('Queda Adesao'), kind: 'adherence', d30: 20, d90: 75 },
        { ...who('Rpe Subindo'), kind: 'rpe', date: '2026-11-23', label: 'Treino A', rpes: [6, 8, 9] },
        { ...who('Pula Exercicio'), kind: 'skipped', exerciseName: 'Agachamento Livre', times: 3 },
        { ...who('Outro'), kind: 'adherence', d30: 10, d90: 60 },
      ],
      6,
      2,
    ),
    engagement: page([{ ...who('Ausente Silva'), kind: 'missed', missed: 3, lastTrainedOn: '2026-11-02' }]),
    highlights: page([
      { ...who('Forte Souza'), kind: 'lift', exerciseName: 'Supino Reto com Barra', weight: 102.5, reps: 5 },
      { ...who('Forte Souza'), kind: 'progress', exerciseName: 'Supino Reto com Barra', percent: 25 },
    ]),
    pending: page([]),
  };
  fakeFetch(
    route('GET', '/api/radar', () => {
      radarCalls += 1;
      return json(radar);
    }),
    route('GET', '/api/radar/attention', () =>
      json({ ...page([{ ...who('Sexto Aluno'), kind: 'adherence', d30: 0, d90: 40 }], 6, 2), page: 2 }),
    ),
  );
});

test('each card lists what it noticed in words, opens the student, and says when it is empty', async () => {
  const onOpenStudent = vi.fn();
  renderWithQueries(<RadarPanel onOpenStudent={onOpenStudent} />);
  const card = async (name: RegExp) => screen.findByRole('region', { name });
  const attention = await card(/^Pontos de Atenção \(Feedback\)/);
  expect(attention).toHaveTextContent('Extremamente difícil em 23/11/2026');
  expect(attention).toHaveTextContent('Dor: “Joelho direito”');
  expect(attention).toHaveTextContent('Adesão caiu de 75% (90 dias) para 20% (30 dias)');
  expect(attention).toHaveTextContent('RPE subindo no Treino A: 6 → 8 → 9');
  expect(attention).toHaveTextContent('Pulou Agachamento Livre 3 vezes em 30 dias');
  expect(await card(/^Sugestões da IA/)).toHaveTextContent('AlertaReduzir a carga.');
  expect(await card(/^Baixo Engajamento/)).toHaveTextContent(
    '3 treinos previstos perdidos nos últimos 7 diasÚltimo treino: 02/11/2026',
  );
  const highlights = await card(/^Destaques de Performance/);
  expect(highlights).toHaveTextContent('Supino Reto com Barra: 102,5 kg × 5');
  expect(highlights).toHaveTextContent('Supino Reto com Barra: +25% em 28 dias');
  expect(await card(/^Pendências/)).toHaveTextContent('Nenhuma pendência.');

  await userEvent.click(within(highlights).getAllByRole('button', { name: /Forte Souza/ })[0]!);
  expect(onOpenStudent).toHaveBeenCalledWith('forte-souza');

  // A card with more pages asks the server for the next one.
  await userEvent.click(within(attention).getByRole('button', { name: 'Próxima' }));
  expect(await within(attention).findByText('Sexto Aluno')).toBeInTheDocument();
});

test('a change announced by the server refreshes the radar', async () => {
  renderWithQueries(<RadarPanel onOpenStudent={() => undefined} />);
  await screen.findByText('Ausente Silva');
  const before = radarCalls;
  radar = {
    ...radar,
    engagement: page([{ ...who('Novo Ausente'), kind: 'missed', missed: 1, lastTrainedOn: null }]),
  };
  act(() => FakeEventSource.last!.emit('student', JSON.stringify({ id: 'novo-ausente', op: 'update' })));
  expect(await screen.findByText('Novo Ausente')).toBeInTheDocument();
  expect(radarCalls).toBeGreaterThan(before);
  expect(screen.getByText('Ainda não concluiu nenhum treino')).toBeInTheDocument();
});
