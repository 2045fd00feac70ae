import type { AnamnesisAnswers } from '../../contracts/anamnesis.ts';
import type { Difficulty, Equipment, ExerciseTraits } from '../../contracts/exercises.ts';
import type { Person } from '../person/person.ts';
import { personConflict } from './person-rules.ts';
import { WEEKDAYS, type Weekday } from '../plans/weekdays.ts';
import { foldForSearch } from '../text/fold-for-search.ts';

/** What the coach needs to know of an exercise: the catalogue entry without its texts and links. */
export interface CoachExercise {
  id: string;
  name: string;
  equipment: Equipment;
  primary: readonly string[];
  secondary: readonly string[];
  difficulty: Difficulty;
  contraindications: readonly string[];
  /** What it asks of the body (pattern, position, impact…): the person rules read these, never names. */
  traits: ExerciseTraits;
}

export type Level = 'iniciante' | 'intermediario' | 'avancado';
export type GoalKind = 'hypertrophy' | 'fat_loss' | 'conditioning' | 'health' | 'rehab';

/** The student as the coach plans for them, derived from the anamnesis (and the trainer's notes). */
export interface Athlete {
  days: Weekday[];
  level: Level;
  goal: GoalKind;
  /** Equipment the student can use where they train ('peso corporal' always). */
  equipment: ReadonlySet<Equipment>;
  /** At home or outdoors with 'Esteira / Bicicleta': that machine, for cardio only. */
  cardioMachine: boolean;
  atGym: boolean;
  /** Their health answers, folded (no accents, lower case), to match contraindications. */
  health: string;
  medicalClearance: boolean;
  /** Folded phrases the trainer asked to avoid in their style notes ("leg press" from "não usar leg press"). */
  avoid: string[];
  /** Exercises a learned preference avoids for this student (by id, never by name: issue 22 §6). */
  avoidIds?: ReadonlySet<string>;
  /** The reading of the person (conditions, limits, sport, dislikes) the population rules apply to. */
  person: Person;
}

const GOAL_KINDS: Record<string, GoalKind> = {
  Emagrecimento: 'fat_loss',
  'Hipertrofia (ganho de massa)': 'hypertrophy',
  'Definição muscular': 'hypertrophy',
  'Condicionamento físico': 'conditioning',
  Reabilitação: 'rehab',
  'Melhora da saúde / qualidade de vida': 'health',
};

/**
 * Level from the answers: never trained, a 'Fraco' condition or no answer at all is a beginner; a
 * trained student in 'Excelente' condition is advanced; anyone else who has trained is intermediate.
 */
export function levelOf(answers: AnamnesisAnswers): Level {
  if (answers.hasTrainedBefore !== true || answers.currentCondition === 'Fraco') return 'iniciante';
  if (answers.currentCondition === 'Excelente') return 'avancado';
  return answers.currentCondition ? 'intermediario' : 'iniciante';
}

const NEGATIVE =
  /\b(?:nao usar|nao incluir|nao colocar|nao fazer|nao passar|evitar|evite|sem|nunca|tirar|remover|nao gosta de|odeia)\s+(?:o |a |os |as |de |do |da )?([a-z0-9][a-z0-9 °-]{2,40})/g;

/** The phrases after "não usar", "evitar", "sem"… in the trainer's style notes. */
export function avoidPhrases(notes: readonly string[]): string[] {
  const phrases = new Set<string>();
  for (const note of notes) {
    for (const sentence of foldForSearch(note).split(/[.;,:\n!?()"]+/)) {
      for (const match of sentence.matchAll(NEGATIVE)) {
        const phrase = match[1]!.trim().split(/\s+/).slice(0, 4).join(' ');
        if (phrase.length >= 3) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/**
 * The person as far as the structured answers tell (no free text read): what the engine uses when no
 * reading from `readPerson` is given (tests, the bench).
 */
export function basicPerson(answers: AnamnesisAnswers): Person {
  const age = typeof answers.age === 'number' ? answers.age : undefined;
  return {
    age,
    ageBand: age === undefined ? 'adult' : age < 18 ? 'under18' : age >= 60 ? 'senior' : 'adult',
    level: levelOf(answers),
    goal: GOAL_KINDS[answers.specificGoal ?? ''] ?? 'health',
    days: WEEKDAYS.filter((day) => answers.availableDays?.includes(day)),
    sessionMinutes: 60,
    liked: [],
    disliked: [],
    conditions: [],
    limits: [],
    sports: [],
    fitness: {},
    medicalClearance: answers.medicalClearance === true,
  };
}

export function athleteOf(
  answers: AnamnesisAnswers,
  notes: readonly string[] = [],
  person: Person = basicPerson(answers),
  avoidIds: ReadonlySet<string> = new Set(),
): Athlete {
  const location = answers.trainingLocation ?? 'Academia';
  const atGym = location === 'Academia';
  const owned = new Set(answers.equipment ?? []);
  const equipment = new Set<Equipment>(['peso corporal']);
  if (atGym)
    for (const item of ['maquina', 'barra', 'halteres', 'kettlebell', 'elastico'] as const)
      equipment.add(item);
  else {
    if (owned.has('Halteres')) equipment.add('halteres');
    if (owned.has('Barra')) equipment.add('barra');
    if (owned.has('Elásticos')) equipment.add('elastico');
  }
  const days = WEEKDAYS.filter((day) => answers.availableDays?.includes(day));
  return {
    days,
    // The reading's level weighs the fitness answers (no push-up, no squat) as well as the history.
    level: person.level,
    goal: person.goal,
    equipment,
    cardioMachine: !atGym && owned.has('Esteira / Bicicleta'),
    atGym,
    health: foldForSearch(
      [answers.orthopedicProblems, answers.surgeriesInfo, answers.healthIssues].join(' \n '),
    ),
    medicalClearance: answers.medicalClearance === true,
    avoid: avoidPhrases(notes),
    avoidIds,
    person,
  };
}

/**
 * Body regions: the words a student writes for a problem, and the words of the catalogue's
 * contraindications that concern the same region. Matching is by region on purpose (a student
 * who writes "machuquei o ombro" must not get an exercise contraindicated for 'Lesão no ombro').
 */
const REGIONS: readonly { said: RegExp; listed: RegExp }[] = [
  { said: /\bombro|manguito|supraespinh|bursite|luxac/, listed: /ombro/ },
  { said: /\bjoelho|patela|menisco|cruzado|\blca\b|condromalac/, listed: /joelho|patela|cruzado/ },
  { said: /lombar|coluna|hernia|lombalgia|ciatic|protusao|escoliose|\bcostas\b/, listed: /lombar|disco/ },
  { said: /punho|tunel do carpo|\bmao\b|maos/, listed: /punho/ },
  { said: /cotovelo|epicondil|tendinite no braco/, listed: /cotovelo/ },
  { said: /tornozelo|entorse|\bpe\b|fascite/, listed: /tornozelo/ },
  { said: /aquiles|calcanhar/, listed: /aquiles/ },
  { said: /posterior da coxa|isquiotibia|posterior de coxa/, listed: /posterior da coxa/ },
  { said: /diastase/, listed: /diastase/ },
  { said: /hipertens|pressao alta/, listed: /hipertensao/ },
  { said: /cardiac|coracao|cardiopat|arritmia|infarto|\bsopro\b|angina|marcapasso/, listed: /cardiaca/ },
];

const NOTHING = /^\s*(?:nao|nenhum|nenhuma|nada|n\/a|sem problemas?|nao tenho)\s*\.?\s*$/;

// The engine asks these of every exercise for every choice: each is folded once per object.
const foldedNames = new WeakMap<CoachExercise, string>();
const saidHealth = new WeakMap<Athlete, string>();
const foldedTerms = new Map<string, string>();

/** The exercise's name lower-cased without accents, computed once per catalogue entry. */
export function foldedName(exercise: CoachExercise): string {
  let name = foldedNames.get(exercise);
  if (name === undefined) foldedNames.set(exercise, (name = foldForSearch(exercise.name)));
  return name;
}

function foldedTerm(term: string): string {
  let folded = foldedTerms.get(term);
  if (folded === undefined) {
    folded = foldForSearch(term);
    // The catalogue's vocabulary is small; a bound keeps an edited one from growing this forever.
    if (foldedTerms.size < 5_000) foldedTerms.set(term, folded);
  }
  return folded;
}

/** What the student's health answers actually say, without the answers that say 'nothing'. */
function healthSaid(athlete: Athlete): string {
  let said = saidHealth.get(athlete);
  if (said === undefined) {
    said = athlete.health
      .split('\n')
      .map((part) => part.trim())
      .filter((part) => part && !NOTHING.test(part))
      .join(' ');
    saidHealth.set(athlete, said);
  }
  return said;
}

/** The catalogue contraindication of `exercise` that the student's health answers name, if any. */
export function contraindicationHit(athlete: Athlete, exercise: CoachExercise): string | null {
  const said = healthSaid(athlete);
  if (!said) return null;
  for (const listed of exercise.contraindications) {
    const folded = foldedTerm(listed);
    // A heart condition with the doctor's clearance is the doctor's call, not a blanket ban.
    if (/cardiaca/.test(folded) && athlete.medicalClearance) continue;
    if (said.includes(folded)) return listed;
    if (REGIONS.some((region) => region.listed.test(folded) && region.said.test(said))) return listed;
  }
  return null;
}

export type Unfit = 'contraindicated' | 'unsafe' | 'equipment_missing' | 'too_advanced' | 'avoided';

/** Whether the student's equipment allows the exercise (a home cardio machine only for cardio). */
/** Body-weight work that still needs a fixture: a pull-up bar, parallel bars, a Roman chair. */
const FIXTURE = /\bbarra fixa\b|\bna barra\b|\bparalelas\b|banco romano|cadeira do capitao/;

export function hasEquipmentFor(athlete: Athlete, exercise: CoachExercise): boolean {
  if (exercise.equipment === 'peso corporal' && FIXTURE.test(foldedName(exercise)))
    return athlete.atGym || athlete.equipment.has('barra');
  if (athlete.equipment.has(exercise.equipment)) return true;
  return (
    exercise.equipment === 'maquina' &&
    athlete.cardioMachine &&
    exercise.primary.includes('Cardio') &&
    /esteira|bicicleta|bike/.test(foldedName(exercise))
  );
}

/** A phrase and its shorter heads down to two words ("leg press com meus" → "leg press com", "leg press"). */
function heads(phrase: string): string[] {
  const words = phrase.split(' ');
  if (words.length === 1) return [phrase];
  return words.slice(1).map((_, i) => words.slice(0, words.length - i).join(' '));
}

export function isAvoided(athlete: Athlete, exercise: CoachExercise): boolean {
  if (athlete.avoidIds?.has(exercise.id)) return true;
  const name = foldedName(exercise);
  return athlete.avoid.some(
    (phrase) => phrase.includes(name) || heads(phrase).some((head) => name.includes(head)),
  );
}

/** Why the exercise does not suit the student, or null when it does. Safety comes first. */
export function unfitReason(athlete: Athlete, exercise: CoachExercise): Unfit | null {
  if (contraindicationHit(athlete, exercise)) return 'contraindicated';
  if (personConflict(athlete.person, exercise)) return 'unsafe';
  if (!hasEquipmentFor(athlete, exercise)) return 'equipment_missing';
  if (athlete.level === 'iniciante' && exercise.difficulty === 'avancado') return 'too_advanced';
  if (isAvoided(athlete, exercise)) return 'avoided';
  return null;
}
