import { describe, expect, test } from 'vitest';
import { EMPTY_DRAFT, draftOf, exerciseOf } from './exercise-draft.ts';

describe('the exercise form', () => {
  test('id and name are required', () => {
    expect(exerciseOf({ ...EMPTY_DRAFT, name: 'Supino' })).toEqual({ problem: 'EXERCISE_REQUIRED' });
    expect(exerciseOf({ ...EMPTY_DRAFT, id: 'supino', name: '  ' })).toEqual({
      problem: 'EXERCISE_REQUIRED',
    });
  });

  test('a video link is kept only when a video id can be read from it', () => {
    const base = { ...EMPTY_DRAFT, id: 'a', name: 'A' };
    expect(exerciseOf({ ...base, videoUrl: 'https://vimeo.com/1' })).toEqual({
      problem: 'INVALID_VIDEO_URL',
    });
    const ok = exerciseOf({ ...base, videoUrl: ' https://youtu.be/dQw4w9WgXcQ ' });
    expect(ok).toMatchObject({ exercise: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } });
  });

  test('lists are comma-separated and come back the same way', () => {
    const result = exerciseOf({
      ...EMPTY_DRAFT,
      id: 'remada',
      name: 'Remada',
      primary: 'Costas, Bíceps',
      contraindications: 'lesão no ombro, , hérnia de disco',
    });
    if (!('exercise' in result)) throw new Error('expected an exercise');
    expect(result.exercise.muscleGroups.primary).toEqual(['Costas', 'Bíceps']);
    expect(result.exercise.contraindications).toEqual(['lesão no ombro', 'hérnia de disco']);
    expect(draftOf(result.exercise).contraindications).toBe('lesão no ombro, hérnia de disco');
  });
});
