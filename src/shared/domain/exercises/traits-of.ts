import type { BodyPosition, ExerciseTraits, MovementPattern, NameGender } from '../../contracts/exercises.ts';

type Demands = Partial<Omit<ExerciseTraits, 'gender' | 'pattern' | 'position'>>;

/**
 * An exercise's traits written the short way in the seed: what is not named is the quiet default
 * (off the floor, no impact, no axial load, no loaded spinal flexion, little balance, not a main lift),
 * so each catalogue line shows only what the exercise asks beyond that (decision 031).
 */
export function traitsOf(
  gender: NameGender,
  pattern: MovementPattern,
  position: BodyPosition,
  demands: Demands = {},
): ExerciseTraits {
  return {
    pattern,
    position,
    floor: false,
    impact: 'nenhum',
    axialLoad: false,
    spinalFlexion: false,
    balance: 'baixo',
    mainLift: false,
    gender,
    ...demands,
  };
}
