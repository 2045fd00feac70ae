import type { Difficulty, Equipment, Exercise, ExerciseTraits } from '#shared/contracts/exercises.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import { videoId } from '#shared/domain/exercises/video-id.ts';
import { formatCommaList, parseCommaList } from '#shared/domain/text/comma-list.ts';

/** The exercise form as typed: lists as comma-separated text, links as text. */
export interface ExerciseDraft {
  id: string;
  name: string;
  equipment: Equipment;
  difficulty: Difficulty;
  primary: string;
  secondary: string;
  contraindications: string;
  videoUrl: string;
  gifUrl: string;
  tutorial: string;
  /** What the exercise asks of the body, each trait its own field (decision 031). */
  traits: ExerciseTraits;
}

export const EMPTY_DRAFT: ExerciseDraft = {
  id: '',
  name: '',
  equipment: 'halteres',
  difficulty: 'iniciante',
  primary: '',
  secondary: '',
  contraindications: '',
  videoUrl: '',
  gifUrl: '',
  tutorial: '',
  traits: traitsOf('m', 'isolamento', 'em_pe'),
};

export function draftOf(exercise: Exercise): ExerciseDraft {
  return {
    id: exercise.id,
    name: exercise.name,
    equipment: exercise.equipment,
    difficulty: exercise.difficulty,
    primary: formatCommaList(exercise.muscleGroups.primary),
    secondary: formatCommaList(exercise.muscleGroups.secondary),
    contraindications: formatCommaList(exercise.contraindications),
    videoUrl: exercise.videoUrl ?? '',
    gifUrl: exercise.gifUrl ?? '',
    tutorial: exercise.tutorial,
    traits: exercise.traits,
  };
}

export type DraftProblem = 'EXERCISE_REQUIRED' | 'INVALID_VIDEO_URL';

/** The exercise the form sends, or the spec's first problem with it. */
export function exerciseOf(draft: ExerciseDraft): { exercise: Exercise } | { problem: DraftProblem } {
  const id = draft.id.trim();
  const name = draft.name.trim();
  if (!id || !name) return { problem: 'EXERCISE_REQUIRED' };
  const videoUrl = draft.videoUrl.trim();
  if (videoUrl && !videoId(videoUrl)) return { problem: 'INVALID_VIDEO_URL' };
  return {
    exercise: {
      id,
      name,
      equipment: draft.equipment,
      difficulty: draft.difficulty,
      muscleGroups: { primary: parseCommaList(draft.primary), secondary: parseCommaList(draft.secondary) },
      contraindications: parseCommaList(draft.contraindications),
      videoUrl: videoUrl || null,
      gifUrl: draft.gifUrl.trim() || null,
      tutorial: draft.tutorial,
      traits: draft.traits,
    },
  };
}
