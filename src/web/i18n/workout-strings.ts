import { addMessages } from './pt-BR.ts';
import { workoutStrings } from './strings/workout.ts';

/**
 * The strings of the student's workout run, its dialogs and the exercise how-to ('workout.*'). Every
 * module that names one imports this file, so they arrive with the workout modal (or the admin's
 * exercise form) and the student's home, which shows none of them, does not download them
 * (docs/bench.md, first-screen JS). `t()` is typed with these keys too.
 */
export type WorkoutStrings = typeof workoutStrings;

addMessages(workoutStrings);
