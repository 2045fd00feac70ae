import { addMessages } from './pt-BR.ts';
import { anamnesisFieldStrings } from './strings/anamnesis-fields.ts';
import { anamnesisStrings } from './strings/anamnesis.ts';

/**
 * The strings of the anamnesis wizard, its consent and the waiting screen ('anamnesis.*'). Imported by
 * those screens, which load on their own (student-page.tsx), so the home a student opens every day
 * does not download the consent text. `t()` is typed with these keys too.
 */
export type AnamnesisStrings = typeof anamnesisStrings;
/** The answers' labels ('dialog.anamnesis.*'): the wizard asks with them, the trainer's tab shows them. */
export type AnamnesisFieldStrings = typeof anamnesisFieldStrings;

addMessages(anamnesisStrings);
addMessages(anamnesisFieldStrings);
