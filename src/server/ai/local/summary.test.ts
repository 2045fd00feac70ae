import { describe, expect, test } from 'vitest';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { GOALS } from '#shared/domain/anamnesis/questions.ts';
import { MEAL_NOTE } from '#shared/domain/nutrition/meal-note.ts';
import { forTheStudent, mealsOperation, weeklySummaryOperation } from '../operations/summary.ts';
import { mealDay, trainingHourOf } from './meal-day.ts';
import { mealSuggestion, weeklySummary, type WeekFacts } from './summary.ts';

const week = (extra: Partial<WeekFacts> = {}): WeekFacts => ({
  firstName: 'Bia',
  goal: 'Hipertrofia (ganho de massa)',
  from: '2026-11-17',
  to: '2026-11-23',
  scheduled: 3,
  workouts: [
    { date: '2026-11-17', label: 'Treino A', sets: 16, volumeKg: 1835, rpe: 7, pain: '' },
    { date: '2026-11-19', label: 'Treino B', sets: 14, volumeKg: 1600, rpe: 8, pain: '' },
  ],
  records: [],
  missed: 1,
  insights: [],
  ...extra,
});

describe('the weekly summary speaks to the student, with nothing meant for the trainer', () => {
  test("the insights' words (written for the trainer) never reach it", () => {
    const text = weeklySummary(
      week({
        insights: [
          {
            type: 'warning',
            message: 'Relatou dor no ombro ("fisgada"): evitar o Supino Reto com Barra até avaliar.',
            date: '2026-11-19',
          },
          {
            type: 'suggestion',
            message: 'Subir a carga do Supino Reto com Barra: todas as séries…',
            date: '2026-11-19',
          },
        ],
      }),
    );
    expect(text).not.toMatch(/relatou|evitar o supino|reduzir|o aluno|a aluna|\brevis/i);
    expect(text).toContain(
      'Foco da próxima semana: não perder nenhum dos treinos previstos (1 ficou para trás), com calma nas cargas e sem treinar com dor. Conte comigo!',
    );
    const ready = weeklySummary(
      week({
        missed: 0,
        insights: [{ type: 'suggestion', message: 'Subir a carga do Supino…', date: '2026-11-19' }],
      }),
    );
    expect(ready).toContain(
      'manter a regularidade, e subir um pouco a carga onde você já completou todas as repetições',
    );
  });

  test('numbers in one format, one record per exercise with its article', () => {
    const text = weeklySummary(
      week({
        records: [
          { name: 'Remada Curvada com Barra', weight: 50, reps: 8 },
          { name: 'Remada Curvada com Barra', weight: 52.5, reps: 6 },
          { name: 'Leg Press 45°', weight: 120, reps: 10 },
        ],
        workouts: [
          { date: '2026-11-17', label: 'Treino A', sets: 16, volumeKg: 1835, rpe: 7, pain: '' },
          { date: '2026-11-19', label: 'Treino B', sets: 14, volumeKg: 1600, rpe: 8, pain: 'dor no joelho' },
        ],
      }),
    );
    expect(text).toContain('somando 30 séries e 3.435 kg de volume');
    expect(text).toContain(
      'Destaques: recorde no Leg Press 45° com 120 kg × 10 e recorde na Remada Curvada com Barra com 52,5 kg × 6.',
    );
    expect(text).toContain('Seu esforço médio foi RPE 7,5.');
    expect(text).toContain('Você contou que sentiu dor ("dor no joelho"): evite o que dói até conversarmos');
  });

  test("a model's sentence about the student in the third person or to the trainer is left out", () => {
    expect(
      forTheStudent(
        'Oi, Bia! Ótima semana. Revise antes de enviar. O aluno relatou dor.\n\nNota interna: subir carga.\n\nConte comigo!',
      ),
    ).toBe('Oi, Bia! Ótima semana.\n\nConte comigo!');
    const kept = weeklySummaryOperation.sanitize(
      `Oi, Bia! Você treinou 3 de 3 dias e somou 3.435 kg de volume nesta semana, parabéns pela constância. A aluna está evoluindo bem.\n\nFoco da próxima semana: manter a regularidade. Conte comigo!`,
      week(),
    );
    expect(kept).not.toContain('A aluna');
    expect(kept).toContain('Conte comigo!');
  });
});

const answers = (extra: Partial<AnamnesisAnswers> = {}): AnamnesisAnswers => ({
  specificGoal: 'Hipertrofia (ganho de massa)',
  weight: 70,
  ...extra,
});

describe('the meals respect the training time, with no doubled parentheses', () => {
  test.each([
    ['das 7h às 8h', 7],
    ['18:30', 18.5],
    ['às 6 da manhã', 6],
    ['12h', 12],
    ['à noite, depois do trabalho', 19],
    ['de manhã', 8],
    ['no horário de almoço', 12],
    ['varia', null],
    ['', null],
  ])('"%s" → %s', (said, hour) => {
    expect(trainingHourOf(said)).toBe(hour);
  });

  test.each([
    ['das 7h às 8h', ['1. Antes do treino (6h15)', '2. Café da manhã pós-treino (8h30)']],
    ['10h', ['1. Café da manhã (8h)', '2. Lanche pós-treino (11h30)', '3. Almoço (13h)']],
    ['12h', ['2. Lanche pré-treino (10h30)', '3. Almoço pós-treino (13h30)']],
    ['14h30', ['3. Almoço (12h)', '4. Lanche pós-treino (16h)']],
    ['16h', ['3. Lanche pré-treino (14h30)', '4. Lanche pós-treino (17h30)']],
    ['18:30', ['4. Lanche pré-treino (17h)', '5. Jantar pós-treino (20h)']],
    ['21h', ['4. Lanche pré-treino (19h30)', '5. Ceia pós-treino (22h30)']],
  ])('training at %s: the meals around it', (said, lines) => {
    const text = mealSuggestion('Bia', answers({ trainingHours: said }));
    for (const line of lines) expect(text).toContain(line);
  });

  test('4 or 5 meals at any hour, pre before post, no parentheses inside parentheses, the note at the end', () => {
    for (let hour = 0; hour < 24; hour += 0.5) {
      const meals = mealDay(hour);
      expect(meals.length).toBeGreaterThanOrEqual(4);
      expect(meals.length).toBeLessThanOrEqual(5);
      const pre = meals.find((meal) => meal.role === 'pre')!;
      const post = meals.find((meal) => meal.role === 'post')!;
      expect(pre.at!).toBeLessThan(hour);
      expect(post.at!).toBeGreaterThan(hour);
      expect(meals.map((meal) => meal.at!)).toEqual([...meals.map((meal) => meal.at!)].sort((a, b) => a - b));
    }
    for (const goal of GOALS)
      for (const trainingHours of ['', '7h', '19h'])
        for (const weight of [undefined, 82]) {
          const text = mealSuggestion('Bia', { specificGoal: goal, trainingHours, weight });
          expect(text, text).not.toMatch(/\([^)]*\(|\)[^(]*\)/);
          expect(text.endsWith(MEAL_NOTE)).toBe(true);
        }
    expect(mealSuggestion('Bia', answers())).toContain(
      'Bia, uma sugestão de dia alimentar para o seu objetivo de ganho de massa muscular, com cerca de 126 g de proteína por dia, ou 1,8 g por kg, divididos entre as refeições:',
    );
    expect(mealSuggestion('Bia', answers())).toContain('de 1 a 2 horas antes do treino');
  });

  test("a model's meals keep the note once and lose what was meant for the trainer", () => {
    const text = mealsOperation.sanitize(
      `Bia, aqui vai uma sugestão de refeições para o seu dia, pensando no seu treino das 18h30.\n\n1. Café da manhã: ovos.\n2. Almoço: arroz, feijão e frango.\n\nRevise as quantidades com o aluno.\n\n${MEAL_NOTE}`,
      undefined as never,
    );
    expect(text).not.toMatch(/revise/i);
    expect(text!.split(MEAL_NOTE)).toHaveLength(2);
  });
});
