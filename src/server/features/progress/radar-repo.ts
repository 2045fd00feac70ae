import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pageCount } from '#shared/contracts/pagination.ts';
import {
  RADAR_PAGE_SIZE,
  type RadarCard,
  type RadarItem,
  type RadarPage,
} from '#shared/contracts/progress.ts';
import { ADHERENCE_DROP_POINTS } from '#shared/domain/progress/adherence.ts';
import { EXPIRY_WARNING_DAYS } from '#shared/domain/students/plan-state.ts';

/** Spec §9: the seed's stable ids of the three lifts the radar's highlights compare. */
export const HIGHLIGHT_LIFTS = [
  'supino-reto-barra',
  'agachamento-livre-barra',
  'remada-curvada-barra',
] as const;
/** How far back feedback and the skipped-exercise and RPE rules look. */
export const ATTENTION_DAYS = 14;
const TREND_DAYS = 30;
const TOP_PER_HIGHLIGHT = 3;
/** A constant whole number written into the SQL (a parameter would arrive untyped: `date - $1` is ambiguous). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * The training days a plan expects, per student: the plan's weekdays as ISO day numbers (Monday 1),
 * from the day the plan started. Only active students with a plan are expected to train.
 */
const plannedDays = (personalId: string) => sql`
  select s.id, s.name, s.plan_started_on, s.last_trained_on, array(
      select distinct array_position(array['Segunda-feira','Terça-feira','Quarta-feira','Quinta-feira',
        'Sexta-feira','Sábado','Domingo'], w->>'day')
      from jsonb_array_elements(s.workout_plan) w) as dows
  from students s
  where s.personal_id = ${personalId} and s.plan_status = 'active' and s.has_plan
    and s.plan_started_on is not null`;

/** A whole-number percentage of completed over scheduled days, capped at 100; null with nothing scheduled. */
const rate = (completed: SQL, scheduled: SQL) =>
  sql`case when ${scheduled} = 0 then null else round(100.0 * least(${completed}, ${scheduled}) / ${scheduled}) end`;

/**
 * How many of the plan's weekdays (`k.dow`, ISO numbers, one row each) fall between two dates, both
 * included: per weekday, its first date from `start` on, then one every 7 days up to `end`. Counted,
 * not listed: no calendar of 90 days per student (decision 049).
 */
const weekdaysBetween = (start: SQL, end: SQL) => {
  const gap = sql`(${end} - ${start} - (k.dow - extract(isodow from ${start})::int + 7) % 7)`;
  return sql`coalesce(sum(case when ${gap} >= 0 then ${gap} / 7 + 1 else 0 end), 0)`;
};

/**
 * Per planned student (`p`), adherence over the last 30 and 90 days: completed ÷ scheduled, today
 * scheduled only once done. One pass over the student's 90 days of `workout_days` serves both windows
 * (the 30 days are the 90's tail); the scheduled days are counted per weekday, not listed.
 */
const adherence30And90 = (today: string) => sql`
  select ${rate(sql`done.c30`, sql`sched.s30`)} as d30, ${rate(sql`done.c90`, sql`sched.s90`)} as d90
  from (select count(*) filter (where d.date >= ${today}::date - ${n(29)}) as c30, count(*) as c90,
          coalesce(bool_or(d.date = ${today}::date), false) as today_done
        from workout_days d where d.student_id = p.id and d.completed_at is not null
          and d.date between ${today}::date - ${n(89)} and ${today}::date) done
  cross join lateral (select ${today}::date - case when done.today_done then 0 else 1 end as last,
        greatest(${today}::date - ${n(89)}, p.plan_started_on) as from90,
        greatest(${today}::date - ${n(29)}, p.plan_started_on) as from30) span
  cross join lateral (select ${weekdaysBetween(sql`span.from30`, sql`span.last`)} as s30,
        ${weekdaysBetween(sql`span.from90`, sql`span.last`)} as s90
        from unnest(p.dows) k(dow)) sched`;

/**
 * Per student, each exercise of the plan left without a set on at least two finished days of the
 * last 30, with how many and the last. Each plan is read once per student (its workouts' exercises),
 * not once per day, and each day's row says which exercises got a set (`logged_exercise_ids`, kept by
 * triggers: drizzle/0022), so no day's sets are looked up (decision 049).
 */
export const skippedExercises = (personalId: string, today: string) => sql`
  select p.id, p.name, p.exercise_id, count(*)::int as times, max(d.date) as last
  from (select distinct s.id, s.name, w->>'id' as workout_id, ex->>'exerciseId' as exercise_id
        from (select id, name, workout_plan from students where personal_id = ${personalId} offset 0) s
        cross join lateral jsonb_array_elements(s.workout_plan) w
        cross join lateral jsonb_array_elements(w->'blocks') b
        cross join lateral jsonb_array_elements(b->'exercises') ex) p
  join workout_days d on d.student_id = p.id and d.workout_id = p.workout_id
  where d.completed_at is not null and d.date > ${today}::date - ${n(TREND_DAYS)}
    and coalesce(p.exercise_id <> all(d.logged_exercise_ids), true)
  group by p.id, p.name, p.exercise_id having count(*) >= 2`;

export function cardQuery(card: RadarCard, personalId: string, today: string): SQL {
  switch (card) {
    case 'insights':
      return sql`
        select json_build_object('studentId', s.id, 'name', s.name, 'kind', 'insight', 'insight', i.value) as item,
          coalesce(i.value->>'date', '') as sort_date,
          case i.value->>'type' when 'warning' then 0 when 'achievement' then 1 else 2 end as tiebreak
        from students s cross join lateral jsonb_array_elements(s.ai_insights) with ordinality i(value, ord)
        where s.personal_id = ${personalId}
        order by sort_date desc, tiebreak, s.name, i.ord`;
    case 'attention':
      return sql`
        select * from (
          select json_build_object('studentId', s.id, 'name', s.name, 'kind', 'feedback', 'date', d.date,
              'difficulty', d.feedback->>'difficulty', 'painPoints', coalesce(d.feedback->>'painPoints', ''),
              'comments', coalesce(d.feedback->>'comments', '')) as item, d.date as sort_date, s.name as tiebreak
          from students s join workout_days d on d.student_id = s.id
          where s.personal_id = ${personalId} and d.date > ${today}::date - ${n(ATTENTION_DAYS)}
            and d.feedback is not null
            and (d.feedback->>'difficulty' = 'Extremamente difícil' or btrim(coalesce(d.feedback->>'painPoints', '')) <> '')
          union all
          select json_build_object('studentId', a.id, 'name', a.name, 'kind', 'adherence', 'd30', a.d30, 'd90', a.d90),
            ${today}::date, a.name
          from (select p.id, p.name, r.d30, r.d90
                from (${plannedDays(personalId)}) p cross join lateral (${adherence30And90(today)}) r) a
          where a.d90 - a.d30 >= ${n(ADHERENCE_DROP_POINTS)}
          union all
          select json_build_object('studentId', r.id, 'name', r.name, 'kind', 'rpe', 'date', r.date,
              'label', coalesce(r.label, ''), 'rpes', json_build_array(r.rpe2, r.rpe1, r.rpe)), r.date, r.name
          from (select s.id, s.name, d.date, (d.feedback->>'overallRPE')::int as rpe,
                  lag((d.feedback->>'overallRPE')::int) over w as rpe1,
                  lag((d.feedback->>'overallRPE')::int, 2) over w as rpe2,
                  row_number() over (partition by s.id, d.workout_id order by d.date desc) as newest,
                  (select w2->>'label' from jsonb_array_elements(s.workout_plan) w2 where w2->>'id' = d.workout_id limit 1) as label
                from students s join workout_days d on d.student_id = s.id
                where s.personal_id = ${personalId} and d.date > ${today}::date - ${n(TREND_DAYS)}
                  and d.workout_id is not null and d.feedback ? 'overallRPE'
                window w as (partition by s.id, d.workout_id order by d.date)) r
          where r.newest = 1 and r.rpe > r.rpe1 and r.rpe1 > r.rpe2
          union all
          select json_build_object('studentId', k.id, 'name', k.name, 'kind', 'skipped',
              'exerciseName', coalesce(e.name, k.exercise_id), 'times', k.times), k.last,
            k.name || ' ' || coalesce(e.name, k.exercise_id)
          from (${skippedExercises(personalId, today)}) k
          left join exercises e on e.id = k.exercise_id
        ) attention
        order by sort_date desc, tiebreak`;
    case 'engagement':
      return sql`
        select json_build_object('studentId', m.id, 'name', m.name, 'kind', 'missed', 'missed', m.missed,
            'lastTrainedOn', m.last_trained_on) as item,
          m.missed as sort_date, m.name as tiebreak
        from (select p.id, p.name, p.last_trained_on, (select count(*)::int from generate_series(
                  greatest(${today}::date - ${n(7)}, p.plan_started_on), ${today}::date - ${n(1)}, '1 day') g
                where extract(isodow from g)::int = any(p.dows)
                  and not exists (select 1 from workout_days d where d.student_id = p.id and d.date = g::date
                    and d.date >= ${today}::date - ${n(7)} and d.completed_at is not null)) as missed
              from (${plannedDays(personalId)}) p offset 0) m
        where m.missed > 0
        order by sort_date desc, tiebreak`;
    case 'highlights':
      return sql`
        select item, sort_date, tiebreak from (
          select json_build_object('studentId', s.id, 'name', s.name, 'kind', 'lift', 'exerciseName', coalesce(e.name, l.exercise_id),
              'weight', l.weight, 'reps', l.reps) as item,
            array_position(${sql.raw(`array['${HIGHLIGHT_LIFTS.join("','")}']`)}, l.exercise_id) as sort_date,
            row_number() over (partition by l.exercise_id order by l.weight desc, l.reps desc, s.name) as tiebreak
          from students s join performance_latest l on l.student_id = s.id
          left join exercises e on e.id = l.exercise_id
          where s.personal_id = ${personalId} and l.exercise_id in (${sql.join(
            HIGHLIGHT_LIFTS.map((id) => sql`${id}`),
            sql`, `,
          )})
            and l.weight > 0
          union all
          select json_build_object('studentId', g.id, 'name', g.name, 'kind', 'progress',
              'exerciseName', coalesce(e.name, ${HIGHLIGHT_LIFTS[0]}), 'percent', g.percent),
            ${n(HIGHLIGHT_LIFTS.length + 1)},
            row_number() over (order by g.percent desc, g.name)
          from (select s.id, s.name, round((100.0 * (last.weight - first.weight) / first.weight)::numeric, 0)::int as percent
                from students s
                cross join lateral (select weight from performance_entries f where f.student_id = s.id
                    and f.exercise_id = ${HIGHLIGHT_LIFTS[0]} and f.date > ${today}::date - ${n(28)} order by f.date limit 1) first
                cross join lateral (select weight, (select count(*) from performance_entries c where c.student_id = s.id
                      and c.exercise_id = ${HIGHLIGHT_LIFTS[0]} and c.date > ${today}::date - ${n(28)}) as n
                    from performance_entries f where f.student_id = s.id
                    and f.exercise_id = ${HIGHLIGHT_LIFTS[0]} and f.date > ${today}::date - ${n(28)} order by f.date desc limit 1) last
                where s.personal_id = ${personalId} and first.weight > 0 and last.n >= 2) g
          left join exercises e on e.id = ${HIGHLIGHT_LIFTS[0]}
          where g.percent > 0
        ) ranked
        where tiebreak <= ${n(TOP_PER_HIGHLIGHT)}
        order by sort_date, tiebreak`;
    case 'pending':
      return sql`
        select json_build_object('studentId', s.id, 'name', s.name,
            'kind', case when s.plan_status = 'pending_review' then 'review'
                         when s.plan_status = 'pending_creation' then 'plan' else 'expiring' end,
            'date', s.plan_expiry_date) as item,
          case s.plan_status when 'pending_review' then 0 when 'pending_creation' then 1 else 2 end as sort_date,
          coalesce(s.plan_expiry_date::text, '') || s.name as tiebreak
        from students s
        where s.personal_id = ${personalId}
          and (s.plan_status = 'pending_review' or (s.plan_status = 'pending_creation' and s.has_anamnesis)
            or (s.plan_status = 'active' and s.plan_expiry_date between ${today}::date and ${today}::date + ${n(EXPIRY_WARNING_DAYS)}))
        order by sort_date, tiebreak`;
  }
}

/**
 * The trainer's radar (product §2, §9; issue 15), computed in SQL over the trainer's own students only
 * (every card starts from `students.personal_id`), each card paginated in SQL. Reads the training
 * tables by their student keys: no card scans `workout_sets` or `performance_entries`.
 */
/** One page of a card: its rows with the card's total (the bench EXPLAINs this very statement). */
export const cardPageQuery = (card: RadarCard, personalId: string, today: string, page: number): SQL => sql`
  select c.item, count(*) over ()::int as total
  from (${cardQuery(card, personalId, today)}) c
  limit ${RADAR_PAGE_SIZE} offset ${(page - 1) * RADAR_PAGE_SIZE}`;

export function createRadarRepo(db: Db) {
  return {
    async card(personalId: string, card: RadarCard, today: string, page: number): Promise<RadarPage> {
      const { rows } = await db.execute<{ item: RadarItem; total: number }>(
        cardPageQuery(card, personalId, today, page),
      );
      // An offset past the end returns no row, and so no total: count again for the page count.
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const { rows: counted } = await db.execute<{ total: number }>(
          sql`select count(*)::int as total from (${cardQuery(card, personalId, today)}) c`,
        );
        total = counted[0]?.total ?? 0;
      }
      return {
        items: rows.map((row) => row.item),
        total,
        page,
        pageCount: pageCount(total, RADAR_PAGE_SIZE),
      };
    },
  };
}

export type RadarRepo = ReturnType<typeof createRadarRepo>;
