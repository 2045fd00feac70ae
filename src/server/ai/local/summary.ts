import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import type { NameGender } from '#shared/contracts/exercises.ts';
import type { Insight } from '#shared/contracts/progress.ts';
import { MEAL_NOTE } from '#shared/domain/nutrition/meal-note.ts';
import { withArticle } from '#shared/domain/text/articles.ts';
import { formatKg, formatNumber } from '#shared/domain/text/format-number.ts';
import { spokenList } from '#shared/domain/text/spoken-list.ts';
import { hourLabel, mealDay, trainingHourOf, type Meal } from './meal-day.ts';

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
  records: { name: string; gender?: NameGender | null; weight: number; reps: number }[];
  missed: number;
  /** The week's insights: only their kinds are read (their words are the trainer's). */
  insights: Insight[];
  /** The latest physical assessment and its change since the one before (docs/decisions/041). */
  body?: BodyFacts | null;
}

export interface BodyFacts {
  date: string;
  weightKg: number;
  bodyFatPercent: number | null;
  /** Since the assessment before, when there is one. */
  change: { fromDate: string; weightKg: number | null; bodyFatPercent: number | null } | null;
}

const signed = (value: number, decimals: number) => `${value > 0 ? '+' : ''}${formatNumber(value, decimals)}`;

/** 'Na avaliação de 01/10 você estava com 77,6 kg (−2,4 kg desde 01/09) e 14,2 % de gordura (−1,8 ponto).' */
export function bodySentence(body: BodyFacts): string {
  const change = body.change;
  const weightChange =
    change && change.weightKg !== null
      ? ` (${signed(change.weightKg, 1)} kg desde ${dayMonth(change.fromDate)})`
      : '';
  const fat =
    body.bodyFatPercent === null
      ? ''
      : ` e ${formatNumber(body.bodyFatPercent, 1)} % de gordura${
          change && change.bodyFatPercent !== null
            ? ` (${signed(change.bodyFatPercent, 1)} ${Math.abs(change.bodyFatPercent) === 1 ? 'ponto' : 'pontos'})`
            : ''
        }`;
  return `Na sua avaliação física de ${dayMonth(body.date)}, você estava com ${formatNumber(body.weightKg, 1)} kg${weightChange}${fat}.`;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** One record per exercise, the heaviest first. */
function bestRecords(records: WeekFacts['records']): WeekFacts['records'] {
  const byName = new Map<string, WeekFacts['records'][number]>();
  for (const record of records) {
    const kept = byName.get(record.name);
    if (!kept || record.weight > kept.weight || (record.weight === kept.weight && record.reps > kept.reps))
      byName.set(record.name, record);
  }
  return [...byName.values()].sort((a, b) => b.weight - a.weight);
}

/**
 * The local coach's weekly summary (product §9: 3–4 paragraphs), written to the student in the trainer's
 * voice so it can be shared as it is (issue 22 §6): attendance, what was lifted, how it felt, the focus
 * of next week. Nothing in it is meant for the trainer: the insights' words (written for the trainer)
 * never enter it, only what they are about.
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
  const labelled = week.workouts.some((workout) => workout.label)
    ? ` (${week.workouts.map((workout) => `${workout.label ?? 'treino'} em ${dayMonth(workout.date)}`).join(', ')})`
    : '';
  paragraphs.push(
    done === 0
      ? `Oi, ${week.firstName}! Resumo da semana de ${dayMonth(week.from)} a ${dayMonth(week.to)}: não houve treino concluído${week.scheduled ? ` nos ${week.scheduled} dias previstos` : ''}. Acontece — o importante é retomar já no próximo treino, mesmo que mais leve.`
      : `Oi, ${week.firstName}! Resumo da semana de ${dayMonth(week.from)} a ${dayMonth(week.to)}: ${attendance}, somando ${sets} séries${volume > 0 ? ` e ${formatKg(Math.round(volume))} de volume` : ''}${labelled}.`,
  );
  if (week.body) paragraphs[0] = `${paragraphs[0]} ${bodySentence(week.body)}`;
  const records = bestRecords(week.records).slice(0, 3);
  if (records.length)
    paragraphs.push(
      `Destaques: ${spokenList(records.map((record) => `recorde ${withArticle('no', record.name, record.gender)} com ${formatKg(record.weight)} × ${record.reps}`))}. Esse é o resultado da constância.`,
    );
  const pains = week.workouts.filter((workout) => workout.pain.trim());
  const rpes = week.workouts.map((workout) => workout.rpe).filter((rpe): rpe is number => rpe !== null);
  const feeling: string[] = [];
  if (rpes.length)
    feeling.push(
      `Seu esforço médio foi RPE ${formatNumber(rpes.reduce((a, b) => a + b, 0) / rpes.length, 1)}${Math.max(...rpes) >= 9 ? ', com pelo menos uma sessão muito puxada' : ''}.`,
    );
  if (pains.length)
    feeling.push(
      `Você contou que sentiu dor (${pains.map((workout) => `"${workout.pain.trim().slice(0, 60)}"`).join(', ')}): evite o que dói até conversarmos, vou ajustar os exercícios dessa região e, se persistir, procure um profissional de saúde.`,
    );
  if (feeling.length) paragraphs.push(feeling.join(' '));
  const careful = pains.length > 0 || week.insights.some((insight) => insight.type === 'warning');
  const readyForMore = week.insights.some(
    (insight) => insight.type === 'suggestion' && /^Subir a carga/.test(insight.message),
  );
  const next = careful
    ? ', com calma nas cargas e sem treinar com dor'
    : readyForMore
      ? ', e subir um pouco a carga onde você já completou todas as repetições'
      : '';
  paragraphs.push(
    `Foco da próxima semana: ${
      week.missed > 0
        ? `não perder nenhum dos treinos previstos (${week.missed} ${week.missed === 1 ? 'ficou' : 'ficaram'} para trás)`
        : 'manter a regularidade'
    }${next}. Conte comigo!`,
  );
  return paragraphs.slice(0, 4).join('\n\n');
}

/** The goal in words that fit after "seu objetivo de" (no parentheses of its own). */
const GOAL_WORDS: Record<string, string> = {
  Emagrecimento: 'emagrecimento',
  'Hipertrofia (ganho de massa)': 'ganho de massa muscular',
  'Condicionamento físico': 'condicionamento físico',
  'Definição muscular': 'definição muscular',
  Reabilitação: 'reabilitação',
  'Melhora da saúde / qualidade de vida': 'mais saúde e qualidade de vida',
};

function mealContent(meal: Meal, losing: boolean, gaining: boolean): string {
  const name = meal.name;
  if (name === 'Antes do treino')
    return 'algo leve, como uma banana ou uma torrada com café, uns 45 minutos antes';
  if (name.startsWith('Café da manhã'))
    return `ovos mexidos ou iogurte natural, uma fruta e ${losing ? 'uma fatia de pão integral' : 'pão integral ou tapioca com queijo branco'}`;
  if (name === 'Lanche pré-treino')
    return `${gaining ? 'sanduíche de pão integral com frango ou atum e uma fruta' : 'uma fruta com iogurte ou pasta de amendoim'}${meal.at === null ? ', de 1 a 2 horas antes do treino' : ''}`;
  if (name === 'Lanche pós-treino')
    return 'iogurte natural ou leite com uma fruta, ou um sanduíche de frango';
  if (name.startsWith('Lanche'))
    return `uma fruta com castanhas${gaining ? ' e um copo de leite ou iogurte' : ''}`;
  if (name.startsWith('Almoço'))
    return `prato com metade de salada e legumes, ${losing ? 'uma porção moderada' : 'uma boa porção'} de arroz e feijão e uma carne magra: frango, peixe ou carne vermelha magra`;
  if (name.startsWith('Ceia'))
    return 'iogurte natural ou um copo de leite com uma fruta, leve para dormir bem';
  return !losing || gaining
    ? 'proteína magra com legumes e uma porção de arroz, batata ou mandioca'
    : 'omelete ou peixe com legumes e salada; carboidrato em porção pequena';
}

/**
 * The local coach's meal suggestion (product §9: 4–5 meals a day) from the goal and the habits the
 * anamnesis tells, placed around the training time the student gave (issue 22 §6): general guidance,
 * with the note that it does not replace a nutritionist.
 */
export function mealSuggestion(firstName: string, answers: AnamnesisAnswers): string {
  const goal = answers.specificGoal ?? '';
  const losing = goal.startsWith('Emagrecimento') || goal.startsWith('Definição');
  const gaining = goal.startsWith('Hipertrofia');
  const protein = answers.weight
    ? `cerca de ${formatNumber(Math.round(answers.weight * (gaining ? 1.8 : 1.6)))} g de proteína por dia, ou ${formatNumber(gaining ? 1.8 : 1.6)} g por kg, divididos entre as refeições`
    : 'uma fonte de proteína em todas as refeições';
  const hour = trainingHourOf(answers.trainingHours);
  const meals = mealDay(hour).map(
    (meal, i) =>
      `${i + 1}. ${meal.name}${meal.at === null ? '' : ` (${hourLabel(meal.at)})`}: ${mealContent(meal, losing, gaining)}.`,
  );
  const habits: string[] = [];
  if (answers.waterIntake && answers.waterIntake !== 'Sim')
    habits.push('Beba água ao longo do dia, com uma garrafa sempre por perto.');
  if (answers.nutritionQuality === 'Desequilibrada')
    habits.push('Comece trocando ultraprocessados por comida de verdade numa refeição por vez.');
  if (answers.healthIssues?.trim() || answers.controlledMedication?.trim())
    habits.push(
      'Pelas condições de saúde informadas, valide estas sugestões com seu médico ou nutricionista.',
    );
  const goalWords = GOAL_WORDS[goal];
  return [
    `${firstName}, uma sugestão de dia alimentar${goalWords ? ` para o seu objetivo de ${goalWords}` : ''}, com ${protein}${hour === null ? '' : `, organizada em torno do seu treino das ${hourLabel(hour)}`}:`,
    meals.join('\n'),
    habits.length ? habits.join(' ') : 'Mantenha horários regulares e evite longos períodos sem comer.',
    MEAL_NOTE,
  ].join('\n\n');
}
