import { bigint, date, doublePrecision, index, integer, json, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { students } from './schema.ts';

// Tables kept by triggers from what the app writes, written by hand in their migrations with those
// triggers, and so not in drizzle.config.ts: these declarations name the tables for the code and for
// decision 025's table.

// ── The radar's kept items (drizzle/0024, decision 050) ──────────────────────────────────────

/** Per student: how many changes the radar's cards read, and for which day and count the items are. */
export const radarStudents = pgTable(
  'radar_students',
  {
    studentId: text('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    personalId: text('personal_id').notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
    computedChanges: bigint('computed_changes', { mode: 'number' }),
    computedOn: date('computed_on', { mode: 'string' }),
  },
  (t) => [index('radar_students_personal_idx').on(t.personalId)],
);

/** One item a student puts on a radar card, as sent, with the card's sort keys (radar-rows-repo.ts). */
export const radarItems = pgTable('radar_items', {
  personalId: text('personal_id').notNull(),
  studentId: text('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  card: text('card').notNull(),
  item: json('item').notNull(),
  d: text('d'),
  n1: numeric('n1'),
  n2: numeric('n2'),
  n3: numeric('n3'),
  t: text('t'),
  ord: integer('ord'),
});

// ── The performance review's kept series and totals (drizzle/0025, decision 051) ───────────────

/** Per student, the review's exercises as the JSON it sends (without the array's brackets). */
export const performanceReview = pgTable('performance_review', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  exercises: text('exercises').notNull(),
});

/** Per student, the heaviest load of any logged set and the sum of load × reps over them all. */
export const performanceTotals = pgTable('performance_totals', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  maxWeight: doublePrecision('max_weight').notNull(),
  volume: numeric('volume').notNull(),
});
