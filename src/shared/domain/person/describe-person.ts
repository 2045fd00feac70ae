import type { Person, Sport } from './person.ts';

const DAY_NAMES: Record<string, string> = {
  'Segunda-feira': 'segunda',
  'Terça-feira': 'terça',
  'Quarta-feira': 'quarta',
  'Quinta-feira': 'quinta',
  'Sexta-feira': 'sexta',
  Sábado: 'sábado',
  Domingo: 'domingo',
};

function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} e ${words.at(-1)}`;
}

function sportLine(sport: Sport): string {
  const details: string[] = [];
  if (sport.weeklyKm !== undefined) details.push(`${sport.weeklyKm} km por semana`);
  if (sport.gameDays.length) details.push(`joga ${listed(sport.gameDays.map((day) => DAY_NAMES[day]!))}`);
  if (sport.competitionInWeeks !== undefined)
    details.push(
      `competição em ${sport.competitionInWeeks} semana${sport.competitionInWeeks === 1 ? '' : 's'}`,
    );
  const lifts = sport.lifts;
  if (lifts) {
    const named = [
      lifts.squat !== undefined && `agachamento ${lifts.squat} kg`,
      lifts.bench !== undefined && `supino ${lifts.bench} kg`,
      lifts.deadlift !== undefined && `terra ${lifts.deadlift} kg`,
    ].filter((part): part is string => Boolean(part));
    if (named.length) details.push(named.join(', '));
  }
  return details.length ? `${sport.label}: ${details.join('; ')}` : sport.label;
}

/**
 * The lines the trainer reads under 'A IA considerou: …' and the remote models get in their prompt:
 * age band, BMI, each condition, each limit, each sport, then the fitness answers that said 'não'.
 */
export function describePerson(person: Person): string[] {
  const lines: string[] = [];
  if (person.ageBand === 'senior') lines.push('60 anos ou mais');
  if (person.ageBand === 'under18') lines.push('menor de 18 anos');
  const bmiSaid = person.conditions.some((condition) => condition.label.startsWith('IMC '));
  if (person.bmi !== undefined && !bmiSaid && (person.bmi < 18.5 || person.bmi >= 25))
    lines.push(`IMC ${Math.round(person.bmi)}${person.bmi < 18.5 ? ' (abaixo do peso)' : ' (sobrepeso)'}`);
  for (const condition of person.conditions) lines.push(condition.label);
  for (const limit of person.limits) lines.push(limit.label);
  for (const sport of person.sports) lines.push(sportLine(sport));
  if (person.medicalClearance && person.conditions.length) lines.push('com liberação médica');
  if (person.fitness.canSquat === false) lines.push('não agacha sem apoio');
  if (person.disliked.length) lines.push(`não gosta de ${listed(person.disliked.slice(0, 4))}`);
  return lines;
}
