import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type { StudentsService } from '#server/features/students/service.ts';
import type { StudentsRepo } from '#server/features/students/repo.ts';
import { DEFAULT_PLAN_PRICES, PersonalSettingsSchema } from '#shared/contracts/profile.ts';
import type {
  Claim,
  ClaimBody,
  MyPayments,
  PaymentSummary,
  PixCharge,
  PixSettings,
  TrainerClaim,
} from '#shared/contracts/payments.ts';
import { decideClaim, priceInCents, type ClaimDecision } from '#shared/domain/pix/claim-state.ts';
import { formatPixKey } from '#shared/domain/pix/pix-key.ts';
import { newTxid, pixCode } from './pix-code.ts';
import type { PaymentsRepo } from './repo.ts';

type Months = 1 | 3 | 6;

/** The trainer's price for `months` in centavos; null when they cleared it ('Preço não definido'). */
function priceOf(settings: unknown, months: Months): number | null {
  const parsed = PersonalSettingsSchema.catch({}).parse(settings);
  const reais = (parsed.planPrices ?? DEFAULT_PLAN_PRICES)[String(months) as '1' | '3' | '6'];
  return reais === undefined || reais <= 0 ? null : priceInCents(reais);
}

/** Brazil keeps UTC−3 all year (no daylight saving since 2019): a São Paulo month in instants. */
function saoPauloMonth(today: string): { month: string; from: Date; to: Date } {
  const month = today.slice(0, 7);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { month, from: new Date(`${month}-01T00:00:00-03:00`), to: new Date(`${next}-01T00:00:00-03:00`) };
}

class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error);
  }
}

export interface PaymentsServiceDeps {
  db: Db;
  repo: PaymentsRepo;
  students: StudentsService;
  studentsRepo: StudentsRepo;
  clock: Clock;
}

/**
 * Renovação por PIX (decision 043). The student asks for a code and informs 'Já paguei'; the trainer
 * confirms (the plan is renewed as the spec's renewal does) or rejects with a reason. Every trainer
 * method touches only the actor's own claims; a student only their own.
 */
export function createPaymentsService({ db, repo, students, studentsRepo, clock }: PaymentsServiceDeps) {
  /** The claim's decision and, for a confirmation, the renewal: in one transaction, decided once. */
  async function decide(
    actor: Actor,
    id: string,
    decision: ClaimDecision,
    reason: string | null,
  ): Promise<
    | { ok: true; claim: TrainerClaim; planExpiryDate: string | null }
    | Failure<'CLAIM_NOT_FOUND' | 'CLAIM_ALREADY_DECIDED' | 'STUDENT_NOT_FOUND' | 'EXPIRY_OUT_OF_RANGE'>
  > {
    try {
      return await db.transaction(async (tx) => {
        const current = await repo.trainerClaim(tx, actor.id, id);
        if (!current) return { ok: false, error: 'CLAIM_NOT_FOUND' } as const;
        const next = decideClaim(current.status, decision);
        if (!next.ok) return { ok: false, error: next.error } as const;
        const now = clock.now();
        if (!(await repo.decide(tx, id, current.status, { status: next.status, reason, now })))
          return { ok: false, error: 'CLAIM_ALREADY_DECIDED' } as const;
        let planExpiryDate: string | null = null;
        if (next.status === 'confirmado') {
          const renewed = await students.renewPaid(tx, actor.id, current.studentId, current.months);
          if (!renewed.ok) throw new Refused(renewed);
          planExpiryDate = renewed.planExpiryDate;
        }
        const claim = await repo.trainerClaim(tx, actor.id, id);
        return { ok: true, claim: claim ?? current, planExpiryDate } as const;
      });
    } catch (error) {
      if (error instanceof Refused)
        return error.failure as Failure<'STUDENT_NOT_FOUND' | 'EXPIRY_OUT_OF_RANGE'>;
      throw error;
    }
  }

  return {
    pixSettings: (actor: Actor) => repo.pixSettings(actor.id),

    async setPix(actor: Actor, pix: PixSettings | null): Promise<boolean> {
      return repo.setPix(actor.id, pix, clock.now());
    },

    async mine(actor: Actor): Promise<MyPayments> {
      const trainer = await repo.trainerOf(actor.id);
      const pix = trainer ? await repo.pixSettings(trainer.personalId) : null;
      return { pixAvailable: pix !== null, claims: await repo.studentClaims(actor.id) };
    },

    /** A BR Code for `months` at the trainer's price, with a txid of its own. */
    async charge(
      actor: Actor,
      months: Months,
    ): Promise<{ ok: true; charge: PixCharge } | Failure<'PIX_NOT_SET' | 'PRICE_NOT_SET'>> {
      const trainer = await repo.trainerOf(actor.id);
      const pix = trainer ? await repo.pixSettings(trainer.personalId) : null;
      if (!trainer || !pix) return { ok: false, error: 'PIX_NOT_SET' };
      const amountCents = priceOf(trainer.settings, months);
      if (amountCents === null) return { ok: false, error: 'PRICE_NOT_SET' };
      const txid = newTxid();
      const code = await pixCode({ ...pix, amountCents, txid });
      return {
        ok: true,
        charge: {
          months,
          amountCents,
          txid,
          ...code,
          receiverName: pix.receiverName,
          key: formatPixKey(pix.keyType, pix.key),
        },
      };
    },

    /** 'Já paguei' for a code this student got; its amount must still be the trainer's price. */
    async claim(
      actor: Actor,
      body: ClaimBody,
    ): Promise<
      | { ok: true; claim: Claim }
      | Failure<'PIX_NOT_SET' | 'PRICE_NOT_SET' | 'PRICE_CHANGED' | 'PAYMENT_ALREADY_INFORMED'>
    > {
      const trainer = await repo.trainerOf(actor.id);
      if (!trainer) return { ok: false, error: 'PIX_NOT_SET' };
      const price = priceOf(trainer.settings, body.months);
      if (price === null) return { ok: false, error: 'PRICE_NOT_SET' };
      if (price !== body.amountCents) return { ok: false, error: 'PRICE_CHANGED' };
      try {
        const claim = await repo.insertClaim({
          id: randomUUID(),
          studentId: actor.id,
          personalId: trainer.personalId,
          months: body.months,
          amountCents: body.amountCents,
          txid: body.txid,
          now: clock.now(),
        });
        return { ok: true, claim };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'PAYMENT_ALREADY_INFORMED' };
        throw error;
      }
    },

    pending: (actor: Actor) => repo.trainerClaims(actor.id, { status: 'informado' }),

    async ofStudent(actor: Actor, studentId: string): Promise<TrainerClaim[] | null> {
      if (!(await studentsRepo.owns(actor.id, studentId))) return null;
      return repo.trainerClaims(actor.id, { studentId });
    },

    async summary(actor: Actor): Promise<PaymentSummary> {
      const { month, from, to } = saoPauloMonth(todayOf(clock));
      return { month, ...(await repo.received(actor.id, from, to)) };
    },

    confirm: (actor: Actor, id: string) => decide(actor, id, 'confirmar', null),
    reject: (actor: Actor, id: string, reason: string) => decide(actor, id, 'rejeitar', reason),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
