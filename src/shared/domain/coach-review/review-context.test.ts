import { expect, test } from 'vitest';
import type { ExerciseInstance } from '../../contracts/plans.ts';
import { effortOf, lowestReps, minutesOf } from './review-context.ts';

const row = (extra: Partial<ExerciseInstance>): ExerciseInstance => ({
  id: 'r',
  exerciseId: 'x',
  sets: '3',
  reps: '10',
  durationType: 'reps',
  rest: 60,
  ...extra,
});

test('the time of a warm-up or cool-down item', () => {
  expect(minutesOf('5 min')).toBe(5);
  expect(minutesOf('10 minutos')).toBe(10);
  expect(minutesOf('30s')).toBe(0.5);
  expect(minutesOf('45 segundos')).toBe(0.75);
  expect(minutesOf('1,5 min')).toBe(1.5);
  expect(minutesOf('3 séries')).toBeUndefined();
});

test('the lowest reps a row asks for, from its reps and target reps; none for a timed row', () => {
  expect(lowestReps(row({ reps: '8-12' }))).toBe(8);
  expect(lowestReps(row({ reps: '12', targetReps: '5' }))).toBe(5);
  expect(lowestReps(row({ reps: 'até a falha' }))).toBeUndefined();
  expect(lowestReps(row({ reps: '30', durationType: 'time' }))).toBeUndefined();
});

test('the effort a row asks for, from its observation: RPE, PSE, RIR, failure', () => {
  expect(effortOf(row({ observation: 'RPE 7,5' }))).toBe(7.5);
  expect(effortOf(row({ observation: 'pse de 8' }))).toBe(8);
  expect(effortOf(row({ observation: 'Deixe RIR 2' }))).toBe(8);
  expect(effortOf(row({ observation: 'Última série até a falha' }))).toBe(10);
  expect(effortOf(row({ observation: 'Carga máxima' }))).toBe(10);
  expect(effortOf(row({ observation: 'Controle a descida' }))).toBeUndefined();
  expect(effortOf(row({}))).toBeUndefined();
});
