import type { Split } from '#shared/contracts/ai.ts';
import type { MuscleGroup } from '#shared/contracts/exercises.ts';
import type { Athlete } from '#shared/domain/coach-check/athlete.ts';
import { WEEKDAYS, type Weekday } from '#shared/domain/plans/weekdays.ts';
import { beforeGame, sportStyle } from './person-plan.ts';

type Template = { key: string; label: string; groups: readonly MuscleGroup[] };

const FULL: Template = {
  key: 'full',
  label: 'Corpo Inteiro',
  groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Peito', 'Costas', 'Ombros', 'Core'],
};
const PUSH: Template = {
  key: 'push',
  label: 'Empurrar: Peito, Ombros e Tríceps',
  groups: ['Peito', 'Ombros', 'Tríceps'],
};
const PULL: Template = {
  key: 'pull',
  label: 'Puxar: Costas, Bíceps e Abdômen',
  groups: ['Costas', 'Bíceps', 'Abdômen'],
};
const LEGS: Template = {
  key: 'legs',
  label: 'Pernas e Glúteos',
  groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas'],
};
const UPPER: Template = {
  key: 'upper',
  label: 'Membros Superiores',
  groups: ['Peito', 'Costas', 'Ombros', 'Bíceps', 'Tríceps'],
};
const LOWER: Template = {
  key: 'lower',
  label: 'Membros Inferiores e Core',
  groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas', 'Core'],
};
const CONDITIONING: Template = {
  key: 'conditioning',
  label: 'Condicionamento e Core',
  groups: ['Cardio', 'Core', 'Abdômen'],
};
export const TEMPLATES = [FULL, PUSH, PULL, LEGS, UPPER, LOWER, CONDITIONING] as const;

/** The most days a plan uses: a seventh day of training leaves no day to recover. */
const MAX_DAYS = 6;

/**
 * The split for the number of days (issue 13's rules, after the NSCA's and ACSM's usual splits): 1–2
 * days full body; 3 days full body, or push/pull/legs for a trained student after hypertrophy; 4 days
 * upper/lower; 5–6 days push/pull/legs (+ upper/lower) for a trained student after hypertrophy, else
 * upper/lower with conditioning days. Each big group about twice a week whenever the days allow it.
 */
function templatesFor(athlete: Athlete, days: number): Template[] {
  // A powerlifter's days each open with a competition lift (plan.ts); the rest of the body around it.
  if (sportStyle(athlete) === 'powerlifting') return Array<Template>(days).fill(FULL);
  // Bone health: every big region at least twice a week (Too Fit To Fracture), so never a 3-day split.
  if (athlete.person.conditions.some((c) => c.kind === 'osteoporosis') && days <= 3)
    return Array<Template>(days).fill(FULL);
  // Strength for an endurance athlete: the whole body on each of the two days.
  if (sportStyle(athlete) === 'endurance') return Array<Template>(days).fill(FULL);
  const split = athlete.goal === 'hypertrophy' && athlete.level !== 'iniciante';
  switch (days) {
    case 1:
    case 2:
      return Array<Template>(days).fill(FULL);
    case 3:
      return split ? [PUSH, PULL, LEGS] : [FULL, FULL, FULL];
    case 4:
      return [UPPER, LOWER, UPPER, LOWER];
    case 5:
      return split ? [PUSH, PULL, LEGS, UPPER, LOWER] : [UPPER, LOWER, CONDITIONING, UPPER, LOWER];
    default:
      return split
        ? [PUSH, PULL, LEGS, PUSH, PULL, LEGS]
        : [UPPER, LOWER, CONDITIONING, UPPER, LOWER, CONDITIONING];
  }
}

const CARDIO_GOALS = new Set(['fat_loss', 'conditioning']);

/** Two days of the list as far apart as the week allows (an endurance athlete's strength days). */
function twoApart(days: readonly Weekday[]): Weekday[] {
  if (days.length <= 2) return [...days];
  let best: [Weekday, Weekday] = [days[0]!, days[1]!];
  let gap = 0;
  for (const a of days)
    for (const b of days) {
      const forward = (WEEKDAYS.indexOf(b) - WEEKDAYS.indexOf(a) + 7) % 7;
      const apart = Math.min(forward, 7 - forward);
      if (WEEKDAYS.indexOf(a) < WEEKDAYS.indexOf(b) && apart > gap) [best, gap] = [[a, b], apart];
    }
  return best;
}

/**
 * The training days among the available ones (Domingo is the one left out when all seven are free):
 * never a game day; two days far apart for an endurance athlete (strength twice a week).
 */
export function trainingDays(athlete: Athlete): Weekday[] {
  const games = new Set(athlete.person.sports.flatMap((sport) => sport.gameDays));
  const days = athlete.days.filter((day) => !games.has(day));
  if (sportStyle(athlete) === 'endurance') return twoApart(days);
  return days.length > MAX_DAYS ? days.slice(0, MAX_DAYS) : days;
}

const hasLegs = (template: Template) => template.groups.some((group) => LEG_GROUPS.has(group));
const LEG_GROUPS = new Set<string>(LEGS.groups);

/**
 * No hard leg session the day before a game (NSCA youth; any player): the eve's template changes
 * places with a day without legs, the one that leaves the fewest leg days in a row.
 */
function gameEveWithoutLegs(athlete: Athlete, days: Weekday[], templates: Template[]): Template[] {
  const result = [...templates];
  days.forEach((day, eve) => {
    if (!beforeGame(athlete, day) || !hasLegs(result[eve]!) || result[eve] === FULL) return;
    const inARow = (list: Template[]) =>
      days.filter((d, i) => {
        const next = days.findIndex((other) => WEEKDAYS.indexOf(other) === WEEKDAYS.indexOf(d) + 1);
        return next >= 0 && hasLegs(list[i]!) && hasLegs(list[next]!);
      }).length;
    const options = days
      .map((_, i) => i)
      .filter((i) => !hasLegs(result[i]!) && !beforeGame(athlete, days[i]!))
      .map((i) => {
        const swapped = [...result];
        [swapped[i], swapped[eve]] = [swapped[eve]!, swapped[i]!];
        return { swapped, score: inARow(swapped) };
      })
      .sort((a, b) => a.score - b.score);
    if (options[0]) result.splice(0, result.length, ...options[0].swapped);
    else result[eve] = UPPER;
  });
  return result;
}

export function suggestSplit(athlete: Athlete): { split: Split; reason: string } {
  const days = trainingDays(athlete);
  const templates = gameEveWithoutLegs(athlete, days, templatesFor(athlete, days.length));
  const split: Split = {};
  days.forEach((day, index) => {
    const groups = [...templates[index]!.groups];
    if (CARDIO_GOALS.has(athlete.goal) && !groups.includes('Cardio') && sportStyle(athlete) !== 'endurance')
      groups.push('Cardio');
    split[day] = groups;
  });
  const kinds = [...new Set(templates.map((template) => template.label.split(':')[0]!.toLowerCase()))];
  const reason =
    `${days.length} ${days.length === 1 ? 'dia disponível' : 'dias disponíveis'}: ${kinds.join(', ')}` +
    (days.length >= 2 ? ', para cada grupo grande treinar cerca de duas vezes por semana' : '') +
    (CARDIO_GOALS.has(athlete.goal) ? ', com cardio ao fim de cada treino' : '') +
    (athlete.days.length > MAX_DAYS ? '; um dia da semana fica para descanso' : '') +
    '.';
  return { split, reason };
}

/** A day's name from its groups: the template's when it is one, else the groups themselves. */
export function labelFor(groups: readonly string[]): string {
  const key = (list: readonly string[]) =>
    [...list]
      .filter((g) => g !== 'Cardio')
      .sort()
      .join('|');
  const template = TEMPLATES.find((candidate) => key(candidate.groups) === key(groups));
  const label = template?.label ?? groups.join(', ');
  return label.length > 60 ? `${label.slice(0, 57)}...` : label;
}
