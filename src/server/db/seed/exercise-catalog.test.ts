import { describe, expect, test } from 'vitest';
import { DIFFICULTIES, EQUIPMENT, ExerciseSchema, MUSCLE_GROUPS } from '#shared/contracts/exercises.ts';
import { KEY_LIFTS } from '#shared/domain/exercises/key-lifts.ts';
import { EXERCISE_CATALOG } from './exercise-catalog.ts';

const muscleGroups: readonly string[] = MUSCLE_GROUPS;

describe('EXERCISE_CATALOG', () => {
  test('has at least 150 exercises', () => {
    expect(EXERCISE_CATALOG.length).toBeGreaterThanOrEqual(150);
  });

  test('every entry parses with ExerciseSchema', () => {
    for (const exercise of EXERCISE_CATALOG) {
      const result = ExerciseSchema.safeParse(exercise);
      expect(result.success, `${exercise.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  test('ids are unique', () => {
    const ids = EXERCISE_CATALOG.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('names are unique, ignoring case', () => {
    const names = EXERCISE_CATALOG.map((e) => e.name.toLocaleLowerCase('pt-BR'));
    expect(new Set(names).size).toBe(names.length);
  });

  test('muscle groups use only the canonical values', () => {
    for (const { id, muscleGroups: groups } of EXERCISE_CATALOG) {
      expect(groups.primary.length, id).toBeGreaterThanOrEqual(1);
      for (const group of [...groups.primary, ...groups.secondary]) {
        expect(muscleGroups, `${id}: ${group}`).toContain(group);
      }
    }
  });

  test.each(MUSCLE_GROUPS)('%s is the primary group of at least one exercise', (group) => {
    expect(EXERCISE_CATALOG.some((e) => e.muscleGroups.primary.includes(group))).toBe(true);
  });

  test.each(EQUIPMENT)('equipment %s is used', (equipment) => {
    expect(EXERCISE_CATALOG.some((e) => e.equipment === equipment)).toBe(true);
  });

  test.each(DIFFICULTIES)('difficulty %s is used', (difficulty) => {
    expect(EXERCISE_CATALOG.some((e) => e.difficulty === difficulty)).toBe(true);
  });

  test.each([
    [KEY_LIFTS.benchPress, 'Peito'],
    [KEY_LIFTS.backSquat, 'Pernas (Quadríceps)'],
    [KEY_LIFTS.bentOverRow, 'Costas'],
  ])('key lift %s exists with primary group %s', (id, group) => {
    const exercise = EXERCISE_CATALOG.find((e) => e.id === id);
    expect(exercise).toBeDefined();
    expect(exercise?.muscleGroups.primary[0]).toBe(group);
  });

  test('every tutorial has at least 3 numbered steps', () => {
    for (const { id, tutorial } of EXERCISE_CATALOG) {
      const steps = tutorial.split('\n');
      expect(steps.length, id).toBeGreaterThanOrEqual(3);
      steps.forEach((step, index) => {
        expect(step.startsWith(`${index + 1}. `), `${id}, step ${index + 1}`).toBe(true);
      });
    }
  });
});
