import { firstName } from '#shared/domain/text/first-name.ts';
import type { AiOperation } from '../gateway.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import { withMealNote } from '#shared/domain/nutrition/meal-note.ts';
import { mealSuggestion, weeklySummary, type WeekFacts } from '../local/summary.ts';
import { SYSTEM_RULES, studentData, type CoachContext } from './context.ts';
import { sanitizeParagraphs } from './session.ts';

/** Words meant for the trainer, not the student: a third person, a review, an internal note (folded). */
const FOR_THE_TRAINER =
  /\b(?:o aluno|a aluna|os alunos|do aluno|da aluna|ao aluno|pelo aluno|pela aluna|no aluno|na aluna|revise|revisar|revisao|nota interna|notas internas|uso interno|para o personal)\b/;

/**
 * A text the trainer shares with the student as it is (issue 22 §6): a model's sentence that speaks of
 * the student in the third person or to the trainer ("revise…", "o aluno…") is left out.
 */
export function forTheStudent(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])[ \t]+/)
        .filter((sentence) => !FOR_THE_TRAINER.test(foldForSearch(sentence)))
        .join(' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

const sanitizeText = (answer: unknown, paragraphs: number) =>
  sanitizeParagraphs(typeof answer === 'string' ? forTheStudent(answer) : answer, paragraphs, SYSTEM_RULES);

export const weeklySummaryOperation: AiOperation<WeekFacts, string> = {
  name: 'weekly-summary',
  output: 'text',
  prompt: (week) => ({
    system: SYSTEM_RULES,
    task: [
      'Escreva o resumo semanal do aluno em 3 ou 4 parágrafos curtos, sem markdown, falando diretamente com o aluno (você) na voz do personal.',
      'O texto vai para o aluno como está: nada dirigido ao personal, nenhuma nota interna, nada sobre o aluno na terceira pessoa.',
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
      'Organize as refeições em torno do horário de treino informado (pré-treino 1 a 2 horas antes, pós-treino logo depois), falando diretamente com o aluno.',
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
