import { describe, expect, test } from 'vitest';
import type { Workout } from '#shared/contracts/plans.ts';
import { buildWorkout } from '#shared/testing/build-workout.ts';
import { monthGrid, monthRange, shiftMonth } from './calendar-grid.ts';
import { dateLabel, expiryBanner, expiryNotice, readyLine, selectedDate } from './home-text.ts';
import { dayOfYear, quoteOfTheDay } from './quote-of-the-day.ts';
import { renewalMessage, renewalPrice } from './renewal.ts';
import { cardBlocks, routineLines, workoutForDate } from './workout-card-lines.ts';

/** 'Treino A' on Monday, with nothing in it but `overrides`. */
const workout = (overrides: Partial<Workout> = {}): Workout => ({ ...buildWorkout([]), ...overrides });

const exercise = (
  id: string,
  exerciseId: string,
  extra: Partial<Workout['blocks'][0]['exercises'][0]> = {},
) => ({
  id,
  exerciseId,
  sets: '3',
  reps: '12',
  durationType: 'reps' as const,
  rest: 60,
  ...extra,
});

describe('quote of the day', () => {
  test('counts the day of the year from 1 January, leap years included', () => {
    expect(dayOfYear('2025-01-01')).toBe(1);
    expect(dayOfYear('2025-12-31')).toBe(365);
    expect(dayOfYear('2024-12-31')).toBe(366);
    expect(dayOfYear('2024-03-01')).toBe(61);
  });

  test('cycles through the seven quotes by day of year modulo 7', () => {
    expect(quoteOfTheDay('2025-01-01')).toBe('home.quote.1');
    expect(quoteOfTheDay('2025-01-07')).toBe('home.quote.0');
    expect(quoteOfTheDay('2025-01-08')).toBe('home.quote.1');
    const week = ['01', '02', '03', '04', '05', '06', '07'].map((d) => quoteOfTheDay(`2025-01-${d}`));
    expect(new Set(week).size).toBe(7);
  });
});

describe('calendar grid', () => {
  test('lays a month out in weeks starting on Sunday, with blanks around it', () => {
    // 1 November 2025 is a Saturday; 30 November a Sunday.
    const weeks = monthGrid('2025-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-11-01']);
    expect(weeks[5]).toEqual(['2025-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  test('a February starting on Sunday fills exactly four weeks', () => {
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2026-02-01');
    expect(weeks[3]![6]).toBe('2026-02-28');
  });

  test('moves between months across years and knows their last day', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('home text', () => {
  test('says Pronta for women, Pronto for men, and words that fit anyone until the sex is known', () => {
    const today = '2025-11-20';
    expect(readyLine('Feminino', today, today)).toBe('Pronta para o treino de hoje?');
    expect(readyLine('Masculino', today, today)).toBe('Pronto para o treino de hoje?');
    expect(readyLine(null, today, today)).toBe('Vamos para o treino de hoje?');
  });

  test('names the day shown when it is not today', () => {
    const today = '2025-11-20';
    expect(readyLine('Feminino', '2025-11-21', today)).toBe('Pronta para o treino de amanhã?');
    expect(readyLine('Masculino', '2025-11-27', today)).toBe('Pronto para o treino de 27/11/2025?');
    expect(readyLine(null, '2025-11-19', today)).toBe('Você está vendo o treino de ontem.');
    expect(readyLine('Feminino', '2025-11-13', today)).toBe('Você está vendo o treino de 13/11/2025.');
  });

  test('words the expiry warning in days, one day and today', () => {
    expect(expiryNotice(5)).toBe('Atenção! Seu plano vence em 5 dias.');
    expect(expiryNotice(1)).toBe('Atenção! Seu plano vence em 1 dia.');
    expect(expiryNotice(0)).toBe('Atenção! Seu plano vence hoje.');
  });

  test('shows the banner only for an active plan with 0 to 7 days left', () => {
    const at = (planExpiryDate: string | null, planStatus: 'active' | 'inactive' = 'active') =>
      expiryBanner({ planStatus, planExpiryDate, today: '2025-11-20' });
    expect(at('2025-11-27')).toBe('Atenção! Seu plano vence em 7 dias.');
    expect(at('2025-11-28')).toBeNull();
    expect(at('2025-11-20')).toBe('Atenção! Seu plano vence hoje.');
    expect(at('2025-11-19')).toBeNull();
    expect(at(null)).toBeNull();
    expect(at('2025-11-22', 'inactive')).toBeNull();
  });

  test('labels the selected date and reads it from the URL', () => {
    expect(dateLabel('2025-11-20', '2025-11-20')).toEqual({ date: 'Hoje', weekday: 'Quinta-feira' });
    expect(dateLabel('2025-11-22', '2025-11-20')).toEqual({ date: '22/11/2025', weekday: 'Sábado' });
    expect(selectedDate('2025-11-22', '2025-11-20')).toBe('2025-11-22');
    expect(selectedDate(null, '2025-11-20')).toBe('2025-11-20');
    expect(selectedDate('2025-02-30', '2025-11-20')).toBe('2025-11-20');
    expect(selectedDate('amanhã', '2025-11-20')).toBe('2025-11-20');
  });
});

describe('workout card lines', () => {
  const plan = [
    workout({
      day: 'Quinta-feira',
      warmup: [{ exerciseId: 'bike', duration: '5 min' }],
      cooldown: [
        { exerciseId: 'along', duration: '30s' },
        { exerciseId: 'along2', duration: '30s' },
      ],
      blocks: [
        { id: 'b1', type: 'single', restAfterBlock: 60, exercises: [exercise('e1', 'supino')] },
        {
          id: 'b2',
          type: 'biset',
          restAfterBlock: 90,
          exercises: [
            exercise('e2', 'rosca', { sets: '4', reps: '10-12' }),
            exercise('e3', 'prancha', { reps: '30', durationType: 'time' }),
          ],
        },
        { id: 'b3', type: 'triset', restAfterBlock: 60, exercises: [exercise('e4', 'sumido')] },
        { id: 'b4', type: 'superset', restAfterBlock: 60, exercises: [exercise('e5', 'supino')] },
      ],
    }),
  ];
  const names = {
    supino: { name: 'Supino Reto', videoUrl: null, gifUrl: null, tutorial: '' },
    rosca: { name: 'Rosca Direta', videoUrl: null, gifUrl: null, tutorial: '' },
    prancha: { name: 'Prancha', videoUrl: null, gifUrl: null, tutorial: '' },
  };

  test('finds the workout of the selected weekday', () => {
    expect(workoutForDate(plan, '2025-11-20')?.day).toBe('Quinta-feira');
    expect(workoutForDate(plan, '2025-11-21')).toBeUndefined();
  });

  test('tags multi-exercise blocks and writes sets x reps, with s for time', () => {
    const blocks = cardBlocks(plan[0]!, names);
    expect(blocks.map((b) => b.tag)).toEqual([null, 'Bi-Set', 'Tri-Set', 'Super-Set']);
    expect(blocks[0]!.lines).toEqual([{ id: 'e1', name: 'Supino Reto', dose: '3 x 12' }]);
    expect(blocks[1]!.lines.map((l) => `${l.name} ${l.dose}`)).toEqual([
      'Rosca Direta 4 x 10-12',
      'Prancha 3 x 30s',
    ]);
    expect(blocks[2]!.lines[0]!.name).toBe('sumido'); // an exercise missing from the base shows its id
  });

  test('counts the warm-up and cool-down when present', () => {
    expect(routineLines(plan[0]!)).toEqual(['Aquecimento: 1 exercício', 'Volta à Calma: 2 exercícios']);
    expect(routineLines(workout())).toEqual([]);
  });
});

describe('renewal', () => {
  test('shows prices in reais, or that none was set', () => {
    expect(renewalPrice(120)).toBe('R$ 120,00');
    expect(renewalPrice(1200.5)).toBe('R$ 1.200,50');
    expect(renewalPrice(null)).toBe('Preço não definido');
  });

  test('names the student and the months in the message', () => {
    const home = {
      name: 'Ana Souza',
      trainer: { name: 'Paula Lima', whatsapp: null, planPrices: { '1': 120, '3': null, '6': 600 } },
    };
    expect(renewalMessage(home, 3)).toBe(
      'Olá, Paula! Aqui é Ana Souza. Gostaria de renovar meu plano de treino por 3 meses. Como fazemos?',
    );
    expect(renewalMessage(home, 1)).toContain('por 1 mês.');
  });
});
