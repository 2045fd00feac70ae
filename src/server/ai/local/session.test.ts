import { describe, expect, test } from 'vitest';
import type { Feedback } from '#shared/contracts/training.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { sanitizeAnalysis, sanitizeInsights } from '../operations/session.ts';
import { DATA_FENCE } from '../provider.ts';
import { sessionAnalysis } from './session-analysis.ts';
import { repRangeOf, sessionFacts } from './session-facts.ts';
import { sessionInsights, stalled } from './session-insights.ts';

const DATE = '2026-11-23';
const calm: Feedback = {
  difficulty: 'Ideal',
  energyLevel: 'Alto',
  sleepQuality: 'Boa',
  overallRPE: 7,
  painPoints: '',
  enjoyment: 'Gostei da maioria',
  comments: '',
};
const sets = (weight: number, reps: number, n: number) => Array.from({ length: n }, () => ({ weight, reps }));
const lift = (date: string, weight: number, reps: number) => ({ date, weight, reps });

/** buildPlan's Monday: bench 4 × 10, then squat 3 × 12 with a timed row. */
function facts(
  bench: { sets: { weight: number; reps: number }[]; history?: ReturnType<typeof lift>[] },
  feedback: Feedback | null = calm,
) {
  const history = bench.history ?? [];
  return sessionFacts({
    name: 'Bia Souza',
    goal: 'Hipertrofia (ganho de massa)',
    date: DATE,
    plan: buildPlan(),
    workoutId: 'day-0',
    feedback,
    exercises: [
      {
        exerciseId: 'supino-reto-barra',
        name: 'Supino Reto com Barra',
        sets: bench.sets,
        history,
        best: history.reduce<ReturnType<typeof lift> | null>(
          (best, entry) => (!best || entry.weight > best.weight ? entry : best),
          null,
        ),
      },
      {
        exerciseId: 'agachamento-livre-barra',
        name: 'Agachamento Livre com Barra',
        sets: sets(60, 10, 3),
        history: [lift('2026-11-16', 65, 10)],
        best: lift('2026-11-16', 65, 10),
      },
    ],
    names: (id) => ({ name: id === 'remada-curvada-barra' ? 'Remada Curvada com Barra' : id, gender: 'f' }),
  });
}

describe('the facts of a finished day', () => {
  test('rep ranges are read from the plan: "8-12", "10", "8 a 12"; anything else is none', () => {
    expect(repRangeOf('8-12')).toEqual({ low: 8, high: 12 });
    expect(repRangeOf('10')).toEqual({ low: 10, high: 10 });
    expect(repRangeOf('8 a 12')).toEqual({ low: 8, high: 12 });
    expect(repRangeOf('até a falha')).toBeNull();
  });

  test('each exercise gets its top set, last time, record and e1RM; the plan names what was skipped', () => {
    const day = facts({ sets: sets(45, 10, 4), history: [lift('2026-11-16', 40, 10)] });
    const bench = day.exercises[0]!;
    expect(bench).toMatchObject({ top: { weight: 45, reps: 10 }, record: true, e1rm: 60, plannedSets: 4 });
    expect(bench.repRange).toEqual({ low: 10, high: 10 });
    expect(bench.previous).toEqual(lift('2026-11-16', 40, 10));
    expect(day.skipped).toEqual([{ name: 'Remada Curvada com Barra', gender: 'f' }]);
    expect(day.label).toBe('Treino A');
  });
});

describe("the local coach's analysis", () => {
  test('names the exercises and the numbers that went up and down, in 3 paragraphs', () => {
    const text = sessionAnalysis(facts({ sets: sets(45, 10, 4), history: [lift('2026-11-16', 40, 10)] }))!;
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toContain(
      'Bia, você concluiu o Treino A com 7 séries em 2 exercícios, movimentando 3.600 kg',
    );
    expect(paragraphs[0]).toContain(
      'no Supino Reto com Barra a carga subiu de 40 kg para 45 kg (10 repetições), seu novo recorde',
    );
    expect(paragraphs[0]).toContain(
      'no Agachamento Livre com Barra você fez 60 kg × 10, abaixo dos 65 kg da última vez',
    );
    expect(paragraphs[0]).toContain('Remada Curvada com Barra ficou de fora hoje');
    expect(paragraphs[1]).toContain('RPE 7 ("Ideal")');
    // Every bench set hit the top of the range (10): the next step is more load.
    expect(paragraphs[2]).toContain(
      'no Supino Reto com Barra todas as séries chegaram a 10 repetições com 45 kg, então suba cerca de 2,5 kg',
    );
    expect(paragraphs[2]).toContain('hipertrofia');
  });

  test('pain and a very hard session are read carefully: no load increase, see a professional if it persists', () => {
    const text = sessionAnalysis(
      facts(
        { sets: sets(45, 10, 4), history: [lift('2026-11-16', 40, 10)] },
        {
          ...calm,
          difficulty: 'Difícil demais',
          overallRPE: 9,
          painPoints: 'Leve incômodo no joelho direito',
        },
      ),
    )!;
    expect(text).toContain(
      'Você contou: "Leve incômodo no joelho direito". Evite o Agachamento Livre com Barra, que exige o joelho, até passar por uma avaliação do seu personal ou de um profissional de saúde. Não treine com dor',
    );
    expect(text).toContain('O treino foi muito puxado (RPE 9, "Difícil demais")');
    expect(text).toContain('sem pressa de aumentar');
    expect(text).not.toContain('suba cerca de 2,5 kg');
  });

  test('exercises done for the first time are named together as the references to beat', () => {
    const text = sessionAnalysis(facts({ sets: sets(45, 10, 4) }))!;
    expect(text).toContain(
      'Primeira vez registrando o Supino Reto com Barra (45 kg × 10): essa marca é o seu ponto de partida para as próximas sessões.',
    );
    expect(text).toContain('Comparando com a última vez: no Agachamento Livre com Barra você fez 60 kg × 10');
  });

  test('no set logged, no analysis', () => {
    const empty = { ...facts({ sets: sets(45, 10, 4) }), exercises: [] };
    expect(sessionAnalysis(empty)).toBeNull();
  });
});

describe('progression insights', () => {
  test('a record and a load to raise: at most two, the record first', () => {
    const insights = sessionInsights(facts({ sets: sets(45, 10, 4), history: [lift('2026-11-16', 40, 10)] }));
    expect(insights).toEqual([
      {
        type: 'achievement',
        message: 'Novo recorde no Supino Reto com Barra: 45 kg × 10 (1RM estimado de 60 kg).',
        relatedExerciseId: 'supino-reto-barra',
        date: DATE,
      },
    ]);
  });

  test('every set at the top of the range: raise the load (double progression)', () => {
    const insights = sessionInsights(
      facts({ sets: sets(45, 10, 4), history: [lift('2026-11-16', 45, 9), lift('2026-11-09', 50, 5)] }),
    );
    expect(insights[0]).toMatchObject({
      type: 'suggestion',
      message: 'Subir a carga do Supino Reto com Barra: todas as séries chegaram a 10 repetições com 45 kg.',
    });
  });

  test('pain or RPE 9–10: a warning to lower the load, naming the exercise the student wrote about', () => {
    const pain = sessionInsights(
      facts({ sets: sets(45, 10, 4) }, { ...calm, painPoints: 'dor no ombro durante o supino' }),
    );
    expect(pain[0]).toMatchObject({ type: 'warning', relatedExerciseId: 'supino-reto-barra' });
    expect(pain[0]!.message).toBe(
      'Relatou dor no ombro ("dor no ombro durante o supino"): evitar o Supino Reto com Barra até avaliar.',
    );
    const hard = sessionInsights(facts({ sets: sets(45, 8, 4) }, { ...calm, overallRPE: 10 }));
    expect(hard[0]!.message).toBe(
      'Treino Treino A com RPE 10: reduzir cerca de 10% a carga do Agachamento Livre com Barra (60 kg).',
    );
  });

  test('three sessions at the same load without more reps: stalled', () => {
    const day = facts({
      sets: sets(45, 8, 4),
      history: [lift('2026-11-16', 45, 8), lift('2026-11-09', 45, 8)],
    });
    expect(stalled(day.exercises[0]!)).toBe(true);
    expect(sessionInsights(day)).toContainEqual(
      expect.objectContaining({
        message:
          'O Supino Reto com Barra sem progresso há 3 sessões (45 kg): variar o estímulo ou ajustar a faixa de repetições.',
      }),
    );
  });
});

describe("a model's answer is checked before it is kept", () => {
  const day = facts({ sets: sets(45, 10, 4) });
  test('insights: only known types and this day’s exercises, unique, bounded, at most two', () => {
    const kept = sanitizeInsights(
      {
        insights: [
          { type: 'warning', message: '<b>Reduzir</b> a carga', relatedExerciseId: 'exercicio-inventado' },
          { type: 'warning', message: '<b>Reduzir</b> a carga' },
          { type: 'hack', message: 'x' },
          { type: 'achievement', message: 'a'.repeat(1000), relatedExerciseId: 'supino-reto-barra' },
          { type: 'suggestion', message: 'terceiro' },
        ],
      },
      day,
    );
    expect(kept).toEqual([
      { type: 'warning', message: 'Reduzir a carga', date: DATE },
      { type: 'achievement', message: 'a'.repeat(200), relatedExerciseId: 'supino-reto-barra', date: DATE },
    ]);
  });

  test('an analysis that is empty, an error, an echo of the prompt or too short is not kept; 4 paragraphs become 3', () => {
    expect(sanitizeAnalysis('')).toBeNull();
    expect(sanitizeAnalysis('Erro: limite atingido ' + 'x'.repeat(100))).toBeNull();
    expect(sanitizeAnalysis(`${DATA_FENCE.open} ${'x'.repeat(100)}`)).toBeNull();
    expect(sanitizeAnalysis('Bom treino.')).toBeNull();
    const long = ['Um '.repeat(20), 'Dois '.repeat(20), 'Três '.repeat(20), 'Quatro '.repeat(20)].join(
      '\n\n',
    );
    expect(sanitizeAnalysis(long)!.split('\n\n')).toHaveLength(3);
  });
});
