import { expect, test } from 'vitest';
import { reviewPlaceOf } from './review-place.ts';

test('a gym has everything; elsewhere only what the person has, and a home treadmill or bike for cardio', () => {
  expect(reviewPlaceOf({}).equipment).toContain('maquina');
  expect(reviewPlaceOf({ trainingLocation: 'Academia' }).equipment).toHaveLength(6);
  expect(reviewPlaceOf({ trainingLocation: 'Condomínio', equipment: ['Halteres', 'Banco'] })).toEqual({
    equipment: ['peso corporal', 'halteres'],
    cardioMachine: false,
  });
  expect(
    reviewPlaceOf({ trainingLocation: 'Casa', equipment: ['Elásticos', 'Barra', 'Esteira / Bicicleta'] }),
  ).toEqual({ equipment: ['peso corporal', 'elastico', 'barra'], cardioMachine: true });
});
