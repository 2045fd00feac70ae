import { formatDecimal } from '#shared/domain/training/decimal.ts';
import type { SessionExercise, SessionFacts } from './session-facts.ts';

const kg = (weight: number) => `${formatDecimal(weight)} kg`;
const tons = (weight: number) => `${Math.round(weight).toLocaleString('pt-BR')} kg`;
const lift = (set: { weight: number; reps: number }, timed: boolean) =>
  timed ? `${set.reps} s` : set.weight > 0 ? `${kg(set.weight)} × ${set.reps}` : `${set.reps} repetições`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** How one exercise compares with the last time, in a coach's words; null when there is nothing to say. */
function comparison(exercise: SessionExercise): { weight: number; text: string } | null {
  const { top, previous, name, timed } = exercise;
  if (exercise.record && previous)
    return {
      weight: 4,
      text:
        top.weight > previous.weight
          ? `no ${name} a carga subiu de ${kg(previous.weight)} para ${kg(top.weight)} (${top.reps} repetições), seu novo recorde, com 1RM estimado de ${kg(exercise.e1rm)}`
          : `no ${name} você bateu seu recorde com ${lift(top, timed)} (1RM estimado de ${kg(exercise.e1rm)})`,
    };
  if (!previous)
    return { weight: 1, text: `o ${name} entrou com ${lift(top, timed)}, sua referência daqui para frente` };
  if (top.weight > previous.weight)
    return {
      weight: 3,
      text: `no ${name} a carga subiu de ${kg(previous.weight)} para ${kg(top.weight)} (${top.reps} repetições)`,
    };
  if (top.weight < previous.weight)
    return {
      weight: 3,
      text: `no ${name} você fez ${lift(top, timed)}, abaixo dos ${kg(previous.weight)} da última vez`,
    };
  if (top.reps > previous.reps)
    return {
      weight: 2,
      text: `no ${name} você manteve ${timed ? 'o tempo' : kg(top.weight)} e foi de ${previous.reps} para ${top.reps} ${timed ? 's' : 'repetições'}`,
    };
  if (top.reps < previous.reps)
    return {
      weight: 2,
      text: `no ${name} as repetições caíram de ${previous.reps} para ${top.reps} com ${kg(top.weight)}`,
    };
  return { weight: 0, text: `no ${name} você repetiu ${lift(top, timed)}` };
}

function volumeOf(facts: SessionFacts): number {
  return facts.exercises
    .filter((exercise) => !exercise.timed)
    .reduce(
      (sum, exercise) => sum + exercise.sets.reduce((total, set) => total + set.weight * set.reps, 0),
      0,
    );
}

/** The exercises whose every set reached the top of the plan's range: ready for more load. */
export function readyToProgress(facts: SessionFacts): SessionExercise[] {
  return facts.exercises.filter(
    (exercise) =>
      exercise.repRange !== null &&
      exercise.top.weight > 0 &&
      exercise.sets.length >= (exercise.plannedSets ?? 1) &&
      exercise.sets.every((set) => set.reps >= exercise.repRange!.high),
  );
}

export function isHardSession(facts: SessionFacts): boolean {
  const feedback = facts.feedback;
  return !!feedback && (feedback.overallRPE >= 9 || feedback.difficulty === 'Extremamente difícil');
}

function opening(facts: SessionFacts): string {
  const sets = facts.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);
  const workout = facts.label ? `o ${facts.label}` : 'o treino';
  const volume = volumeOf(facts);
  const lines = [
    `${facts.firstName}, você concluiu ${workout} com ${sets} ${sets === 1 ? 'série' : 'séries'} em ${facts.exercises.length} ${facts.exercises.length === 1 ? 'exercício' : 'exercícios'}${volume > 0 ? `, movimentando ${tons(volume)} no total` : ''}.`,
  ];
  const notes = facts.exercises
    .map(comparison)
    .filter((note): note is NonNullable<typeof note> => note !== null)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((note) => note.text);
  if (notes.length) lines.push(`Comparando com a última vez: ${list(notes)}.`);
  const firsts = facts.exercises.filter((exercise) => !exercise.previous);
  if (firsts.length)
    lines.push(
      `Primeira vez registrando ${list(firsts.slice(0, 4).map((exercise) => `${exercise.name} (${lift(exercise.top, exercise.timed)})`))}: ${firsts.length === 1 ? 'essa é a sua referência' : 'essas são as suas referências'} daqui para frente.`,
    );
  if (facts.skipped.length)
    lines.push(
      `${list(facts.skipped.slice(0, 3))} ${facts.skipped.length === 1 ? 'ficou' : 'ficaram'} de fora hoje; tente encaixar na próxima sessão.`,
    );
  return lines.join(' ');
}

function howYouFelt(facts: SessionFacts): string {
  const feedback = facts.feedback;
  if (!feedback)
    return 'Quando puder, conte como se sentiu no treino (dificuldade, energia, sono e dores): com isso seu personal ajusta as próximas sessões com mais precisão.';
  const lines: string[] = [];
  if (feedback.painPoints.trim())
    lines.push(
      `Você relatou: "${feedback.painPoints.trim().slice(0, 160)}". Não treine com dor: na próxima sessão reduza a carga ou a amplitude nos exercícios que envolvem essa região, avise seu personal e, se a dor persistir ou aumentar, procure avaliação de um profissional de saúde.`,
    );
  if (isHardSession(facts))
    lines.push(
      `O treino foi muito puxado (RPE ${feedback.overallRPE}, "${feedback.difficulty}"). Isso acontece, mas não deve ser a regra: priorize o sono e a alimentação, e na próxima vez mantenha as cargas antes de pensar em subir.`,
    );
  else if (feedback.difficulty === 'Fácil demais')
    lines.push(
      `Você achou o treino fácil demais (RPE ${feedback.overallRPE}): é sinal de que dá para aumentar o desafio com segurança.`,
    );
  else if (!feedback.painPoints.trim())
    lines.push(
      `Sua percepção de esforço foi RPE ${feedback.overallRPE} ("${feedback.difficulty}"), uma boa faixa para evoluir com consistência.`,
    );
  if (feedback.sleepQuality === 'Péssima' || feedback.sleepQuality === 'Ruim')
    lines.push('O sono ruim pesa no rendimento e na recuperação; vale cuidar dele nos próximos dias.');
  if (feedback.energyLevel === 'Muito baixo' || feedback.energyLevel === 'Baixo')
    lines.push('Com a energia baixa, completar o treino já conta muito.');
  return lines.join(' ');
}

function goalPhrase(goal: string | null): string {
  if (!goal) return 'seguir evoluindo';
  if (goal.startsWith('Emagrecimento')) return 'o emagrecimento, junto com a alimentação e a constância';
  if (goal.startsWith('Hipertrofia')) return 'a hipertrofia, com progressão de carga e boa recuperação';
  if (goal.startsWith('Definição')) return 'a definição muscular';
  if (goal.startsWith('Condicionamento')) return 'o condicionamento físico';
  if (goal.startsWith('Reabilitação')) return 'a reabilitação, sempre dentro do que não dói';
  return 'a sua saúde e qualidade de vida';
}

function nextStep(facts: SessionFacts): string {
  if (facts.feedback?.painPoints.trim() || isHardSession(facts))
    return `Próximo passo: recuperar bem e repetir as cargas de hoje, sem pressa de aumentar. Cada treino bem feito conta para ${goalPhrase(facts.goal)}.`;
  const ready = readyToProgress(facts).slice(0, 2);
  if (ready.length)
    return `Próximo passo: ${list(ready.map((exercise) => `no ${exercise.name} todas as séries chegaram a ${exercise.repRange!.high} repetições com ${kg(exercise.top.weight)}, então suba cerca de 2,5 kg`))} e volte ao início da faixa de repetições. É assim que se avança para ${goalPhrase(facts.goal)}.`;
  return `Próximo passo: mantenha as cargas e busque uma ou duas repetições a mais em cada série; quando chegar ao topo da faixa em todas, é hora de subir a carga. Esse é o caminho para ${goalPhrase(facts.goal)}.`;
}

/**
 * The local coach's post-workout analysis (spec §7, issue 15): three short paragraphs in pt-BR that
 * name the exercises and the numbers (what went up or down against the last time, records), read
 * the feedback carefully (pain, a very hard session, sleep and energy) and give the next step
 * (double progression) towards the student's goal. Null when nothing was logged.
 */
export function sessionAnalysis(facts: SessionFacts): string | null {
  if (facts.exercises.length === 0) return null;
  return [opening(facts), howYouFelt(facts), nextStep(facts)].join('\n\n');
}
