import { describe, expect, test } from 'vitest';
import type { Feedback } from '#shared/contracts/training.ts';
import { DIFFICULTIES, ENERGY_LEVELS, SLEEP_QUALITIES } from '#shared/domain/training/feedback-options.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { inferGender, withArticle } from '#shared/domain/text/articles.ts';
import { EXERCISE_CATALOG } from '#server/db/seed/exercise-catalog.ts';
import { analysisOperation } from '../operations/session.ts';
import { sessionAnalysis } from './session-analysis.ts';
import { sessionFacts } from './session-facts.ts';
import { sessionInsights } from './session-insights.ts';
import { seededRandom } from '#shared/testing/seeded-random.ts';
import { readPain } from './session-pain.ts';

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
type Lift = { date: string; weight: number; reps: number };
type Row = {
  exerciseId: string;
  name: string;
  sets: { weight: number; reps: number }[];
  history: Lift[];
  muscles?: string[];
  contraindications?: string[];
  gender?: 'm' | 'f';
};
const best = (history: Lift[]) =>
  history.reduce<Lift | null>(
    (top, entry) =>
      !top || entry.weight > top.weight || (entry.weight === top.weight && entry.reps > top.reps)
        ? entry
        : top,
    null,
  );
const day = (rows: Row[], feedback: Feedback | null = calm) =>
  sessionFacts({
    name: 'Bia Souza',
    goal: 'Hipertrofia (ganho de massa)',
    date: DATE,
    plan: buildPlan(),
    workoutId: 'day-0',
    feedback,
    exercises: rows.map((row) => ({ ...row, best: best(row.history) })),
    names: (id) => ({ name: id, gender: null }),
  });
const sets = (weight: number, reps: number, n = 3) => Array.from({ length: n }, () => ({ weight, reps }));
const bench = (rows: Partial<Row>): Row => ({
  exerciseId: 'supino-reto-barra',
  name: 'Supino Reto com Barra',
  sets: sets(42.5, 10),
  history: [],
  muscles: ['Peito', 'Tríceps', 'Ombros'],
  contraindications: ['Lesão no ombro'],
  ...rows,
});

describe('a record is strictly better than every day before', () => {
  test("a repeat of last week's best is a repeat, never a record", () => {
    const facts = day([bench({ history: [{ date: '2026-11-16', weight: 42.5, reps: 10 }] })]);
    expect(facts.exercises[0]).toMatchObject({ record: false, repeatOfBest: true });
    const text = sessionAnalysis(facts)!;
    expect(text).toContain('no Supino Reto com Barra você igualou a sua melhor marca (42,5 kg × 10)');
    expect(text).not.toMatch(/recorde/i);
    expect(sessionInsights(facts).some((insight) => insight.type === 'achievement')).toBe(false);
  });

  test('more reps at the best load is a record; a lighter set with a higher e1RM is not', () => {
    const history = [{ date: '2026-11-16', weight: 42.5, reps: 8 }];
    expect(day([bench({ history })]).exercises[0]!.record).toBe(true);
    const lighter = day([bench({ sets: sets(35, 20), history })]).exercises[0]!;
    expect(lighter.e1rm).toBeGreaterThan(42.5 * (1 + 8 / 30));
    expect(lighter.record).toBe(false);
  });

  test("the day's best set is the one compared, whatever the order the sets were logged", () => {
    const facts = day([
      bench({
        sets: [
          { weight: 42.5, reps: 10 },
          { weight: 42.5, reps: 8 },
        ],
        history: [{ date: '2026-11-16', weight: 40, reps: 10 }],
      }),
    ]);
    expect(facts.exercises[0]!.top).toEqual({ weight: 42.5, reps: 10 });
    expect(sessionInsights(facts)[0]!.message).toBe(
      'Novo recorde no Supino Reto com Barra: 42,5 kg × 10 (1RM estimado de 56,7 kg).',
    );
  });
});

describe('pain, from the pain field or the comment', () => {
  const rows = [
    bench({}),
    {
      exerciseId: 'desenvolvimento-halteres',
      name: 'Desenvolvimento com Halteres',
      sets: sets(12, 10),
      history: [],
      muscles: ['Ombros', 'Tríceps'],
    },
    {
      exerciseId: 'agachamento-livre-barra',
      name: 'Agachamento Livre com Barra',
      sets: sets(60, 10),
      history: [],
      muscles: ['Pernas (Quadríceps)', 'Glúteos'],
      contraindications: ['Dor no joelho'],
    },
  ];

  test('"senti uma fisgada no ombro" in the comment names the region and the exercises that load it', () => {
    const facts = day(rows, { ...calm, comments: 'Treino ótimo! Mas senti uma fisgada no ombro.' });
    const text = sessionAnalysis(facts)!;
    expect(text).toContain('Você contou: "Mas senti uma fisgada no ombro".');
    expect(text).toContain(
      'Evite o Supino Reto com Barra e o Desenvolvimento com Halteres, que exigem o ombro, até passar por uma avaliação do seu personal ou de um profissional de saúde.',
    );
    expect(text).not.toContain('Evite o Agachamento');
    expect(text).toContain('sem pressa de aumentar');
    expect(sessionInsights(facts)[0]).toMatchObject({
      type: 'warning',
      message:
        'Relatou dor no ombro ("Mas senti uma fisgada no ombro"): evitar o Supino Reto com Barra e o Desenvolvimento com Halteres até avaliar.',
      relatedExerciseId: 'supino-reto-barra',
    });
  });

  test('a region no exercise of the day loads, an exercise named without a region, and "sem dor"', () => {
    const lombar = sessionAnalysis(day(rows.slice(0, 2), { ...calm, painPoints: 'dor na lombar' }))!;
    expect(lombar).toContain('Evite os movimentos que exigem a lombar até passar por uma avaliação');
    const named = readPain({ painPoints: 'incomodou no agachamento', comments: '' }, rows);
    expect(named).toMatchObject({ region: null, exercises: [2] });
    expect(readPain({ painPoints: 'sem dor', comments: 'Não senti dor nenhuma, adorei' }, rows)).toBeNull();
    expect(readPain({ painPoints: 'nada', comments: '' }, rows)).toBeNull();
    // Negation counts clause by clause: the knee is fine, the shoulder hurt.
    const shoulder = readPain(
      { painPoints: '', comments: 'Sem dor no joelho, mas o ombro doeu no fim' },
      rows,
    )!;
    expect(shoulder.region!('no')).toBe('no ombro');
    expect(shoulder.exercises).toEqual([0, 1]);
  });

  test('a remote model gets the same reading: the pain, its region and exercises, and a repeat flagged', () => {
    const facts = day(
      [bench({ history: [{ date: '2026-11-16', weight: 42.5, reps: 10 }] }), ...rows.slice(1)],
      { ...calm, comments: 'senti uma fisgada no ombro' },
    );
    const prompt = analysisOperation.prompt(facts);
    expect(prompt.data).toMatchObject({
      dor: {
        relato: 'senti uma fisgada no ombro',
        regiao: 'o ombro',
        exerciciosQueExigem: ['Supino Reto com Barra', 'Desenvolvimento com Halteres'],
      },
      exercicios: expect.arrayContaining([
        expect.objectContaining({ recorde: false, igualouMelhorMarca: true }),
      ]),
    });
    expect(prompt.system).toContain('igualar a melhor marca não é recorde');
  });

  test('a bodyweight exercise speaks of reps, never of "0 kg"', () => {
    const text = sessionAnalysis(
      day([
        {
          exerciseId: 'flexao-de-bracos',
          name: 'Flexão de Braços',
          gender: 'f',
          sets: [{ weight: 0, reps: 12 }],
          history: [{ date: '2026-11-16', weight: 0, reps: 10 }],
        },
      ]),
    )!;
    expect(text).toContain('na Flexão de Braços você foi de 10 para 12 repetições');
    expect(text).not.toContain('0 kg');
  });

  test('a comment without pain is acknowledged, not ignored', () => {
    const text = sessionAnalysis(day(rows, { ...calm, comments: 'Gostei muito do treino de hoje' }))!;
    expect(text).toContain('Sobre o seu comentário ("Gostei muito do treino de hoje")');
    expect(text).not.toContain('Evite');
  });
});

const POOL = [
  ['flexao-bracos', 'Flexão de Braços', ['Peito', 'Tríceps', 'Ombros']],
  ['elevacao-pelvica', 'Elevação Pélvica', ['Glúteos']],
  ['puxada-alta', 'Puxada Alta', ['Costas', 'Bíceps']],
  ['remada-curvada-barra', 'Remada Curvada com Barra', ['Costas']],
  ['leg-press-45', 'Leg Press 45°', ['Pernas (Quadríceps)']],
  ['supino-reto-barra', 'Supino Reto com Barra', ['Peito', 'Ombros']],
  ['agachamento-livre-barra', 'Agachamento Livre com Barra', ['Pernas (Quadríceps)']],
  ['prancha', 'Prancha Frontal', ['Core']],
  ['rosca-direta', 'Rosca Direta com Barra', ['Bíceps']],
] as const;
const PAINS = [
  '',
  '',
  'senti uma fisgada no ombro',
  'dor no joelho esquerdo',
  'incômodo na lombar',
  'doeu o punho',
];

function generated(seed: number): string {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rows = POOL.filter(() => next() < 0.6).map(([exerciseId, name, muscles]): Row => {
    const weight = Math.round(next() * 80 * 2) / 2 + 2.5;
    const reps = 6 + Math.floor(next() * 8);
    const history: Lift[] =
      next() < 0.3
        ? []
        : [
            {
              date: '2026-11-16',
              weight: pick([weight, weight - 2.5, weight + 2.5]),
              reps: pick([reps, reps - 1, reps + 2]),
            },
            { date: '2026-11-09', weight: weight - 5, reps },
          ];
    return {
      exerciseId,
      name,
      sets: sets(weight, reps, 2 + Math.floor(next() * 3)),
      history,
      muscles: [...muscles],
    };
  });
  const feedback: Feedback | null =
    next() < 0.15
      ? null
      : {
          ...calm,
          difficulty: pick(DIFFICULTIES),
          energyLevel: pick(ENERGY_LEVELS),
          sleepQuality: pick(SLEEP_QUALITIES),
          overallRPE: 1 + Math.floor(next() * 10),
          painPoints: pick(PAINS),
          comments: pick(['', 'Bom treino', 'senti uma fisgada no ombro no final']),
        };
  return sessionAnalysis(day(rows.length ? rows : [bench({})], feedback))!;
}

describe('the texts read well across many analyses', () => {
  const texts = Array.from({ length: 400 }, (_, seed) => generated(seed + 1));

  test('no sentence appears twice within an analysis', () => {
    for (const text of texts) {
      const sentences = text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
      const repeated = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i);
      expect(repeated, text).toEqual([]);
      expect(text.match(/ponto de partida/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  test('every article agrees with its name', () => {
    const wrong = POOL.flatMap(([, name]) =>
      (inferGender(name) === 'f'
        ? ['o', 'no', 'do', 'ao', 'pelo', 'um']
        : ['a', 'na', 'da', 'à', 'pela', 'uma']
      ).map((form) => new RegExp(`(^|[\\s(])${form} ${name.replace(/[()°]/g, '.')}`, 'i')),
    );
    for (const text of texts) for (const pattern of wrong) expect(text, text).not.toMatch(pattern);
    expect(texts.some((text) => text.includes('na Elevação Pélvica'))).toBe(true);
    expect(texts.some((text) => /\ba Flexão de Braços/.test(text))).toBe(true);
  });

  test('numbers are written one way: thousands with a dot, decimals with a comma', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/\d\.\d{1,2} kg/);
      expect(text).not.toMatch(/\d{4,} kg/);
    }
    expect(texts.some((text) => /\d\.\d{3} kg/.test(text))).toBe(true);
    expect(texts.some((text) => /\d,5 kg/.test(text))).toBe(true);
  });
});

describe("the names' gender", () => {
  test("the inference from the head noun agrees with the catalogue's gender on every exercise", () => {
    const disagree = EXERCISE_CATALOG.filter(
      (exercise) => inferGender(exercise.name) !== exercise.traits.gender,
    );
    expect(disagree.map((exercise) => exercise.name)).toEqual([]);
    expect(EXERCISE_CATALOG.length).toBeGreaterThan(200);
  });

  test("the catalogue's gender is the one the texts use when it is known", () => {
    const facts = day([
      bench({ history: [{ date: '2026-11-16', weight: 40, reps: 10 }] }),
      {
        exerciseId: 'x',
        name: 'Pallof Press na Polia',
        gender: 'f',
        sets: sets(10, 12),
        history: [{ date: '2026-11-16', weight: 10, reps: 10 }],
      },
    ]);
    expect(sessionAnalysis(facts)).toContain(
      'na Pallof Press na Polia você bateu seu recorde com 10 kg × 12',
    );
    expect(withArticle('no', 'Pallof Press na Polia')).toBe('no Pallof Press na Polia');
  });
});
