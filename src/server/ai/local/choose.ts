import type { Athlete, CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { foldedName, unfitReason } from '#shared/domain/coach-check/athlete.ts';
import { isMultiJoint, isRoutineDrill } from '#shared/domain/coach-check/alternatives.ts';
import { isLiked, rulesOf } from '#shared/domain/coach-check/person-rules.ts';

/** FNV-1a: a stable number for a string, so the same seed always ranks exercises the same way. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const LEVEL_ORDER = {
  iniciante: ['iniciante', 'intermediario', 'avancado'],
  intermediario: ['intermediario', 'iniciante', 'avancado'],
  avancado: ['avancado', 'intermediario', 'iniciante'],
} as const;

const LOADED = new Set(['barra', 'halteres', 'maquina']);

/** Exercises held for time rather than counted in repetitions. */
export function isTimed(exercise: CoachExercise): boolean {
  return (
    exercise.primary.includes('Cardio') ||
    /prancha|hollow|isometric|fazendeiro|caminhada|parede|ponte isometrica/.test(foldedName(exercise))
  );
}

/** The catalogue's exercises that suit the student, for a block (not stretches or drills). */
export function fitting(athlete: Athlete, catalog: readonly CoachExercise[]): CoachExercise[] {
  return catalog.filter((exercise) => !isRoutineDrill(exercise) && unfitReason(athlete, exercise) === null);
}

/**
 * Ranks candidates for a muscle: the student's level first, then multi-joint when `compound` (big
 * before small, multi-joint before single-joint), machines and bands first for a beginner's health or
 * rehabilitation, then a seeded shuffle so two students do not get the same plan but one student does.
 */
export function rankFor(
  athlete: Athlete,
  candidates: readonly CoachExercise[],
  options: { compound: boolean; seed: string },
): CoachExercise[] {
  const powerlifter = athlete.person.sports.some((sport) => sport.kind === 'powerlifting');
  // A powerlifter's accessories build the lifts: loaded and stable, not gymnastics (no pistols, no sissy squats).
  const levels: readonly string[] = powerlifter ? LEVEL_ORDER.intermediario : LEVEL_ORDER[athlete.level];
  const careful = rulesOf(athlete.person).careful;
  const guided =
    careful || (athlete.level === 'iniciante' && (athlete.goal === 'rehab' || athlete.goal === 'health'));
  const explosive = athlete.goal !== 'conditioning' && athlete.goal !== 'fat_loss';
  const score = (exercise: CoachExercise) =>
    levels.indexOf(exercise.difficulty) * 2 +
    // What the person likes comes first among equals; supported versions first for the careful (60+, bones, falls).
    (isLiked(athlete.person, exercise) ? -2 : 0) +
    (careful && exercise.traits.balance !== 'baixo' ? 2 : 0) +
    (powerlifter && (exercise.traits.balance !== 'baixo' || !LOADED.has(exercise.equipment)) ? 6 : 0) +
    (isMultiJoint(exercise) === options.compound ? 0 : 5) +
    // Jumps and swings train power; a hypertrophy, health or rehabilitation plan keeps them out of the main lifts.
    (explosive &&
    (exercise.traits.impact === 'alto' ||
      /salto|saltito|swing|thruster|pliometr|burpee/.test(foldedName(exercise)))
      ? 6
      : 0) +
    (guided && !['maquina', 'elastico', 'peso corporal'].includes(exercise.equipment) ? 1 : 0) +
    // At the gym, hypertrophy loads best with bars, dumbbells and machines; bands and kettlebells are for home.
    (athlete.atGym &&
    athlete.goal === 'hypertrophy' &&
    ['kettlebell', 'elastico'].includes(exercise.equipment)
      ? 3
      : 0);
  // Each candidate scored and hashed once (a comparator would do it on every comparison).
  const keyed = candidates.map((exercise) => ({
    exercise,
    score: score(exercise),
    hash: stableHash(`${options.seed}:${exercise.id}`),
  }));
  keyed.sort((a, b) => a.score - b.score || a.hash - b.hash || a.exercise.id.localeCompare(b.exercise.id));
  return keyed.map((entry) => entry.exercise);
}
