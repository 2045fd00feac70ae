import type { Caller } from '#server/testing/trainer.ts';

/** An anamnesis with nothing of note: the learned preferences are all that sets two students apart. */
export const PLAIN_ANSWERS = {
  specificGoal: 'Hipertrofia (ganho de massa)',
  availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
  hasTrainedBefore: true,
  currentCondition: 'Bom',
  trainingLocation: 'Academia',
};

/** The trainer swaps the coach's push-up for the inclined one, saying why. */
export const correctPushUp = (trainer: Caller, studentId: string, reason: string) =>
  trainer('POST', `/api/students/${studentId}/ai/corrections`, {
    suggestedExerciseId: 'flexao-de-bracos',
    chosenExerciseId: 'flexao-de-bracos-inclinada',
    reason,
  });
