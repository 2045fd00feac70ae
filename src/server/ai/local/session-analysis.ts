import { capitalize, withArticle, type ArticleForm } from '#shared/domain/text/articles.ts';
import { spokenList } from '#shared/domain/text/spoken-list.ts';
import { formatKg, formatNumber } from '#shared/domain/text/format-number.ts';
import type { SessionExercise, SessionFacts } from './session-facts.ts';
import { readPain } from './session-pain.ts';

const lift = (set: { weight: number; reps: number }, timed: boolean) =>
  timed
    ? `${set.reps} s`
    : set.weight > 0
      ? `${formatKg(set.weight)} × ${set.reps}`
      : `${set.reps} repetições`;
/** The exercise's name with the article that agrees with it ('na Remada Curvada'). */
export const named = (form: ArticleForm, exercise: Pick<SessionExercise, 'name' | 'gender'>) =>
  withArticle(form, exercise.name, exercise.gender);

/** How one exercise compares with the last time, in a coach's words; null for a first time (grouped apart). */
function comparison(exercise: SessionExercise): { weight: number; text: string } | null {
  const { top, previous, timed } = exercise;
  if (!previous) return null;
  const at = named('no', exercise);
  if (exercise.record)
    return {
      weight: 4,
      text:
        top.weight > previous.weight
          ? `${at} a carga subiu de ${formatKg(previous.weight)} para ${formatKg(top.weight)} (${top.reps} repetições), seu novo recorde, com 1RM estimado de ${formatKg(exercise.e1rm)}`
          : `${at} você bateu seu recorde com ${lift(top, timed)} (1RM estimado de ${formatKg(exercise.e1rm)})`,
    };
  if (exercise.repeatOfBest)
    return { weight: 2, text: `${at} você igualou a sua melhor marca (${lift(top, timed)})` };
  if (top.weight > previous.weight)
    return {
      weight: 3,
      text: `${at} a carga subiu de ${formatKg(previous.weight)} para ${formatKg(top.weight)} (${top.reps} repetições)`,
    };
  if (top.weight < previous.weight)
    return {
      weight: 3,
      text: `${at} você fez ${lift(top, timed)}, abaixo dos ${formatKg(previous.weight)} da última vez`,
    };
  const bodyweight = !timed && top.weight <= 0;
  if (top.reps > previous.reps)
    return {
      weight: 2,
      text: timed
        ? `${at} você foi de ${previous.reps} s para ${top.reps} s`
        : bodyweight
          ? `${at} você foi de ${previous.reps} para ${top.reps} repetições`
          : `${at} você manteve ${formatKg(top.weight)} e foi de ${previous.reps} para ${top.reps} repetições`,
    };
  if (top.reps < previous.reps)
    return {
      weight: 2,
      text: timed
        ? `${at} o tempo caiu de ${previous.reps} s para ${top.reps} s`
        : `${at} as repetições caíram de ${previous.reps} para ${top.reps}${bodyweight ? '' : ` com ${formatKg(top.weight)}`}`,
    };
  return { weight: 0, text: `${at} você repetiu ${lift(top, timed)}` };
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

/** The day's pain, read from the pain field and the comment (issue 22 §6). */
export const painOf = (facts: SessionFacts) => readPain(facts.feedback, facts.exercises);

function opening(facts: SessionFacts): string {
  const sets = facts.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);
  const workout = facts.label ? `o ${facts.label}` : 'o treino';
  const volume = volumeOf(facts);
  const lines = [
    `${facts.firstName}, você concluiu ${workout} com ${sets} ${sets === 1 ? 'série' : 'séries'} em ${facts.exercises.length} ${facts.exercises.length === 1 ? 'exercício' : 'exercícios'}${volume > 0 ? `, movimentando ${formatKg(Math.round(volume))} no total` : ''}.`,
  ];
  const notes = facts.exercises
    .map(comparison)
    .filter((note): note is NonNullable<typeof note> => note !== null)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((note) => note.text);
  if (notes.length) lines.push(`Comparando com a última vez: ${spokenList(notes)}.`);
  const firsts = facts.exercises.filter((exercise) => !exercise.previous);
  if (firsts.length)
    lines.push(
      `Primeira vez registrando ${spokenList(firsts.slice(0, 4).map((exercise) => `${named('o', exercise)} (${lift(exercise.top, exercise.timed)})`))}: ${firsts.length === 1 ? 'essa marca é o seu ponto de partida' : 'essas marcas são o seu ponto de partida'} para as próximas sessões.`,
    );
  if (facts.skipped.length)
    lines.push(
      `${capitalize(spokenList(facts.skipped.slice(0, 3).map((skipped) => named('o', skipped))))} ${facts.skipped.length === 1 ? 'ficou' : 'ficaram'} de fora hoje; tente encaixar na próxima sessão.`,
    );
  return lines.join(' ');
}

function painLines(facts: SessionFacts): string[] {
  const pain = painOf(facts);
  if (!pain) return [];
  const exercises = pain.exercises.map((index) => facts.exercises[index]!).slice(0, 3);
  const until = 'até passar por uma avaliação do seu personal ou de um profissional de saúde';
  const avoid = exercises.length
    ? `Evite ${spokenList(exercises.map((exercise) => named('o', exercise)))}${pain.region ? `, que ${exercises.length === 1 ? 'exige' : 'exigem'} ${pain.region('o')},` : ''} ${until}.`
    : pain.region
      ? `Evite os movimentos que exigem ${pain.region('o')} ${until}.`
      : `Evite o movimento que causou o incômodo ${until}.`;
  return [
    `Você contou: "${pain.words}".`,
    avoid,
    'Não treine com dor e, se ela persistir ou aumentar, avise seu personal antes do próximo treino.',
  ];
}

function howYouFelt(facts: SessionFacts): string {
  const feedback = facts.feedback;
  if (!feedback)
    return 'Quando puder, conte como se sentiu no treino (dificuldade, energia, sono e dores): com isso seu personal ajusta as próximas sessões com mais precisão.';
  const lines = painLines(facts);
  const hurt = lines.length > 0;
  const comment = feedback.comments?.trim();
  if (comment && !hurt)
    lines.push(
      `Sobre o seu comentário ("${comment.slice(0, 120)}"): ele fica registrado para o seu personal.`,
    );
  if (isHardSession(facts))
    lines.push(
      `O treino foi muito puxado (RPE ${feedback.overallRPE}, "${feedback.difficulty}"). Isso acontece, mas não deve ser a regra: priorize o sono e a alimentação, e na próxima vez mantenha as cargas antes de pensar em subir.`,
    );
  else if (feedback.difficulty === 'Fácil demais')
    lines.push(
      `Você achou o treino fácil demais (RPE ${feedback.overallRPE}): é sinal de que dá para aumentar o desafio com segurança.`,
    );
  else if (!hurt)
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
  if (painOf(facts) || isHardSession(facts))
    return `Próximo passo: recuperar bem e repetir as cargas de hoje, sem pressa de aumentar. Cada treino bem feito conta para ${goalPhrase(facts.goal)}.`;
  const ready = readyToProgress(facts).slice(0, 2);
  if (ready.length)
    return `Próximo passo: ${spokenList(ready.map((exercise) => `${named('no', exercise)} todas as séries chegaram a ${exercise.repRange!.high} repetições com ${formatKg(exercise.top.weight)}, então suba cerca de ${formatNumber(2.5)} kg`))} e volte ao início da faixa de repetições. É assim que se avança para ${goalPhrase(facts.goal)}.`;
  return `Próximo passo: mantenha as cargas e busque uma ou duas repetições a mais em cada série; quando chegar ao topo da faixa em todas, é hora de subir a carga. Esse é o caminho para ${goalPhrase(facts.goal)}.`;
}

/**
 * The local coach's post-workout analysis (product §7, issues 15 and 22 §6): three short paragraphs in
 * pt-BR that name the exercises with the articles that agree with them and the numbers in one format
 * (what went up or down against the last time; a record only when strictly better than every day
 * before), read the feedback (pain and the comment: the region, the day's exercises that load it, to
 * be avoided until assessed; a very hard session, sleep and energy) and give the next step towards
 * the student's goal. No sentence appears twice. Null when nothing was logged.
 */
export function sessionAnalysis(facts: SessionFacts): string | null {
  if (facts.exercises.length === 0) return null;
  return [opening(facts), howYouFelt(facts), nextStep(facts)].join('\n\n');
}
