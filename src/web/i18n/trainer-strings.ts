import { ASSESSMENT_ERROR_MESSAGES } from '#shared/contracts/assessment-error-messages.ts';
import { STAFF_ERROR_MESSAGES } from '#shared/contracts/staff-error-messages.ts';
import { addMessages, errorKeys } from './pt-BR.ts';
import { adminStrings } from './strings/admin.ts';
import { aiStrings } from './strings/ai.ts';
import { coachReadingStrings } from './strings/coach-reading.ts';
import { anamnesisFieldStrings } from './strings/anamnesis-fields.ts';
import { planStrings } from './strings/plans.ts';
import { progressStrings } from './strings/progress.ts';
import { settingsStrings } from './strings/settings.ts';
import { studentDialogStrings } from './strings/student-dialog.ts';
import { studentStrings } from './strings/students.ts';

/**
 * The trainer's and admin's strings. Imported with their screens (router.tsx, the settings dialog in
 * app-shell.tsx) and by the web tests' setup, never by the student's screens: a student's phone does
 * not download ~3 KB gzipped of words it never shows. `t()` is typed with these keys too.
 */
export const trainerStrings = {
  ...studentStrings,
  ...planStrings,
  ...settingsStrings,
  ...studentDialogStrings,
  ...aiStrings,
  ...coachReadingStrings,
  ...adminStrings,
  ...progressStrings,
};
export type TrainerStrings = typeof trainerStrings;

addMessages(trainerStrings);
addMessages(errorKeys(STAFF_ERROR_MESSAGES));
// The assessment's refusals: only the trainer's screens write one.
addMessages(errorKeys(ASSESSMENT_ERROR_MESSAGES));
// The student dialog's 'Anamnese' tab names each answer as the student's wizard asks it.
addMessages(anamnesisFieldStrings);
