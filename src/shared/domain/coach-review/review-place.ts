import type { AnamnesisAnswers } from '../../contracts/anamnesis.ts';
import type { Equipment } from '../../contracts/exercises.ts';
import type { ReviewPlace } from './review-context.ts';

const OWNED: Partial<Record<string, Equipment>> = {
  Halteres: 'halteres',
  Barra: 'barra',
  Elásticos: 'elastico',
};

/**
 * Where the person trains, from the anamnesis: a gym has everything; elsewhere (home, a condominium,
 * outdoors) only what they said they have, and a treadmill or bike for cardio. No answer is a gym.
 */
export function reviewPlaceOf(
  answers: Pick<AnamnesisAnswers, 'trainingLocation' | 'equipment'>,
): ReviewPlace {
  if ((answers.trainingLocation ?? 'Academia') === 'Academia')
    return { equipment: ['maquina', 'barra', 'halteres', 'peso corporal', 'kettlebell', 'elastico'] };
  const owned = answers.equipment ?? [];
  return {
    equipment: ['peso corporal', ...owned.flatMap((item) => (OWNED[item] ? [OWNED[item]] : []))],
    cardioMachine: owned.includes('Esteira / Bicicleta'),
  };
}
