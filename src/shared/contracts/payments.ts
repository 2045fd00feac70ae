import { z } from 'zod';
import { CLAIM_STATUSES } from '../domain/pix/claim-state.ts';
import { checkPixKey, PIX_KEY_TYPES } from '../domain/pix/pix-key.ts';
import { checkReceiverCity, checkReceiverName } from '../domain/pix/receiver.ts';
import { TextSchema } from './scalars.ts';

/** Renovação por PIX (decision 043): the trainer's key, the student's code and claim, the decision. */

export const PixKeyTypeSchema = z.enum(PIX_KEY_TYPES);

/** The key as stored (normalised) and the receiver as the BR Code carries them. */
export const PixSettingsSchema = z.object({
  keyType: PixKeyTypeSchema,
  key: z.string(),
  receiverName: z.string(),
  receiverCity: z.string(),
});
export type PixSettings = z.infer<typeof PixSettingsSchema>;

/** `pix: null`: no key, the student renews by WhatsApp only. */
export const PixSettingsResponseSchema = z.object({ pix: PixSettingsSchema.nullable() });
export type PixSettingsResponse = z.infer<typeof PixSettingsResponseSchema>;

/** What 'Configurações' sends: each field checked as its type and the bank require, then normalised. */
export const PutPixBodySchema = z.strictObject({
  pix: z
    .strictObject({
      keyType: PixKeyTypeSchema,
      key: TextSchema.max(100, 'TEXT_TOO_LONG'),
      receiverName: TextSchema.max(100, 'INVALID_PIX_NAME'),
      receiverCity: TextSchema.max(100, 'INVALID_PIX_CITY'),
    })
    .transform((input, ctx) => {
      const key = checkPixKey(input.keyType, input.key);
      const name = checkReceiverName(input.receiverName);
      const city = checkReceiverCity(input.receiverCity);
      if (!key.ok) ctx.addIssue({ code: 'custom', message: key.error, path: ['key'] });
      if (!name.ok) ctx.addIssue({ code: 'custom', message: name.error, path: ['receiverName'] });
      if (!city.ok) ctx.addIssue({ code: 'custom', message: city.error, path: ['receiverCity'] });
      if (!key.ok || !name.ok || !city.ok) return z.NEVER;
      return { keyType: input.keyType, key: key.key, receiverName: name.value, receiverCity: city.value };
    })
    .nullable(),
});
export type PutPixBody = z.input<typeof PutPixBodySchema>;

export const RenewalMonthsSchema = z.union([z.literal(1), z.literal(3), z.literal(6)]);

export const PixChargeBodySchema = z.strictObject({ months: RenewalMonthsSchema });

/** One 'PIX copia e cola' for one renewal: the static BR Code with its amount and txid, and its QR. */
export const PixChargeSchema = z.object({
  months: RenewalMonthsSchema,
  amountCents: z.number().int(),
  txid: z.string(),
  /** The BR Code itself (what 'Copiar código' copies). */
  payload: z.string(),
  /** The QR of the payload, a PNG as a data: URL (rendered on the server: the phone loads no QR code). */
  qrDataUrl: z.string(),
  receiverName: z.string(),
  /** The key as a person reads it. */
  key: z.string(),
});
export type PixCharge = z.infer<typeof PixChargeSchema>;

/** A PIX txid of a static code: up to 25 letters and digits (BCB). */
export const TxidSchema = z.string().regex(/^[A-Za-z0-9]{1,25}$/, 'VALIDATION_FAILED');

/** 'Já paguei': the code the student paid (the server checks the amount is still the price). */
export const ClaimBodySchema = z.strictObject({
  months: RenewalMonthsSchema,
  amountCents: z.number().int().positive().max(100_000_00),
  txid: TxidSchema,
});
export type ClaimBody = z.infer<typeof ClaimBodySchema>;

export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);

export const ClaimSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  months: RenewalMonthsSchema,
  amountCents: z.number().int(),
  txid: z.string(),
  status: ClaimStatusSchema,
  /** The trainer's reason for a rejection, for the student to read. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** A claim as the trainer's lists show it ('Pendências' names the student). */
export const TrainerClaimSchema = ClaimSchema.extend({ studentName: z.string() });
export type TrainerClaim = z.infer<typeof TrainerClaimSchema>;

export const TrainerClaimsSchema = z.object({ claims: z.array(TrainerClaimSchema) });

/** The student's side: whether PIX is offered and their own claims, newest first. */
export const MyPaymentsSchema = z.object({ pixAvailable: z.boolean(), claims: z.array(ClaimSchema) });
export type MyPayments = z.infer<typeof MyPaymentsSchema>;

/** 'Confirmar pagamento': the decided claim and the student's new expiry. */
export const ConfirmedClaimSchema = z.object({
  claim: TrainerClaimSchema,
  planExpiryDate: z.string().nullable(),
});

export const RejectBodySchema = z.strictObject({
  reason: TextSchema.trim().min(1, 'REJECT_REASON_REQUIRED').max(300, 'TEXT_TOO_LONG'),
});

/** The month's total received (confirmed claims), in São Paulo's calendar month. */
export const PaymentSummarySchema = z.object({
  month: z.string(),
  totalCents: z.number().int(),
  count: z.number().int(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;
