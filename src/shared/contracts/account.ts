import { z } from 'zod';
import { checkPassword } from '../domain/passwords/check-password.ts';
import { TextSchema } from './scalars.ts';

export const ROLES = ['admin', 'personal', 'student'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

// Issue messages are error codes: the API turns the first one into `{ error: { code, message } }`.
export const EmailSchema = TextSchema.trim()
  .toLowerCase()
  .min(1, 'FIELDS_REQUIRED')
  .max(254, 'INVALID_EMAIL')
  .email('INVALID_EMAIL');

export const PersonNameSchema = TextSchema.trim().min(1, 'FIELDS_REQUIRED').max(120, 'NAME_TOO_LONG');
/** A password being chosen; `checkPassword` judges its strength with the person's name and email. */
export const NewPasswordSchema = TextSchema.min(1, 'FIELDS_REQUIRED').max(1024, 'PASSWORD_TOO_LONG');

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: TextSchema.min(1, 'FIELDS_REQUIRED').max(1024, 'INVALID_CREDENTIALS'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z
  .strictObject({
    name: PersonNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
  })
  .superRefine((body, ctx) => {
    const problem = checkPassword(body.password, { email: body.email, name: body.name });
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** `GET /api/session`: who is signed in, or nobody (`null`), which is an answer and not an error. */
export const CurrentSessionSchema = z.object({ user: SessionUserSchema.nullable() });
export type CurrentSession = z.infer<typeof CurrentSessionSchema>;
