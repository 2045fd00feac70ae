import { sql, type SQL } from 'drizzle-orm';
import { RADAR_PAGE_SIZE, type RadarCard } from '#shared/contracts/progress.ts';
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
const plannedDays = (scope: SQL) => sql`
  select s.id, s.name, s.plan_started_on, s.last_trained_on, array(
      select distinct array_position(array['Segunda-feira','Terça-feira','Quarta-feira','Quinta-feira',
        'Sexta-feira','Sábado','Domingo'], w->>'day')
      from jsonb_array_elements(s.workout_plan) w) as dows
  from students s
  where ${scope} and s.plan_status = 'active' and s.has_plan
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
export const skippedExercises = (scope: SQL, today: string) => sql`
  select p.id, p.name, p.exercise_id, count(*)::int as times, max(d.date) as last
  from (select distinct s.id, s.name, w->>'id' as workout_id, ex->>'exerciseId' as exercise_id
        from (select s.id, s.name, s.workout_plan from students s where ${scope} offset 0) s
        cross join lateral jsonb_array_elements(s.workout_plan) w
        cross join lateral jsonb_array_elements(w->'blocks') b
        cross join lateral jsonb_array_elements(b->'exercises') ex) p
  join workout_days d on d.student_id = p.id and d.workout_id = p.workout_id
  where d.completed_at is not null and d.date > ${today}::date - ${n(TREND_DAYS)}
    and coalesce(p.exercise_id <> all(d.logged_exercise_ids), true)
  group by p.id, p.name, p.exercise_id having count(*) >= 2`;


/**
 * The students a radar statement reads, as a condition on `students s`: a trainer's all (the live
 * computation, the bench's EXPLAIN), or the few whose kept items are computed again (radar-repo.ts).
 */
export const ofTrainer = (personalId: string): SQL => sql`s.personal_id = ${personalId}`;
export const ofStudents = (ids: readonly string[]): SQL => sql`s.id = any(${sql.param(ids)}::text[])`;

/**
 * The items the students in `scope` put on a card, one row each, with the same columns for every card:
 * the student, the item as sent, and the card's sort keys (`d` a date as text, `n1`–`n3` numbers, `t` a
 * name, `ord` a position), which `cardOrder` reads. Each row depends on its own student only: the
 * ranking across students ('Destaques' keeps three per lift) is made when a page is read.
 */
export function cardRows(card: RadarCard, scope: SQL, today: string): SQL {
  switch (card) {
    case 'insights':
      return sql`
        select s.id as student_id, json_build_object('studentId', s.id, 'name', s.name, 'kind', 'insight', 'insight', i.value) as item,
          coalesce(i.value->>'date', '') as d,
          (case i.value->>'type' when 'warning' then 0 when 'achievement' then 1 else 2 end)::numeric as n1,
          null::numeric as n2, null::numeric as n3, s.name as t, i.ord::int as ord
        from students s cross join lateral jsonb_array_elements(s.ai_insights) with ordinality i(value, ord)
        where ${scope}`;
    case 'attention':
      return sql`
          select s.id as student_id, json_build_object('studentId', s.id, 'name', s.name, 'kind', 'feedback', 'date', d.date,
              'difficulty', d.feedback->>'difficulty', 'painPoints', coalesce(d.feedback->>'painPoints', ''),
              'comments', coalesce(d.feedback->>'comments', '')) as item, d.date::text as d,
            null::numeric as n1, null::numeric as n2, null::numeric as n3, s.name as t, 0 as ord
          from students s join workout_days d on d.student_id = s.id
          where ${scope} and d.date > ${today}::date - ${n(ATTENTION_DAYS)}
            and d.feedback is not null
            and (d.feedback->>'difficulty' = 'Extremamente difícil' or btrim(coalesce(d.feedback->>'painPoints', '')) <> '')
          union all
          select a.id, json_build_object('studentId', a.id, 'name', a.name, 'kind', 'adherence', 'd30', a.d30, 'd90', a.d90),
            ${today}::date::text, null, null, null, a.name, 1
          from (select p.id, p.name, r.d30, r.d90
                from (${plannedDays(scope)}) p cross join lateral (${adherence30And90(today)}) r) a
          where a.d90 - a.d30 >= ${n(ADHERENCE_DROP_POINTS)}
          union all
          select r.id, json_build_object('studentId', r.id, 'name', r.name, 'kind', 'rpe', 'date', r.date,
              'label', coalesce(r.label, ''), 'rpes', json_build_array(r.rpe2, r.rpe1, r.rpe)), r.date::text,
            null, null, null, r.name, 2
          from (select s.id, s.name, d.date, (d.feedback->>'overallRPE')::int as rpe,
                  lag((d.feedback->>'overallRPE')::int) over w as rpe1,
                  lag((d.feedback->>'overallRPE')::int, 2) over w as rpe2,
                  row_number() over (partition by s.id, d.workout_id order by d.date desc) as newest,
                  (select w2->>'label' from jsonb_array_elements(s.workout_plan) w2 where w2->>'id' = d.workout_id limit 1) as label
                from students s join workout_days d on d.student_id = s.id
                where ${scope} and d.date > ${today}::date - ${n(TREND_DAYS)}
                  and d.workout_id is not null and d.feedback ? 'overallRPE'
                window w as (partition by s.id, d.workout_id order by d.date)) r
          where r.newest = 1 and r.rpe > r.rpe1 and r.rpe1 > r.rpe2
          union all
          select k.id, json_build_object('studentId', k.id, 'name', k.name, 'kind', 'skipped',
              'exerciseName', coalesce(e.name, k.exercise_id), 'times', k.times), k.last::text,
            null, null, null, k.name || ' ' || coalesce(e.name, k.exercise_id), 3
          from (${skippedExercises(scope, today)}) k
          left join exercises e on e.id = k.exercise_id`;
    case 'engagement':
      return sql`
        select m.id as student_id, json_build_object('studentId', m.id, 'name', m.name, 'kind', 'missed', 'missed', m.missed,
            'lastTrainedOn', m.last_trained_on) as item,
          null::text as d, m.missed::numeric as n1, null::numeric as n2, null::numeric as n3, m.name as t, 0 as ord
        from (select p.id, p.name, p.last_trained_on, (select count(*)::int from generate_series(
                  greatest(${today}::date - ${n(7)}, p.plan_started_on), ${today}::date - ${n(1)}, '1 day') g
                where extract(isodow from g)::int = any(p.dows)
                  and not exists (select 1 from workout_days d where d.student_id = p.id and d.date = g::date
                    and d.date >= ${today}::date - ${n(7)} and d.completed_at is not null)) as missed
              from (${plannedDays(scope)}) p offset 0) m
        where m.missed > 0`;
    case 'highlights':
      return sql`
          select s.id as student_id, json_build_object('studentId', s.id, 'name', s.name, 'kind', 'lift', 'exerciseName', coalesce(e.name, l.exercise_id),
              'weight', l.weight, 'reps', l.reps) as item, null::text as d,
            array_position(${sql.raw(`array['${HIGHLIGHT_LIFTS.join("','")}']`)}, l.exercise_id)::numeric as n1,
            l.weight::numeric as n2, l.reps::numeric as n3, s.name as t, 0 as ord
          from students s join performance_latest l on l.student_id = s.id
          left join exercises e on e.id = l.exercise_id
          where ${scope} and l.exercise_id in (${sql.join(
            HIGHLIGHT_LIFTS.map((id) => sql`${id}`),
            sql`, `,
          )})
            and l.weight > 0
          union all
          select g.id, json_build_object('studentId', g.id, 'name', g.name, 'kind', 'progress',
              'exerciseName', coalesce(e.name, ${HIGHLIGHT_LIFTS[0]}), 'percent', g.percent), null,
            ${n(HIGHLIGHT_LIFTS.length + 1)}, g.percent, 0, g.name, 0
          from (select s.id, s.name, round((100.0 * (last.weight - first.weight) / first.weight)::numeric, 0)::int as percent
                from students s
                cross join lateral (select weight from performance_entries f where f.student_id = s.id
                    and f.exercise_id = ${HIGHLIGHT_LIFTS[0]} and f.date > ${today}::date - ${n(28)} order by f.date limit 1) first
                cross join lateral (select weight, (select count(*) from performance_entries c where c.student_id = s.id
                      and c.exercise_id = ${HIGHLIGHT_LIFTS[0]} and c.date > ${today}::date - ${n(28)}) as n
                    from performance_entries f where f.student_id = s.id
                    and f.exercise_id = ${HIGHLIGHT_LIFTS[0]} and f.date > ${today}::date - ${n(28)} order by f.date desc limit 1) last
                where ${scope} and first.weight > 0 and last.n >= 2) g
          left join exercises e on e.id = ${HIGHLIGHT_LIFTS[0]}
          where g.percent > 0`;
    case 'pending':
      return sql`
        select s.id as student_id, json_build_object('studentId', s.id, 'name', s.name,
            'kind', case when s.plan_status = 'pending_review' then 'review'
                         when s.plan_status = 'pending_creation' then 'plan' else 'expiring' end,
            'date', s.plan_expiry_date) as item, null::text as d,
          (case s.plan_status when 'pending_review' then 0 when 'pending_creation' then 1 else 2 end)::numeric as n1,
          null::numeric as n2, null::numeric as n3, coalesce(s.plan_expiry_date::text, '') || s.name as t, 0 as ord
        from students s
        where ${scope}
          and (s.plan_status = 'pending_review' or (s.plan_status = 'pending_creation' and s.has_anamnesis)
            or (s.plan_status = 'active' and s.plan_expiry_date between ${today}::date and ${today}::date + ${n(EXPIRY_WARNING_DAYS)}))`;
  }
}

/** How a card's items are ordered (the spec's order; the student's id last, so equal keys stay put). */
const CARD_ORDER: Record<RadarCard, SQL> = {
  insights: sql`r.d desc, r.n1, r.t, r.ord, r.student_id`,
  attention: sql`r.d desc, r.t, r.ord, r.student_id`,
  engagement: sql`r.n1 desc, r.t, r.student_id`,
  highlights: sql`r.n1, r.rank`,
  pending: sql`r.n1, r.t, r.student_id`,
};

/**
 * A card's items as shown, from `rows` (cardRows' columns): 'Destaques' keeps the three best of each
 * lift and of the progress, across the trainer's students; the other cards show every item.
 */
const shown = (card: RadarCard, rows: SQL): SQL =>
  card === 'highlights'
    ? sql`(select * from (select x.*, row_number() over (partition by x.n1 order by x.n2 desc, x.n3 desc, x.t, x.student_id) as rank
          from ${rows} x) ranked where rank <= ${n(TOP_PER_HIGHLIGHT)})`
    : rows;

/**
 * One page of a card from `rows`, each item with the card's total. `ranked`: 'Destaques' rows that
 * already carry their `rank` and hold only the three best of each group (the kept read, radar-repo.ts).
 */
export const pageOf = (card: RadarCard, rows: SQL, page: number, ranked = false): SQL => sql`
  select r.item, count(*) over ()::int as total from ${ranked ? rows : shown(card, rows)} r
  order by ${CARD_ORDER[card]}
  limit ${RADAR_PAGE_SIZE} offset ${(page - 1) * RADAR_PAGE_SIZE}`;

/** How many items a card shows from `rows`. */
export const totalOf = (card: RadarCard, rows: SQL, ranked = false): SQL =>
  sql`select count(*)::int as total from ${ranked ? rows : shown(card, rows)} r`;

/**
 * 'Destaques' from kept rows (`radar_items`): per lift and for the progress, the three best read in
 * the order of the index (personal_id, card, n1, n2 desc, n3 desc, t, student_id), the same order as
 * `shown` ranks them in.
 */
export const keptHighlights = (personalId: string): SQL => sql`(
  select x.* from generate_series(1, ${n(HIGHLIGHT_LIFTS.length + 1)}) g(n1)
  cross join lateral (select k.*, row_number() over (order by k.n2 desc, k.n3 desc, k.t, k.student_id) as rank
    from (select * from radar_items i where i.personal_id = ${personalId} and i.card = 'highlights' and i.n1 = g.n1
          order by i.n2 desc, i.n3 desc, i.t, i.student_id limit ${n(TOP_PER_HIGHLIGHT)}) k) x)`;

/** The card's items as the trainer's students are now (the live computation). */
export const cardQuery = (card: RadarCard, personalId: string, today: string): SQL =>
  sql`(${cardRows(card, ofTrainer(personalId), today)})`;

/** One page of a card computed live (the bench EXPLAINs it; the kept items must equal it). */
export const cardPageQuery = (card: RadarCard, personalId: string, today: string, page: number): SQL =>
  pageOf(card, cardQuery(card, personalId, today), page);
