import type { ExerciseInstance } from '#shared/contracts/plans.ts';
import type { Athlete } from '#shared/domain/coach-check/athlete.ts';
import { minimumReps, rulesOf } from '#shared/domain/coach-check/person-rules.ts';
import { SESSION_SETS } from '#shared/domain/coach-check/volume.ts';
import { WEEKDAYS, type Weekday } from '#shared/domain/plans/weekdays.ts';

/** What kind of athlete the person is, when a sport decides the plan (issue 22 §3). */
export type SportStyle = 'powerlifting' | 'endurance' | null;

export function sportStyle(athlete: Athlete): SportStyle {
  const kinds = athlete.person.sports.map((sport) => sport.kind);
  if (kinds.includes('powerlifting')) return 'powerlifting';
  if (kinds.some((kind) => kind === 'running' || kind === 'cycling' || kind === 'swimming'))
    return 'endurance';
  return null;
}

/** Days with a match or race: nothing is trained on them. */
export function gameDays(athlete: Athlete): Set<Weekday> {
  return new Set(athlete.person.sports.flatMap((sport) => sport.gameDays));
}

/** The day before a game: no hard leg work (NSCA youth; any player). */
export function beforeGame(athlete: Athlete, day: Weekday): boolean {
  const games = gameDays(athlete);
  const next = WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % 7]!;
  return games.has(next);
}

/** Whether the person needs aerobic work in every session (ACSM/AHA for hypertension). */
export function aerobicEverySession(athlete: Athlete): boolean {
  return rulesOf(athlete.person).has('hypertension');
}

/** Whether balance and posture work belong in every session (Too Fit To Fracture; ACSM and WHO 2020 for 60+). */
export function balanceEverySession(athlete: Athlete): boolean {
  const rules = rulesOf(athlete.person);
  return athlete.person.ageBand === 'senior' || rules.has('osteoporosis') || rules.has('dizziness_falls');
}

/** Seconds a working set and its rest take, by how the person trains. */
function secondsPerSet(athlete: Athlete): number {
  if (sportStyle(athlete) === 'powerlifting') return 200;
  switch (athlete.goal) {
    case 'hypertrophy':
      return 130;
    case 'fat_loss':
    case 'conditioning':
      return 90;
    default:
      return 120;
  }
}

/**
 * Working sets a session holds: what fits in the person's session length after ~15 minutes of warm-up
 * and cool-down, never under the floor of 8 nor over 30 (issue 22 §4).
 */
export function sessionBudget(athlete: Athlete): { min: number; max: number } {
  const minutes = Math.max(20, athlete.person.sessionMinutes);
  const fits = Math.floor(((minutes - 15) * 60) / secondsPerSet(athlete));
  return { min: SESSION_SETS.min, max: Math.min(SESSION_SETS.max, Math.max(SESSION_SETS.min + 2, fits)) };
}

const EFFORT_NOTE: Record<'pregnancy' | 'hypertension' | 'youth', string> = {
  pregnancy: 'Esforço moderado (RPE até 7): consiga conversar durante a série e não prenda a respiração.',
  hypertension: 'Esforço moderado: solte o ar na fase de esforço, sem prender a respiração.',
  youth: 'Técnica em primeiro lugar: nada de cargas máximas, termine com 2 a 3 repetições de reserva.',
};

/** A range's lower end ('8-10' → 8). */
const lowest = (reps: string) => Number.parseInt(reps, 10);

/**
 * The person's limits on a prescribed row: reps never under 8 where maximal work is out (pregnancy,
 * hypertension, 60+, under 18, an acute injury), longer rests with hypertension, and the effort note.
 */
export function adjustForPerson(
  athlete: Athlete,
  row: Omit<ExerciseInstance, 'id' | 'exerciseId'>,
): Omit<ExerciseInstance, 'id' | 'exerciseId'> {
  const rules = rulesOf(athlete.person);
  const adjusted = { ...row };
  if (adjusted.durationType === 'reps' && lowest(adjusted.reps) < minimumReps(athlete.person))
    adjusted.reps = '8-10';
  if (rules.has('hypertension')) adjusted.rest = Math.max(adjusted.rest, 90);
  const note = rules.has('pregnancy')
    ? EFFORT_NOTE.pregnancy
    : rules.has('hypertension')
      ? EFFORT_NOTE.hypertension
      : athlete.person.ageBand === 'under18'
        ? EFFORT_NOTE.youth
        : undefined;
  if (note && adjusted.durationType === 'reps') adjusted.observation = note;
  return adjusted;
}
