import { describe, expect, test } from 'vitest';
import type { Equipment } from '../../contracts/exercises.ts';
import { inferTraits, nameGenderOf } from './infer-traits.ts';

const read = (name: string, equipment: Equipment = 'peso corporal', primary: string[] = []) =>
  inferTraits({ name, equipment, primary });

describe('inferTraits', () => {
  test.each([
    ['Salto no Caixote', { impact: 'alto', position: 'em_pe' }],
    ['Corrida Estacionária', { impact: 'alto', pattern: 'cardio' }],
    ['Marcha no Lugar', { impact: 'baixo', pattern: 'cardio' }],
    ['Abdominal Declinado no Banco', { spinalFlexion: true, position: 'cabeca_para_baixo', floor: false }],
    ['Abdominal Crunch no Solo', { spinalFlexion: true, position: 'deitado_costas', floor: true }],
    ['Prancha Frontal', { pattern: 'core_anti', position: 'deitado_bruços', floor: true }],
    ['Flexão de Braços na Parede', { pattern: 'empurrar_horizontal', position: 'em_pe', floor: false }],
    ['Ponte de Glúteo Unilateral', { pattern: 'dobradica_quadril', position: 'deitado_costas', floor: true }],
    ['Afundo Búlgaro', { pattern: 'unilateral_pernas', balance: 'alto' }],
    ['Alongamento de Peitoral em Pé', { pattern: 'mobilidade', position: 'em_pe', impact: 'nenhum' }],
  ] as const)('%s → %o', (name, expected) => {
    expect(read(name)).toMatchObject(expected);
  });

  test('a loaded hinge or a bar on the back loads the spine; a band does not', () => {
    expect(read('Agachamento Livre com Barra Fina', 'barra').axialLoad).toBe(true);
    expect(read('Stiff com Halteres Unilateral', 'halteres').axialLoad).toBe(true);
    expect(read('Stiff com Elástico Curto', 'elastico').axialLoad).toBe(false);
  });

  test('a group says cardio when the name does not; nothing is ever a main lift', () => {
    expect(read('Circuito Rumo', 'peso corporal', ['Cardio']).pattern).toBe('cardio');
    expect(read('Supino Reto com Barra', 'barra').mainLift).toBe(false);
  });
});

test.each([
  ['Remada Baixa', 'f'],
  ['Flexão de Braços', 'f'],
  ['Elevação Pélvica', 'f'],
  ['Mobilidade de Ombros', 'f'],
  ['Ponte de Glúteo', 'f'],
  ['Supino Reto', 'm'],
  ['Agachamento Livre', 'm'],
  ['Leg Press 45°', 'm'],
  ['Crossover na Polia', 'm'],
  ['Burpee', 'm'],
])('the name %s takes the article of gender %s', (name, gender) => {
  expect(nameGenderOf(name)).toBe(gender);
});
