import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import { sessionFacts } from '#server/ai/local/session-facts.ts';
import type { AiOperation } from '#server/ai/gateway.ts';
import type { BodyFacts, WeekFacts } from '#server/ai/local/summary.ts';
import { analysisOperation, insightsOperation } from '#server/ai/operations/session.ts';
import { mealsOperation, weeklySummaryOperation } from '#server/ai/operations/summary.ts';
import { storedFeedback } from '#shared/contracts/training.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import {
  type Analysis,
  type RadarCard,
  type RecentWorkout,
  type StudentProgress,
} from '#shared/contracts/progress.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { adherence, missedDates, scheduledDates } from '#shared/domain/progress/adherence.ts';
import { firstName } from '#shared/domain/text/first-name.ts';
import { weekdayOf, type Weekday } from '#shared/domain/plans/weekdays.ts';
import type { CoachContexts } from '../ai/coach-context.ts';
import { failureOf, isFailure, succeeded, type AiResult, type AiRunner } from '../ai/runner.ts';
import type { ProgressRepo } from './repo.ts';
import type { RadarRepo } from './radar-repo.ts';
import type { ChangeCache } from './change-cache.ts';

/** The recent workouts the trainer's student dialog lists, and how far back it looks for missed days. */
const RECENT_SHOWN = 10;
const RECENT_DAYS = 30;

const weekdaysOf = (plan: Plan): Weekday[] => [...new Set(plan.map((workout) => workout.day))];
const setsPlannedOf = (plan: Plan, workoutId: string | null) => {
  const workout = plan.find((day) => day.id === workoutId);
  return workout
    ? workout.blocks.reduce(
        (sum, block) => sum + block.exercises.reduce((total, item) => total + Number(item.sets), 0),
        0,
      )
    : null;
};

/**
 * What the sets students log become (issue 15): the student's post-workout analysis and the
 * progression insights it feeds, the trainer's view of a student's training, the performance review,
 * the radar over every student, and the weekly summary and meals the trainer shares.
 */
export function createProgressService(deps: {
  repo: ProgressRepo;
  radar: RadarRepo;
  /** The AI calls within the trainer's limits, and the student as the coach sees them (meals). */
  ai: AiRunner;
  coach: Pick<CoachContexts, 'contextFor'>;
  clock: Clock;
  /** The radar's and the reviews' kept answers, dropped when what they read changes. */
  cache: ChangeCache;
  /** The latest physical assessment with its change, for the weekly summary (docs/decisions/041). */
  latestBody?: (studentId: string) => Promise<BodyFacts | null>;
}) {
  const { repo: progress, radar, ai, coach, clock, cache, latestBody } = deps;

  /** A text the coach writes for the trainer (summary, meals), within the trainer's AI limits. */
  async function coachText<I>(
    personalId: string,
    operation: AiOperation<I, string>,
    input: I,
  ): Promise<AiResult<{ text: string }>> {
    const outcome = await ai.runFor(personalId, operation, input);
    if (isFailure(outcome)) return outcome;
    if (!outcome.ok) return failureOf(outcome, 'AI_INVALID_ANSWER');
    return { ...succeeded(outcome), text: outcome.value };
  }

  return {
    /**
     * 'Análise Pós-Treino da IA' for a finished day: the stored one, or a new one made now (stored
     * unless the provider failed) with the day's insights. Null when the day was not finished, had no
     * set, or the analysis could not be made: the student reads the spec's fallback, never an error.
     */
    async analyze(studentId: string, date: string): Promise<Analysis | Failure<'AI_STUDENT_DAILY_LIMIT'>> {
      const [session, student] = await Promise.all([
        progress.session(studentId, date),
        progress.ownView(studentId),
      ]);
      if (!student || !session.completed) return { analysis: session.analysis, records: [] };
      const workout = student.plan.find((day) => day.id === session.workoutId);
      const logged = new Set(session.exercises.map((exercise) => exercise.exerciseId));
      const names = await progress.exerciseNames(
        (workout?.blocks ?? []).flatMap((block) =>
          block.exercises.map((item) => item.exerciseId).filter((id) => !logged.has(id)),
        ),
      );
      const facts = sessionFacts({
        name: student.name,
        goal: student.goal,
        date,
        plan: student.plan,
        workoutId: session.workoutId,
        feedback: storedFeedback(session.feedback),
        exercises: session.exercises,
        names: (id) => names.get(id) ?? { name: id, gender: null },
      });
      const records = facts.exercises
        .filter((exercise) => exercise.record)
        .map(({ exerciseId, name, top, e1rm }) => ({
          exerciseId,
          name,
          weight: top.weight,
          reps: top.reps,
          e1rm,
        }));
      if (session.analysis) return { analysis: session.analysis, records };
      if (facts.exercises.length === 0) return { analysis: null, records };
      if (!(await ai.studentMayAsk(studentId))) return { ok: false, error: 'AI_STUDENT_DAILY_LIMIT' };
      // One request of the student's is one call against the trainer's day, its insights included; a
      // failing provider leaves the local coach's analysis stored, so asking again costs nothing.
      if (!(await ai.chargeRequest(student.personalId))) return { analysis: null, records };
      const [text, insights] = await Promise.all([
        ai.runFor(student.personalId, analysisOperation, facts, { counted: true }),
        ai.runFor(student.personalId, insightsOperation, facts, { counted: true }),
      ]);
      if (!isFailure(insights) && insights.ok && insights.value.length)
        await progress.recordInsights(studentId, insights.value);
      if (isFailure(text) || !text.ok) return { analysis: null, records };
      return { analysis: await progress.storeAnalysis(studentId, date, text.value), records };
    },

    /** The student dialog's training: recent days (done, missed, started), adherence, insights. */
    async studentProgress(actor: Actor, id: string): Promise<StudentProgress | null> {
      const student = await progress.trainerView(actor.id, id);
      if (!student) return null;
      const today = todayOf(clock);
      const days = await progress.activity(id, addDays(today, -89));
      const weekdays = weekdaysOf(student.plan);
      const completed = days.filter((day) => day.completed).map((day) => day.date);
      const rate = (window: number) => adherence(weekdays, student.planStartedOn, completed, today, window);
      const recentFrom = addDays(today, -(RECENT_DAYS - 1));
      const active = days
        .filter((day) => day.date >= recentFrom)
        .map((day): RecentWorkout => ({
          date: day.date,
          label: student.plan.find((workout) => workout.id === day.workoutId)?.label ?? null,
          status: day.completed ? 'completed' : 'started',
          setsLogged: day.sets,
          setsPlanned: setsPlannedOf(student.plan, day.workoutId),
          feedback: storedFeedback(day.feedback),
        }));
      const seen = new Set(active.map((day) => day.date));
      const missed = missedDates(weekdays, student.planStartedOn, completed, today, RECENT_DAYS)
        .filter((date) => !seen.has(date))
        .map((date): RecentWorkout => {
          const planned = student.plan.find((day) => day.day === weekdayOf(date));
          return {
            date,
            label: planned?.label ?? null,
            status: 'missed',
            setsLogged: 0,
            setsPlanned: planned ? setsPlannedOf(student.plan, planned.id) : null,
            feedback: null,
          };
        });
      return {
        lastTrainedOn: student.lastTrainedOn,
        adherence: { d7: rate(7), d30: rate(30), d90: rate(90) },
        recent: [...active, ...missed].sort((a, b) => b.date.localeCompare(a.date)).slice(0, RECENT_SHOWN),
        insights: student.insights,
      };
    },

    /**
     * 'Revisão de Performance': each exercise's entries with its record and e1RM, and the totals, as
     * JSON the database builds (decision 051); 'null' when the student is not this trainer's. Kept until
     * the student changes.
     */
    performanceJson(actor: Actor, id: string): Promise<string> {
      return cache.getText(`performance:${actor.id}:${id}`, { personalId: actor.id, studentId: id }, async () => {
        return (await progress.performanceText(actor.id, id, todayOf(clock))) ?? 'null';
      });
    },

    /** Every radar card's first page for the trainer's own students, as JSON, kept until one changes. */
    radarJson(actor: Actor): Promise<string> {
      const today = todayOf(clock);
      return cache.get(`radar:${actor.id}:${today}`, { personalId: actor.id }, async () => {
        return radar.firstPages(actor.id, today);
      });
    },

    radarCardJson(actor: Actor, card: RadarCard, page: number): Promise<string> {
      const today = todayOf(clock);
      return cache.get(`radar:${actor.id}:${today}:${card}:${page}`, { personalId: actor.id }, () =>
        radar.card(actor.id, card, today, page),
      );
    },

    /** The last 7 days, summarised for the student in the trainer's voice (3–4 paragraphs). */
    async weeklySummary(actor: Actor, id: string): Promise<AiResult<{ text: string }> | null> {
      const student = await progress.trainerView(actor.id, id);
      if (!student) return null;
      const to = todayOf(clock);
      const from = addDays(to, -6);
      const [days, week, body] = await Promise.all([
        progress.activity(id, from),
        progress.week(id, from, to),
        latestBody ? latestBody(id) : null,
      ]);
      const weekdays = weekdaysOf(student.plan);
      const completed = days.filter((day) => day.completed);
      const facts: WeekFacts = {
        firstName: firstName(student.name),
        goal: student.goal,
        from,
        to,
        scheduled: scheduledDates(weekdays, student.planStartedOn, from, to).length,
        workouts: completed
          .map((day) => {
            const feedback = storedFeedback(day.feedback);
            return {
              date: day.date,
              label: student.plan.find((workout) => workout.id === day.workoutId)?.label ?? null,
              sets: day.sets,
              volumeKg: week.volumes[day.date] ?? 0,
              rpe: feedback?.overallRPE ?? null,
              pain: feedback?.painPoints ?? '',
            };
          })
          .reverse(),
        records: week.records,
        missed: missedDates(
          weekdays,
          student.planStartedOn,
          completed.map((day) => day.date),
          to,
          7,
        ).length,
        insights: student.insights.filter((insight) => (insight.date ?? '') >= from),
        body,
      };
      return coachText(actor.id, weeklySummaryOperation, facts);
    },

    /** A day of 4–5 meals from the anamnesis and goal, general guidance for the trainer to review. */
    async meals(actor: Actor, id: string): Promise<AiResult<{ text: string }> | null> {
      const loaded = await coach.contextFor(actor, id);
      if (!loaded) return null;
      return coachText(actor.id, mealsOperation, loaded.context);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
