import { z } from 'zod';
import { DateTimeSchema, TextSchema } from './scalars.ts';

/** `GET /api/push/key`: the server's VAPID public key, for `PushManager.subscribe`. */
export const VapidKeySchema = z.object({ publicKey: z.string() });
export type VapidKey = z.infer<typeof VapidKeySchema>;

const base64url = (max: number) =>
  TextSchema.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'INVALID_PUSH_SUBSCRIPTION').max(
    max,
    'INVALID_PUSH_SUBSCRIPTION',
  );

/** What `PushSubscription.toJSON()` gives, as the browser hands it over. */
export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: TextSchema.max(2000, 'INVALID_PUSH_SUBSCRIPTION').refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'INVALID_PUSH_SUBSCRIPTION'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions?endpoint=…`: this device stops receiving. */
export const PushEndpointQuerySchema = z.strictObject({
  endpoint: TextSchema.min(1, 'INVALID_PUSH_SUBSCRIPTION').max(2000, 'INVALID_PUSH_SUBSCRIPTION'),
});

/** `HH:MM`, a time of day in Brazil. */
export const TimeOfDaySchema = TextSchema.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'INVALID_TIME');

/** The student's reminders: today's workout and the plan's expiry, at a time of day. */
export const ReminderSettingsSchema = z.strictObject({ enabled: z.boolean(), time: TimeOfDaySchema });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** The trainer's alerts: pain or 'Extremamente difícil' in a feedback, a renewal asked for. */
export const AlertSettingsSchema = z.strictObject({ enabled: z.boolean() });
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

/** `PUT /api/me/rest-alarm`: the rest ends at `endsAt`, and the next set is this one. */
export const RestAlarmBodySchema = z.strictObject({
  endsAt: DateTimeSchema,
  exerciseName: TextSchema.trim().min(1, 'TEXT_TOO_LONG').max(120, 'TEXT_TOO_LONG'),
  setNumber: z.number().int().min(1).max(50),
});
export type RestAlarmBody = z.infer<typeof RestAlarmBodySchema>;

/** What a push carries to the service worker: the notification and the screen a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
