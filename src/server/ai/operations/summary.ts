import { firstName } from '#shared/domain/text/first-name.ts';
import type { AiOperation } from '../gateway.ts';
import { withMealNote } from '#shared/domain/nutrition/meal-note.ts';
import { mealSuggestion, weeklySummary, type WeekFacts } from '../local/summary.ts';
import { SYSTEM_RULES, studentData, type CoachContext } from './context.ts';
import { sanitizeParagraphs } from './session.ts';

const sanitizeText = (answer: unknown, paragraphs: number) =>
  sanitizeParagraphs(answer, paragraphs, SYSTEM_RULES);

export const weeklySummaryOperation: AiOperation<WeekFacts, string> = {
  name: 'weekly-summary',
  output: 'text',
  prompt: (week) => ({
    system: SYSTEM_RULES,
    task: [
      'Escreva o resumo semanal do aluno em 3 ou 4 parágrafos curtos, sem markdown, falando com o aluno na voz do personal.',
      'Frequência (treinos feitos contra previstos), números (séries, volume, recordes), como se sentiu (RPE, dores) e o foco da próxima semana.',
    ].join('\n'),
    data: { semana: week },
  }),
  sanitize: (answer) => sanitizeText(answer, 4),
  local: weeklySummary,
};

export const mealsOperation: AiOperation<CoachContext, string> = {
  name: 'meal-suggestion',
  output: 'text',
  prompt: (context) => ({
    system: SYSTEM_RULES,
    task: [
      'Sugira um dia alimentar de 4 a 5 refeições para o aluno, alinhado ao objetivo e aos hábitos informados, sem markdown.',
      'São orientações gerais: não prescreva dieta, calorias exatas nem suplementos.',
    ].join('\n'),
    data: studentData(context),
  }),
  // Whatever the model wrote, the note that a nutritionist prescribes meal plans is ours and always there.
  sanitize: (answer) => {
    const text = sanitizeText(answer, 8);
    return text ? withMealNote(text) : null;
  },
  local: (context) => mealSuggestion(firstName(context.student.name), context.student.answers),
};
