import { formatDecimal } from '#shared/domain/training/decimal.ts';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import type { Insight } from '#shared/contracts/progress.ts';
import { MEAL_NOTE } from '#shared/domain/nutrition/meal-note.ts';

/** A student's week as the weekly summary reads it (issue 15). */
export interface WeekFacts {
  firstName: string;
  goal: string | null;
  from: string;
  to: string;
  scheduled: number;
  workouts: {
    date: string;
    label: string | null;
    sets: number;
    volumeKg: number;
    rpe: number | null;
    pain: string;
  }[];
  records: { name: string; weight: number; reps: number }[];
  missed: number;
  insights: Insight[];
}

const kg = (weight: number) => `${formatDecimal(weight)} kg`;
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The local coach's weekly summary (spec §9: 3–4 paragraphs), written to the student in the trainer's
 * voice so it can be shared as it is: attendance, what was lifted, how it felt, the focus of next week.
 */
export function weeklySummary(week: WeekFacts): string {
  const done = week.workouts.length;
  const volume = week.workouts.reduce((sum, workout) => sum + workout.volumeKg, 0);
  const sets = week.workouts.reduce((sum, workout) => sum + workout.sets, 0);
  const paragraphs: string[] = [];
  const attendance =
    week.scheduled > 0
      ? `você treinou ${done} de ${week.scheduled} ${week.scheduled === 1 ? 'dia previsto' : 'dias previstos'}`
      : `você registrou ${done} ${done === 1 ? 'treino' : 'treinos'}`;
  paragraphs.push(
    done === 0
      ? `Oi, ${week.firstName}! Resumo da semana de ${dayMonth(week.from)} a ${dayMonth(week.to)}: não houve treino concluído${week.scheduled ? ` nos ${week.scheduled} dias previstos` : ''}. Acontece — o importante é retomar já no próximo treino, mesmo que mais leve.`
      : `Oi, ${week.firstName}! Resumo da semana de ${dayMonth(week.from)} a ${dayMonth(week.to)}: ${attendance}, somando ${sets} séries${volume > 0 ? ` e ${kg(Math.round(volume))} de volume` : ''}${week.workouts.some((workout) => workout.label) ? ` (${week.workouts.map((workout) => `${workout.label ?? 'treino'} em ${dayMonth(workout.date)}`).join(', ')})` : ''}.`,
  );
  if (week.records.length)
    paragraphs.push(
      `Destaques: ${week.records
        .slice(0, 3)
        .map((record) => `recorde no ${record.name} com ${kg(record.weight)} × ${record.reps}`)
        .join('; ')}. Esse é o resultado da constância.`,
    );
  const pains = week.workouts.filter((workout) => workout.pain.trim());
  const rpes = week.workouts.map((workout) => workout.rpe).filter((rpe): rpe is number => rpe !== null);
  const feeling: string[] = [];
  if (rpes.length)
    feeling.push(
      `Seu esforço médio foi RPE ${formatDecimal(Math.round((rpes.reduce((a, b) => a + b, 0) / rpes.length) * 10) / 10)}${Math.max(...rpes) >= 9 ? ', com pelo menos uma sessão muito puxada' : ''}.`,
    );
  if (pains.length)
    feeling.push(
      `Você relatou desconforto (${pains.map((workout) => `"${workout.pain.trim().slice(0, 60)}"`).join(', ')}); vamos ajustar os exercícios dessa região e, se persistir, procure avaliação.`,
    );
  if (feeling.length) paragraphs.push(feeling.join(' '));
  const warning = week.insights.find((insight) => insight.type === 'warning');
  const suggestion = week.insights.find((insight) => insight.type === 'suggestion');
  paragraphs.push(
    `Foco da próxima semana: ${
      week.missed > 0
        ? `não perder nenhum dos treinos previstos (${week.missed} ${week.missed === 1 ? 'ficou' : 'ficaram'} para trás)`
        : 'manter a regularidade'
    }${warning ? `, e com cuidado: ${warning.message.replace(/\.$/, '').toLowerCase()}` : suggestion ? `, e ${suggestion.message.replace(/\.$/, '').toLowerCase()}` : ''}. Conte comigo!`,
  );
  return paragraphs.slice(0, 4).join('\n\n');
}

/**
 * The local coach's meal suggestion (spec §9: 4–5 meals a day) from the goal and the habits the
 * anamnesis tells: general guidance, with the note that it does not replace a nutritionist.
 */
export function mealSuggestion(firstName: string, answers: AnamnesisAnswers): string {
  const goal = answers.specificGoal ?? '';
  const losing = goal.startsWith('Emagrecimento') || goal.startsWith('Definição');
  const gaining = goal.startsWith('Hipertrofia');
  const protein = answers.weight
    ? `cerca de ${formatDecimal(Math.round(answers.weight * (gaining ? 1.8 : 1.6)))} g de proteína por dia (${gaining ? '1,8' : '1,6'} g por kg), divididos entre as refeições`
    : 'uma fonte de proteína em todas as refeições';
  const meals = [
    `1. Café da manhã: ovos mexidos ou iogurte natural, uma fruta e ${losing ? 'uma fatia de pão integral' : 'pão integral ou tapioca com queijo branco'}.`,
    `2. Lanche da manhã: uma fruta com castanhas${gaining ? ' e um copo de leite ou iogurte' : ''}.`,
    `3. Almoço: prato com metade de salada e legumes, ${losing ? 'uma porção moderada' : 'uma boa porção'} de arroz e feijão e uma carne magra (frango, peixe ou carne vermelha magra).`,
    `4. Lanche pré-treino: ${gaining ? 'sanduíche de pão integral com frango ou atum e uma fruta' : 'uma fruta com iogurte ou pasta de amendoim'}, de 1 a 2 horas antes do treino.`,
  ];
  if (!losing || gaining)
    meals.push('5. Jantar: proteína magra com legumes e uma porção de arroz, batata ou mandioca.');
  else meals.push('5. Jantar: omelete ou peixe com legumes e salada; carboidrato em porção pequena.');
  const habits: string[] = [];
  if (answers.waterIntake && answers.waterIntake !== 'Sim')
    habits.push('Beba água ao longo do dia, com uma garrafa sempre por perto.');
  if (answers.nutritionQuality === 'Desequilibrada')
    habits.push('Comece trocando ultraprocessados por comida de verdade numa refeição por vez.');
  if (answers.healthIssues?.trim() || answers.controlledMedication?.trim())
    habits.push(
      'Pelas condições de saúde informadas, valide estas sugestões com seu médico ou nutricionista.',
    );
  return [
    `${firstName}, uma sugestão de dia alimentar alinhada ao seu objetivo${goal ? ` (${goal.toLowerCase()})` : ''}, com ${protein}:`,
    meals.join('\n'),
    habits.length ? habits.join(' ') : 'Mantenha horários regulares e evite longos períodos sem comer.',
    MEAL_NOTE,
  ].join('\n\n');
}
