import { z } from 'zod';
import { RoleSchema } from './account.ts';

/** The personal's own settings (spec §3 Personal.settings); AI keys live elsewhere, on the server only. */
export const PersonalSettingsSchema = z.object({
  aiStyleNotes: z.string().max(2000).optional(),
  aiLearnedPreferences: z.array(z.string().max(500)).max(20).optional(),
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

export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  settings: PersonalSettingsSchema,
  version: z.number().int(),
});
export type Profile = z.infer<typeof ProfileSchema>;
