import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import type { Weekday } from '#shared/contracts/plans.ts';
import type { TemplateGoal, TemplateLevel } from '#shared/contracts/templates.ts';

/**
 * The anamnesis of a healthy adult a model is written for: its level (a beginner never trained; an
 * intermediate trained and is in good shape; an advanced one in excellent shape), its goal, its days,
 * where it trains (home: dumbbells, bands and a bench). What the starter models are checked against.
 */
export function healthyAdultFor(model: {
  level: TemplateLevel;
  goal: TemplateGoal;
  place?: 'Academia' | 'Casa';
  age?: number;
  days: readonly Weekday[];
}): AnamnesisAnswers {
  const trained = model.level !== 'iniciante';
  return {
    sex: 'Feminino',
    age: model.age ?? 30,
    height: 168,
    weight: 64,
    specificGoal: model.goal,
    hasTrainedBefore: trained,
    ...(trained ? { trainingSince: model.level === 'avancado' ? '5 anos' : '2 anos', previousTrainingFrequency: '4 vezes por semana' } : {}),
    currentCondition: model.level === 'avancado' ? 'Excelente' : trained ? 'Bom' : 'Regular',
    availableDays: [...model.days],
    trainingHours: '1h',
    trainingLocation: model.place ?? 'Academia',
    ...(model.place === 'Casa' ? { equipment: ['Halteres', 'Elásticos', 'Banco'] satisfies AnamnesisAnswers['equipment'] } : {}),
    canRun5min: true,
    canDoPushups: model.level !== 'iniciante',
    canSquat: true,
    medicalClearance: true,
  };
}
