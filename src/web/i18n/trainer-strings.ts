import { PAYMENT_ERROR_MESSAGES } from '#shared/contracts/payment-error-messages.ts';
import { ASSESSMENT_ERROR_MESSAGES } from '#shared/contracts/assessment-error-messages.ts';
import { STAFF_ERROR_MESSAGES } from '#shared/contracts/staff-error-messages.ts';
import { addMessages, errorKeys } from './pt-BR.ts';
import { adminStrings } from './strings/admin.ts';
import { aiStrings } from './strings/ai.ts';
import { libraryStrings } from './strings/library.ts';
import { coachReadingStrings } from './strings/coach-reading.ts';
import { anamnesisFieldStrings } from './strings/anamnesis-fields.ts';
import { paymentStrings } from './strings/payments.ts';
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
  ...paymentStrings,
  ...studentDialogStrings,
  ...aiStrings,
  ...coachReadingStrings,
  ...adminStrings,
  ...progressStrings,
  ...libraryStrings,
};
export type TrainerStrings = typeof trainerStrings;

addMessages(trainerStrings);
addMessages(errorKeys(STAFF_ERROR_MESSAGES));
addMessages(errorKeys(PAYMENT_ERROR_MESSAGES));
// Only the trainer's screens write an assessment (docs/decisions/041).
addMessages(errorKeys(ASSESSMENT_ERROR_MESSAGES));
// The student dialog's 'Anamnese' tab names each answer as the student's wizard asks it.
addMessages(anamnesisFieldStrings);
