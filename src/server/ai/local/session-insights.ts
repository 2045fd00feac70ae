import type { Insight } from '#shared/contracts/progress.ts';
import { INSIGHTS_PER_WORKOUT } from '#shared/contracts/progress.ts';
import { capitalize } from '#shared/domain/text/articles.ts';
import { formatKg } from '#shared/domain/text/format-number.ts';
import { spokenList } from '#shared/domain/text/spoken-list.ts';
import { isHardSession, named, painOf, readyToProgress } from './session-analysis.ts';
import type { SessionExercise, SessionFacts } from './session-facts.ts';

const kg = formatKg;

/** Three sessions in a row (two before and today) at the same load without more reps. */
export function stalled(exercise: SessionExercise): boolean {
  const [last, beforeLast] = exercise.history;
  if (!last || !beforeLast || exercise.top.weight <= 0) return false;
  return (
    last.weight === exercise.top.weight &&
    beforeLast.weight === exercise.top.weight &&
    exercise.top.reps <= last.reps &&
    last.reps <= beforeLast.reps
  );
}

/**
 * Progression insights of one finished workout (product §3, §7; issue 15), most pressing first, at most
 * two: a warning to lower the load after pain or an RPE of 9–10, a new personal record, a load to raise
 * when every set reached the top of the range (double progression), an exercise stuck for three sessions.
 */
export function sessionInsights(facts: SessionFacts): Insight[] {
  const insights: Insight[] = [];
  const add = (insight: Omit<Insight, 'date'>) => insights.push({ ...insight, date: facts.date });
  const pain = painOf(facts);
  if (pain) {
    const exercises = pain.exercises.map((index) => facts.exercises[index]!).slice(0, 2);
    add({
      type: 'warning',
      message: `Relatou dor${pain.region ? ` ${pain.region('no')}` : ''} ("${pain.words.slice(0, 60)}")${exercises.length ? `: evitar ${spokenList(exercises.map((exercise) => named('o', exercise)))} até avaliar` : ': rever o treino e avaliar antes da próxima sessão'}.`,
      relatedExerciseId: exercises[0]?.exerciseId,
    });
  } else if (isHardSession(facts)) {
    const heaviest = [...facts.exercises].sort((a, b) => b.top.weight - a.top.weight)[0];
    add({
      type: 'warning',
      message: `Treino ${facts.label ? `${facts.label} ` : ''}com RPE ${facts.feedback!.overallRPE}${heaviest && heaviest.top.weight > 0 ? `: reduzir cerca de 10% a carga ${named('do', heaviest)} (${kg(heaviest.top.weight)})` : ': reduzir o volume na próxima sessão'}.`,
      relatedExerciseId: heaviest?.exerciseId,
    });
  }
  const record = facts.exercises.filter((exercise) => exercise.record).sort((a, b) => b.e1rm - a.e1rm)[0];
  if (record)
    add({
      type: 'achievement',
      message: `Novo recorde ${named('no', record)}: ${kg(record.top.weight)} × ${record.top.reps} (1RM estimado de ${kg(record.e1rm)}).`,
      relatedExerciseId: record.exerciseId,
    });
  if (!pain && !isHardSession(facts)) {
    const ready = readyToProgress(facts).find((exercise) => exercise !== record);
    if (ready)
      add({
        type: 'suggestion',
        message: `Subir a carga ${named('do', ready)}: todas as séries chegaram a ${ready.repRange!.high} repetições com ${kg(ready.top.weight)}.`,
        relatedExerciseId: ready.exerciseId,
      });
  }
  const stuck = facts.exercises.find(stalled);
  if (stuck)
    add({
      type: 'suggestion',
      message: `${capitalize(named('o', stuck))} sem progresso há 3 sessões (${kg(stuck.top.weight)}): variar o estímulo ou ajustar a faixa de repetições.`,
      relatedExerciseId: stuck.exerciseId,
    });
  return insights.slice(0, INSIGHTS_PER_WORKOUT);
}
