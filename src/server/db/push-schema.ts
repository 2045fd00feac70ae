import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// ── Web Push (drizzle/0019, decision 044) ─────────────────────────────────────────────────

/** The server's one VAPID key pair, made at the first start; the private half sealed like the AI keys. */
export const pushVapid = pgTable(
  'push_vapid',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_one_row', sql`${t.id} = 1`)],
);

/** One row per device that allowed notifications; gone when its push service answers 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A student's reminders (on, and at what time in Brazil) or a trainer's alerts. */
export const pushSettings = pgTable(
  'push_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminders: boolean('reminders').notNull().default(false),
    reminderTime: text('reminder_time').notNull().default('07:00'),
    alerts: boolean('alerts').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_settings_time_check', sql`${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)],
);

/** Each dated reminder sent, once: the key that makes two instances send it exactly once. */
export const pushSends = pgTable(
  'push_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.kind] })],
);

/** The push due when a rest ends on a hidden page; one per student, replaced by the next rest. */
export const restAlarms = pgTable(
  'rest_alarms',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('rest_alarms_due_idx').on(t.dueAt)],
);
