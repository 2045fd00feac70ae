import type { Equipment } from '../../contracts/exercises.ts';
import type { LimitKind } from '../person/person.ts';
import {
  dayFinding,
  effortOf,
  foldedName,
  isDynamicSingleLeg,
  isResistance,
  lowestReps,
  type ReviewExercise,
  type ReviewInput,
  type ReviewRow,
  type Rule,
  rowsBreaking,
} from './review-context.ts';

/**
 * What this person cannot or will not do (issue 22 §3 'Dislikes', Person.limits), where they train, and
 * on which days: every exercise of every part of every day is held to them.
 */

/** Each limit, as what an exercise (or a row's prescription) must not be. */
const BREAKS: Record<LimitKind, { concern: string; breaks: (row: ReviewRow) => boolean }> = {
  no_impact: { concern: 'impact', breaks: (row) => row.exercise.traits.impact === 'alto' },
  no_supine: { concern: 'supine', breaks: (row) => row.exercise.traits.position === 'deitado_costas' },
  no_prone: { concern: 'prone', breaks: (row) => row.exercise.traits.position === 'deitado_bruços' },
  no_head_down: {
    concern: 'head_down',
    breaks: (row) => row.exercise.traits.position === 'cabeca_para_baixo',
  },
  no_floor: { concern: 'floor', breaks: (row) => row.exercise.traits.floor },
  no_single_leg_dynamic: { concern: 'single_leg', breaks: (row) => isDynamicSingleLeg(row.exercise) },
  // Depth is not in the catalogue: a free standing squat goes deep; a machine or a leg press is bounded.
  no_deep_squat: {
    concern: 'deep_squat',
    breaks: ({ exercise }) =>
      exercise.traits.pattern === 'agachamento' &&
      exercise.traits.position === 'em_pe' &&
      exercise.equipment !== 'maquina',
  },
  no_overhead: { concern: 'overhead', breaks: (row) => row.exercise.traits.pattern === 'empurrar_vertical' },
  no_axial_load: { concern: 'axial', breaks: (row) => row.exercise.traits.axialLoad },
  no_loaded_spinal_flexion: { concern: 'spinal_flexion', breaks: (row) => row.exercise.traits.spinalFlexion },
  no_pushups: {
    concern: 'pushups',
    breaks: ({ exercise }) =>
      exercise.traits.pattern === 'empurrar_horizontal' &&
      exercise.equipment === 'peso corporal' &&
      exercise.traits.floor,
  },
  no_running: {
    concern: 'impact',
    breaks: (row) => row.exercise.traits.pattern === 'cardio' && row.exercise.traits.impact === 'alto',
  },
  no_max_effort: {
    concern: 'reps',
    breaks: (row) => {
      if (!row.instance || !isResistance(row.exercise)) return false;
      const reps = lowestReps(row.instance);
      const effort = effortOf(row.instance);
      return (reps !== undefined && reps < 6) || (effort !== undefined && effort >= 9.5);
    },
  },
};

const SOURCES = { anamnese: 'anamnese', personal: 'indicado pelo personal' } as const;

const limits: Rule = (input) =>
  input.person.limits.flatMap((limit) =>
    rowsBreaking(input, {
      rule: `limit.${limit.kind}`,
      concern: BREAKS[limit.kind].concern,
      kind: limit.kind === 'no_max_effort' ? 'effort' : 'limit',
      mainOnly: limit.kind === 'no_max_effort',
      breaks: BREAKS[limit.kind].breaks,
      reason: `${capitalised(limit.label)} (${SOURCES[limit.source]})`,
    }),
  );

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether a folded word or name the person dislikes names this exercise. */
export function isDisliked(disliked: readonly string[], exercise: ReviewExercise): boolean {
  const name = foldedName(exercise);
  return disliked.some((word) => word.length >= 3 && (name.includes(word) || word.includes(name)));
}

const disliked: Rule = (input) =>
  input.person.disliked.length === 0
    ? []
    : rowsBreaking(input, {
        rule: 'limit.disliked',
        concern: 'disliked',
        safety: false,
        breaks: (row) => isDisliked(input.person.disliked, row.exercise),
        kind: 'limit',
        reason: 'O aluno disse que não gosta deste exercício (anamnese)',
      });

const beginnerAdvanced: Rule = (input) =>
  input.person.level !== 'iniciante'
    ? []
    : rowsBreaking(input, {
        rule: 'level.advanced',
        concern: 'advanced',
        breaks: (row) => row.exercise.difficulty === 'avancado',
        kind: 'too_advanced',
        reason: 'Exercício avançado para um aluno iniciante (ACSM 2009: progressão do simples ao complexo)',
      });

/** How the coach names each kind of equipment in a sentence. */
const EQUIPMENT_WORDS: Record<Equipment, string> = {
  maquina: 'máquina',
  barra: 'barra',
  halteres: 'halteres',
  'peso corporal': 'peso corporal',
  kettlebell: 'kettlebell',
  elastico: 'elástico',
};

function hasEquipment(input: ReviewInput, exercise: ReviewExercise): boolean {
  const place = input.place;
  if (!place || exercise.equipment === 'peso corporal' || place.equipment.includes(exercise.equipment))
    return true;
  return (
    place.cardioMachine === true && exercise.traits.pattern === 'cardio' && exercise.equipment === 'maquina'
  );
}

const equipment: Rule = (input) =>
  rowsBreaking(input, {
    rule: 'logistics.equipment',
    concern: 'equipment',
    kind: 'equipment_missing',
    safety: false,
    breaks: (row) => !hasEquipment(input, row.exercise),
    reason: (row) => `Usa ${EQUIPMENT_WORDS[row.exercise.equipment]}, que o aluno não tem onde treina`,
  });

const days: Rule = (input) =>
  input.person.days.length === 0
    ? []
    : input.days
        .filter((day) => !input.person.days.includes(day.workout.day))
        .map((day) =>
          dayFinding(
            day,
            { rule: 'logistics.day', kind: 'day_unavailable', safety: false },
            'O aluno não informou este dia como disponível na anamnese',
          ),
        );

export const LIMIT_RULES: readonly Rule[] = [limits, disliked, beginnerAdvanced, equipment, days];
