import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { paymentClaims, personals, students } from '#server/db/schema.ts';
import type { Claim, PixSettings, TrainerClaim } from '#shared/contracts/payments.ts';
import type { ClaimStatus } from '#shared/domain/pix/claim-state.ts';

const claimColumns = {
  id: paymentClaims.id,
  studentId: paymentClaims.studentId,
  months: paymentClaims.months,
  amountCents: paymentClaims.amountCents,
  txid: paymentClaims.txid,
  status: paymentClaims.status,
  reason: paymentClaims.reason,
  createdAt: paymentClaims.createdAt,
  decidedAt: paymentClaims.decidedAt,
};

type ClaimRow = {
  id: string;
  studentId: string;
  months: number;
  amountCents: number;
  txid: string;
  status: ClaimStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export function claimOf(row: ClaimRow): Claim {
  return {
    ...row,
    months: row.months as Claim['months'],
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const trainerClaimOf = (row: ClaimRow & { studentName: string }): TrainerClaim => ({
  ...claimOf(row),
  studentName: row.studentName,
});

/** A claim of this trainer's, whose student is still theirs (a student moved away takes their claims). */
const ownedBy = (personalId: string) =>
  and(eq(paymentClaims.personalId, personalId), eq(students.personalId, personalId));

/** The trainer's PIX settings and the students' claims (drizzle/0018). */
export function createPaymentsRepo(db: Db) {
  return {
    async pixSettings(personalId: string): Promise<PixSettings | null> {
      const [row] = await db
        .select({
          keyType: personals.pixKeyType,
          key: personals.pixKey,
          receiverName: personals.pixReceiverName,
          receiverCity: personals.pixReceiverCity,
        })
        .from(personals)
        .where(eq(personals.id, personalId));
      if (!row?.keyType || !row.key || !row.receiverName || !row.receiverCity) return null;
      return { keyType: row.keyType, key: row.key, receiverName: row.receiverName, receiverCity: row.receiverCity };
    },

    /** False when the trainer has no row (the admin has no 'Configurações' of prices either). */
    async setPix(personalId: string, pix: PixSettings | null, now: Date): Promise<boolean> {
      const moved = await db
        .update(personals)
        .set({
          pixKeyType: pix?.keyType ?? null,
          pixKey: pix?.key ?? null,
          pixReceiverName: pix?.receiverName ?? null,
          pixReceiverCity: pix?.receiverCity ?? null,
          updatedAt: now,
        })
        .where(eq(personals.id, personalId))
        .returning({ id: personals.id });
      return moved.length > 0;
    },

    /** The signed-in student's trainer: who they pay and the prices they set. */
    async trainerOf(studentId: string): Promise<{ personalId: string; settings: unknown } | null> {
      const [row] = await db
        .select({ personalId: students.personalId, settings: personals.settings })
        .from(students)
        .innerJoin(personals, eq(personals.id, students.personalId))
        .where(eq(students.id, studentId));
      return row ?? null;
    },

    async insertClaim(values: {
      id: string;
      studentId: string;
      personalId: string;
      months: number;
      amountCents: number;
      txid: string;
      now: Date;
    }): Promise<Claim> {
      const [row] = await db
        .insert(paymentClaims)
        .values({ ...values, createdAt: values.now })
        .returning(claimColumns);
      return claimOf(row!);
    },

    async studentClaims(studentId: string): Promise<Claim[]> {
      const rows = await db
        .select(claimColumns)
        .from(paymentClaims)
        .where(eq(paymentClaims.studentId, studentId))
        .orderBy(desc(paymentClaims.createdAt))
        .limit(50);
      return rows.map(claimOf);
    },

    /** Claims of one of the trainer's students, or of all of them when `studentId` is null. */
    async trainerClaims(
      personalId: string,
      filter: { studentId: string } | { status: ClaimStatus },
    ): Promise<TrainerClaim[]> {
      const rows = await db
        .select({ ...claimColumns, studentName: students.name })
        .from(paymentClaims)
        .innerJoin(students, eq(students.id, paymentClaims.studentId))
        .where(
          and(
            ownedBy(personalId),
            'studentId' in filter
              ? eq(paymentClaims.studentId, filter.studentId)
              : eq(paymentClaims.status, filter.status),
          ),
        )
        .orderBy(desc(paymentClaims.createdAt))
        .limit(100);
      return rows.map(trainerClaimOf);
    },

    async trainerClaim(tx: Db | Tx, personalId: string, id: string): Promise<TrainerClaim | null> {
      const [row] = await tx
        .select({ ...claimColumns, studentName: students.name })
        .from(paymentClaims)
        .innerJoin(students, eq(students.id, paymentClaims.studentId))
        .where(and(eq(paymentClaims.id, id), ownedBy(personalId)));
      return row ? trainerClaimOf(row) : null;
    },

    /**
     * The decision, only if the claim is still `from`: of two tabs confirming at once, the second
     * waits for the first's row lock, then finds the status moved and writes nothing (null).
     */
    async decide(
      tx: Tx,
      id: string,
      from: ClaimStatus,
      to: { status: ClaimStatus; reason: string | null; now: Date },
    ): Promise<boolean> {
      const moved = await tx
        .update(paymentClaims)
        .set({ status: to.status, reason: to.reason, decidedAt: to.now })
        .where(and(eq(paymentClaims.id, id), eq(paymentClaims.status, from)))
        .returning({ id: paymentClaims.id });
      return moved.length > 0;
    },

    /** Confirmed claims decided in [from, to): what the trainer received. */
    async received(personalId: string, from: Date, to: Date): Promise<{ totalCents: number; count: number }> {
      const [row] = await db
        .select({
          totalCents: sql<number>`coalesce(sum(${paymentClaims.amountCents}), 0)::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(paymentClaims)
        .where(
          and(
            eq(paymentClaims.personalId, personalId),
            eq(paymentClaims.status, 'confirmado'),
            gte(paymentClaims.decidedAt, from),
            lt(paymentClaims.decidedAt, to),
          ),
        );
      return row ?? { totalCents: 0, count: 0 };
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
