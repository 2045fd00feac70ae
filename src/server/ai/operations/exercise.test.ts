import { describe, expect, test } from 'vitest';
import { ExerciseSchema } from '#shared/contracts/exercises.ts';
import { draftExercise } from '../local/exercise.ts';
import { COACH_CATALOG } from '../testing/coach-catalog.ts';
import { exerciseOperation, sanitizeExercise } from './exercise.ts';

const request = (name: string) => ({ name, catalog: COACH_CATALOG });

describe("'Gerar com IA' returns the exercise's traits", () => {
  test('the prompt asks for every trait with the lists it may use', () => {
    const { task } = exerciseOperation.prompt(request('Supino Inclinado na Smith'));
    for (const word of [
      'traits',
      'pattern',
      'empurrar_horizontal',
      'cabeca_para_baixo',
      'spinalFlexion',
      'gender',
    ])
      expect(task).toContain(word);
  });

  test("a model's traits within the lists are kept", () => {
    const traits = {
      pattern: 'empurrar_horizontal',
      position: 'sentado',
      floor: false,
      impact: 'nenhum',
      axialLoad: false,
      spinalFlexion: false,
      balance: 'baixo',
      mainLift: true,
      gender: 'm',
    };
    const exercise = sanitizeExercise({ equipment: 'maquina', traits }, request('Supino Inclinado na Smith'));
    expect(exercise?.traits).toEqual(traits);
    expect(ExerciseSchema.safeParse(exercise).success).toBe(true);
  });

  test('a trait out of the lists, or missing, is read from the name instead', () => {
    const exercise = sanitizeExercise(
      { traits: { pattern: 'pular', position: 'no ar', impact: 'médio', gender: 'neutro', mainLift: false } },
      request('Salto no Caixote'),
    );
    expect(exercise?.traits).toMatchObject({
      impact: 'alto',
      position: 'em_pe',
      gender: 'm',
      mainLift: false,
    });
    const silent = sanitizeExercise({}, request('Abdominal Declinado no Banco'));
    expect(silent?.traits).toMatchObject({
      pattern: 'flexao_rotacao_tronco',
      spinalFlexion: true,
      position: 'cabeca_para_baixo',
      floor: false,
    });
  });

  test('the local coach infers them from the name', () => {
    const draft = draftExercise('Prancha Lateral no Solo com Elevação de Quadril', COACH_CATALOG);
    expect(draft.traits).toMatchObject({
      pattern: 'core_anti',
      position: 'de_lado',
      floor: true,
      gender: 'f',
    });
    expect(ExerciseSchema.safeParse(draft).success).toBe(true);
    expect(draftExercise('Polichinelo Cruzado', COACH_CATALOG).traits.impact).toBe('alto');
  });
});
