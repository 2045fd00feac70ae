import { z } from 'zod';
import { RoleSchema } from './account.ts';
import { TextSchema, VersionSchema } from './scalars.ts';

/** The personal's own settings (product §3 Personal.settings); AI keys live elsewhere, on the server only. */
export const PersonalSettingsSchema = z.object({
  aiStyleNotes: z.string().max(2000).optional(),
  whatsapp: z.string().max(20).optional(),
  planPrices: z
    .object({
      '1': z.number().nonnegative().optional(),
      '3': z.number().nonnegative().optional(),
      '6': z.number().nonnegative().optional(),
    })
    .optional(),
});
export type PersonalSettings = z.infer<typeof PersonalSettingsSchema>;

/** Spec §9: prices used until the trainer sets their own. */
export const DEFAULT_PLAN_PRICES = { '1': 120, '3': 330, '6': 600 } as const;

/** What the trainer edits in 'Configurações' (learned preferences have their own routes). */
export const UpdateSettingsBodySchema = z.strictObject({
  version: VersionSchema,
  settings: z.strictObject({
    aiStyleNotes: TextSchema.max(2000, 'TEXT_TOO_LONG').optional(),
    whatsapp: TextSchema.max(40, 'INVALID_WHATSAPP')
      .transform((value) => value.replace(/\D/g, ''))
      .refine((digits) => digits === '' || /^\d{10,13}$/.test(digits), 'INVALID_WHATSAPP')
      .optional(),
    planPrices: z.strictObject({
      '1': z.number().nonnegative('INVALID_PRICE').max(100_000, 'INVALID_PRICE').optional(),
      '3': z.number().nonnegative('INVALID_PRICE').max(100_000, 'INVALID_PRICE').optional(),
      '6': z.number().nonnegative('INVALID_PRICE').max(100_000, 'INVALID_PRICE').optional(),
    }),
  }),
});
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBodySchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  settings: PersonalSettingsSchema,
  version: z.number().int(),
});
export type Profile = z.infer<typeof ProfileSchema>;
