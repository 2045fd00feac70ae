import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { traitsCheck } from './traits-check.ts';
import type { ExerciseTraits } from '../../shared/contracts/exercises.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ── better-auth's tables (written by hand: its schema CLI crashes on Node 20) ──────────────
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role', { enum: ['admin', 'personal', 'student'] }).notNull(),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

// ── RumoFit ─────────────────────────────────────────────────────────────────────────────────
/** The trainer's profile; the admin is a personal too. Settings are edited as a whole, guarded by version. */
export const personals = pgTable('personals', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  version: integer('version').notNull().default(1),
  // The PIX key students pay renewals to, and the receiver as the BR Code carries them (drizzle/0018,
  // decision 043): all four or none.
  pixKeyType: text('pix_key_type', { enum: ['cpf', 'cnpj', 'email', 'celular', 'aleatoria'] }),
  pixKey: text('pix_key'),
  pixReceiverName: text('pix_receiver_name'),
  pixReceiverCity: text('pix_receiver_city'),
  ...timestamps,
});

export const exercises = pgTable(
  'exercises',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // Lower-cased and stripped of accents, so "supino" finds "Supino" and "biceps" finds "Bíceps".
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')`,
      ),
    videoUrl: text('video_url'),
    gifUrl: text('gif_url'),
    tutorial: text('tutorial').notNull().default(''),
    equipment: text('equipment').notNull(),
    musclePrimary: text('muscle_primary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    muscleSecondary: text('muscle_secondary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    difficulty: text('difficulty').notNull(),
    contraindications: text('contraindications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What the exercise asks of the body (decision 031); null only for an admin's row from before 0011,
    // which the seed judges at the next start.
    traits: jsonb('traits').$type<ExerciseTraits>(),
    // Set when an admin edits the row; the seed never touches such a row again.
    adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('exercises_name_idx').on(t.nameSearch),
    index('exercises_muscle_primary_idx').using('gin', t.musclePrimary),
    check('exercises_traits_check', sql.raw(traitsCheck('traits'))),
  ],
);

/**
 * A student: their login is a `users` row with the same id (deleting it deletes this row). The
 * anamnesis and the plan are edited as whole documents, guarded by `version`. Every change NOTIFYs
 * the owner's channel through a trigger (drizzle/0002_student_notify.sql), whoever made it.
 */
export const students = pgTable(
  'students',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    personalId: text('personal_id')
      .notNull()
      .references(() => personals.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    // Lower-cased and stripped of accents, like exercises.name_search: "joao" finds "João".
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')`,
      ),
    planStatus: text('plan_status', {
      enum: ['pending_creation', 'pending_review', 'active', 'inactive'],
    })
      .notNull()
      .default('pending_creation'),
    planExpiryDate: date('plan_expiry_date', { mode: 'string' }),
    // The day the student last started training on a plan (activated, first plan saved, renewed after
    // a lapse); null until then. The calendar counts missed days only from here.
    planStartedOn: date('plan_started_on', { mode: 'string' }),
    whatsapp: text('whatsapp'),
    observations: text('observations').notNull().default(''),
    goal: text('goal'),
    anamnesis: jsonb('anamnesis'),
    workoutPlan: jsonb('workout_plan'),
    // What the list shows of the two documents, kept beside them so the list reads only its index.
    hasPlan: boolean('has_plan')
      .notNull()
      .generatedAlwaysAs(
        sql`case when jsonb_typeof(workout_plan) = 'array' then jsonb_array_length(workout_plan) > 0 else false end`,
      ),
    hasAnamnesis: boolean('has_anamnesis')
      .notNull()
      .generatedAlwaysAs(sql`anamnesis is not null`),
    // The most pressing open AI insight ('warning' beats 'suggestion'), kept beside the insights for the list's sort.
    aiAlert: text('ai_alert', { enum: ['warning', 'suggestion'] }),
    aiInsights: jsonb('ai_insights').notNull().default([]),
    // The last date the student completed a workout, kept by workout_days' trigger (drizzle/0010) for
    // the list's rows ('Treinou 23/11/2026'), which read only the index below.
    lastTrainedOn: date('last_trained_on', { mode: 'string' }),
    // The library model the plan was applied from, and its version then (drizzle/0017); null for a plan
    // written by hand or by the coach. No foreign key: the memory outlives the model.
    planTemplateId: text('plan_template_id'),
    planTemplateVersion: integer('plan_template_version'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // The trainer's list (filter by trainer, chip and name, sort by priority or name, count) reads
    // this index alone, an index-only scan: every column it touches is here. Drizzle has no INCLUDE,
    // so the columns past (personal_id, name_search, id) are keys too (inner pages truncate them).
    index('students_list_idx').on(
      t.personalId,
      t.nameSearch,
      t.id,
      t.name,
      t.planStatus,
      t.planExpiryDate,
      t.aiAlert,
      t.hasPlan,
      t.hasAnamnesis,
      t.lastTrainedOn,
    ),
    check(
      'students_plan_status_check',
      sql`${t.planStatus} in ('pending_creation', 'pending_review', 'active', 'inactive')`,
    ),
  ],
);

/**
 * A student's consent to the use of their health answers (LGPD Art. 11), one row per consent text
 * version: without a row for the current version, no anamnesis answer is stored.
 */
export const anamnesisConsents = pgTable(
  'anamnesis_consents',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    textVersion: text('text_version').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.textVersion] })],
);

/** The anamnesis wizard as the student left it, on the server so it follows them to another device. */
export const anamnesisDrafts = pgTable('anamnesis_drafts', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  step: integer('step').notNull(),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The trainer's corrections to the coach's reading of a student (docs/decisions/030), applied by every
 * AI operation on that student. `corrections` holds a PersonCorrections (shared/contracts/coach-reading).
 */
export const coachCorrections = pgTable('coach_corrections', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  corrections: jsonb('corrections').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Each logged set is a row whose id the phone made, so a retry or a second send stores nothing new.
 * `date` is the student's calendar date in Brazil; `reps` holds seconds for timed exercises.
 */
export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    workoutId: text('workout_id').notNull(),
    blockId: text('block_id').notNull(),
    exerciseId: text('exercise_id').notNull(),
    setIndex: integer('set_index').notNull(),
    weight: doublePrecision('weight').notNull(),
    reps: integer('reps').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workout_sets_student_date_idx').on(t.studentId, t.date)],
);

/** Where the student is in a day's run; the newest change (by the phone's clock) wins. */
export const workoutProgress = pgTable(
  'workout_progress',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    workoutId: text('workout_id').notNull(),
    blockIndex: integer('block_index').notNull(),
    exerciseIndex: integer('exercise_index').notNull(),
    setIndex: integer('set_index').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.date] })],
);

/** One row per calendar day the student finished or gave feedback on. */
export const workoutDays = pgTable(
  'workout_days',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    workoutId: text('workout_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    feedback: jsonb('feedback'),
    analysis: text('analysis'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The exercises with a set on the date, kept by triggers on both tables in the writing transaction
     * (drizzle/0022); the radar's skipped exercises read it (decision 049). Never written by the app.
     */
    loggedExerciseIds: text('logged_exercise_ids').array(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.date] })],
);

/** One exercise's result on one date: the columns of the history and of its newest entry alike. */
const performanceColumns = () => ({
  studentId: text('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  exerciseId: text('exercise_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  weight: doublePrecision('weight').notNull(),
  reps: integer('reps').notNull(),
});

/** Spec §3 performanceHistory: per exercise and date, the set recorded when the workout was finished. */
export const performanceEntries = pgTable('performance_entries', performanceColumns(), (t) => [
  primaryKey({ columns: [t.studentId, t.exerciseId, t.date] }),
]);

/**
 * Per student and exercise, the newest performance entry ('Última vez' reads these ~24 rows, not the
 * whole history). Kept by triggers on performance_entries (migration 0006), so every writer of the
 * entries (finishing, resetting, a seed) keeps it right; the app never writes it.
 */
export const performanceLatest = pgTable('performance_latest', performanceColumns(), (t) => [
  primaryKey({ columns: [t.studentId, t.exerciseId] }),
]);

/** Failed-login counters per email and per address, shared by every app instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** The admin's Gemini keys, sealed with AES-GCM under the app secret (src/server/ai/keys); never sent out. */
export const aiKeys = pgTable(
  'ai_keys',
  {
    id: uuid('id').primaryKey(),
    sealed: text('sealed').notNull(),
    /** '…' and the last four characters: all the panel ever shows. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Used only when 'valid': 'pending' until its check answers, 'invalid' once the provider refused it. */
    status: text('status', { enum: ['pending', 'valid', 'invalid'] })
      .notNull()
      .default('pending'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [check('ai_keys_status_check', sql`${t.status} in ('pending', 'valid', 'invalid')`)],
);

/** A student's post-workout analyses that asked a remote provider, per day (their own daily limit). */
export const aiStudentUsage = pgTable(
  'ai_student_usage',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.day] })],
);

/** Remote AI calls per trainer per day (the daily quota holds across instances and restarts). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    personalId: text('personal_id')
      .notNull()
      .references(() => personals.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.personalId, t.day] })],
);

/**
 * What 'Trocar Exercício' learned from a trainer's correction (issue 22 §6): the exercise to avoid by
 * id (and the one chosen instead), for one student when the reason is about them, for every student of
 * the trainer otherwise (`student_id` null). Listed and deleted in 'Configurações'.
 */
export const learnedPreferences = pgTable(
  'learned_preferences',
  {
    id: uuid('id').primaryKey(),
    personalId: text('personal_id')
      .notNull()
      .references(() => personals.id, { onDelete: 'cascade' }),
    studentId: text('student_id').references(() => students.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    chosenExerciseId: text('chosen_exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learned_preferences_personal_idx').on(t.personalId, t.createdAt)],
);

/**
 * Who read a student's health answers, and every change the admin made (LGPD Art. 37 and 46): who,
 * when, what, from which address. Never the answers themselves. A student's rows go with the student;
 * an actor's name stays when their login is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: ['admin', 'personal', 'student', 'system'] }).notNull(),
    action: text('action').notNull(),
    studentId: text('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** What else the event names: an exercise id, a user's email, a key's last four characters. */
    target: text('target'),
    ip: text('ip'),
  },
  (t) => [index('audit_events_student_at_idx').on(t.studentId, t.at), index('audit_events_at_idx').on(t.at)],
);

/** Requests in the current minute per hashed session or address, shared by every instance (http/rate-limit-store.ts). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** A trainer's remote AI calls in flight on any instance, each a leased slot (features/ai/repo.ts). */
export const aiCallsRunning = pgTable(
  'ai_calls_running',
  {
    personalId: text('personal_id').notNull(),
    slot: integer('slot').notNull(),
    token: text('token').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personalId, t.slot] })],
);

/**
 * A student's 'Já paguei' for a renewal by PIX (drizzle/0018, decision 043): the months, the amount of
 * the code they paid, its txid (what a provider's webhook would name), and the trainer's decision.
 * Every insert or update NOTIFYs the student's trainer and the student, like a change to the student.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    personalId: text('personal_id')
      .notNull()
      .references(() => personals.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    txid: text('txid').notNull().unique('payment_claims_txid_unique'),
    status: text('status', { enum: ['informado', 'confirmado', 'rejeitado'] })
      .notNull()
      .default('informado'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_claims_personal_idx').on(t.personalId, t.status, t.createdAt),
    index('payment_claims_student_idx').on(t.studentId, t.createdAt),
    check('payment_claims_months_check', sql`${t.months} in (1, 3, 6)`),
    check('payment_claims_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A plan model of the library (issue 24 §1, drizzle/0017): a trainer's own (`personal_id`) or one of
 * RumoFit's starter models (`personal_id` null, seeded at start, read-only). `plan` is the plan editor's
 * document; `search` its name and description without accents or case.
 */
export const planTemplates = pgTable(
  'plan_templates',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    personalId: text('personal_id').references(() => personals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    level: text('level', { enum: ['iniciante', 'intermediario', 'avancado'] }).notNull(),
    goal: text('goal').notNull(),
    days: integer('days').notNull(),
    plan: jsonb('plan').notNull(),
    exerciseCount: integer('exercise_count').notNull().default(0),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(name || ' ' || description), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')`,
      ),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('plan_templates_owner_idx').on(t.personalId, t.name),
    check('plan_templates_level_check', sql`${t.level} in ('iniciante', 'intermediario', 'avancado')`),
    check('plan_templates_days_check', sql`${t.days} between 1 and 7`),
  ],
);

/**
 * The physical assessments (issue 24 §2, docs/decisions/041): one per student and date; the sites
 * measured as JSON objects the contract checks; derived values are computed when read.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sex: text('sex').notNull(),
    age: integer('age').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    restingHeartRate: integer('resting_heart_rate'),
    systolic: integer('systolic'),
    diastolic: integer('diastolic'),
    circumferences: jsonb('circumferences').notNull().default({}),
    skinfolds: jsonb('skinfolds').notNull().default({}),
    protocol: text('protocol'),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('assessments_student_date_idx').on(t.studentId, t.date)],
);

