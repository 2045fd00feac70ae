import { addMessages } from './pt-BR.ts';
import { assessmentStrings } from './strings/assessments.ts';

/**
 * The strings of the physical assessment ('assessments.*'): the trainer's 'Avaliações' tab and the
 * student's 'Minhas avaliações'. Every module that names one imports this file, so they arrive with
 * those screens and not with the student's first screen. `t()` is typed with these keys too.
 */
export type AssessmentStrings = typeof assessmentStrings;

addMessages(assessmentStrings);
