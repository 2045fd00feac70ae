import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { athleteOf, type Athlete } from '#shared/domain/coach-check/athlete.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import { generatePlan } from '../local/plan.ts';
import { suggestSplit } from '../local/split.ts';
import { COACH_CATALOG, testId } from './coach-catalog.ts';

/** The day the tests read anamneses on ("há 3 semanas" counts from here). */
export const TODAY = '2026-11-26';

/** The student as the AI service builds them: the anamnesis read into a Person, then the athlete. */
export function clientOf(answers: AnamnesisAnswers, notes: string[] = []): Athlete {
  return athleteOf(answers, notes, readPerson(answers, { today: TODAY }));
}

/** The local engine's plan for a client, on the split it suggests. */
export function planOf(athlete: Athlete, seed = 'cliente'): Plan {
  const { split } = suggestSplit(athlete);
  return generatePlan({ athlete, split, catalog: COACH_CATALOG, seed, makeId: testId });
}

const WEEK = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'] as const;

/** The clients of issue 22, written as Brazilian clients write their anamnesis. */
export const CLIENTS = {
  pregnant: {
    sex: 'Feminino',
    age: 31,
    specificGoal: 'Melhora da saúde / qualidade de vida',
    hasTrainedBefore: true,
    currentCondition: 'Regular',
    healthIssues: 'Estou grávida de 22 semanas',
    observations: 'minha obstetra liberou, mas nada de impacto e nada de ficar deitada de barriga para cima',
    medicalClearance: true,
    availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    trainingLocation: 'Academia',
    trainingHours: '1h',
  },
  osteoporotic: {
    sex: 'Feminino',
    age: 58,
    specificGoal: 'Melhora da saúde / qualidade de vida',
    hasTrainedBefore: false,
    healthIssues: 'osteoporose na coluna e no fêmur',
    observations: 'tenho medo de cair e não consigo levantar do chão sozinha',
    availableDays: ['Terça-feira', 'Quinta-feira', 'Sábado'],
    trainingLocation: 'Academia',
    trainingHours: '50 minutos',
  },
  powerlifter: {
    sex: 'Masculino',
    age: 29,
    specificGoal: 'Hipertrofia (ganho de massa)',
    hasTrainedBefore: true,
    currentCondition: 'Excelente',
    trainingSince: '8 anos',
    observations:
      'Sou atleta de powerlifting: agachamento 220, supino 150, terra 250. Campeonato daqui a 16 semanas.',
    availableDays: ['Segunda-feira', 'Terça-feira', 'Quinta-feira', 'Sexta-feira'],
    trainingLocation: 'Academia',
    trainingHours: '2 horas',
  },
  obeseAtHome: {
    sex: 'Feminino',
    age: 42,
    height: 160,
    weight: 98,
    specificGoal: 'Emagrecimento',
    hasTrainedBefore: false,
    orthopedicProblems: 'dor no joelho direito',
    dislikedWorkouts: 'odeio burpee',
    observations: 'moro em apartamento, não posso fazer barulho de pulo',
    canDoPushups: false,
    canRun5min: false,
    availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    trainingLocation: 'Casa',
    equipment: ['Halteres', 'Elásticos'],
    trainingHours: '40 minutos',
  },
  ankleSprain: {
    sex: 'Masculino',
    age: 34,
    specificGoal: 'Hipertrofia (ganho de massa)',
    hasTrainedBefore: true,
    currentCondition: 'Bom',
    orthopedicProblems: 'entorse de tornozelo grau 2 há 3 semanas, não consigo ficar na ponta do pé',
    availableDays: ['Segunda-feira', 'Terça-feira', 'Quinta-feira', 'Sexta-feira'],
    trainingLocation: 'Academia',
    trainingHours: '1h',
  },
  runner: {
    sex: 'Feminino',
    age: 36,
    specificGoal: 'Condicionamento físico',
    hasTrainedBefore: true,
    currentCondition: 'Bom',
    observations: 'corro 40 km por semana e quero fazer força duas vezes por semana',
    availableDays: [...WEEK],
    trainingLocation: 'Academia',
    trainingHours: '1h',
  },
  footballer: {
    sex: 'Masculino',
    age: 17,
    specificGoal: 'Hipertrofia (ganho de massa)',
    hasTrainedBefore: true,
    currentCondition: 'Bom',
    observations: 'jogo futebol todo sábado',
    availableDays: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
    trainingLocation: 'Academia',
    trainingHours: '1h',
  },
  condominium: {
    sex: 'Feminino',
    age: 45,
    specificGoal: 'Melhora da saúde / qualidade de vida',
    hasTrainedBefore: true,
    currentCondition: 'Regular',
    orthopedicProblems: 'dor no joelho, sem agachamento profundo',
    availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    trainingLocation: 'Condomínio',
    equipment: ['Halteres', 'Elásticos'],
    trainingHours: '1h',
  },
} satisfies Record<string, AnamnesisAnswers>;
