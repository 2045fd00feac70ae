import { PAYMENT_ERROR_MESSAGES } from '#shared/contracts/payment-error-messages.ts';
import { addMessages, errorKeys } from './pt-BR.ts';
import { studentDialogStrings } from './strings/student-dialogs.ts';

/**
 * The strings of the dialogs a student opens from the home (calendar, 'Reiniciar Treino?', 'Renovar
 * Plano', the sign-out warning). Every module that names one imports this file, so they arrive with
 * those dialogs, which load on their own, and not with the home's first paint (docs/bench.md,
 * first-screen JS). `t()` is typed with these keys too.
 */
export type StudentDialogStrings = typeof studentDialogStrings;

addMessages(studentDialogStrings);
addMessages(errorKeys(PAYMENT_ERROR_MESSAGES));
