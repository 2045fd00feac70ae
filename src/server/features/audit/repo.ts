import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/db/like.ts';
import { auditEvents, students } from '#server/db/schema.ts';
import {
  HEALTH_READS,
  type AccessEvent,
  type AuditAction,
  type AuditEvent,
  type AuditListQuery,
} from '#shared/contracts/audit.ts';
import { pageCount, type Page } from '#shared/contracts/pagination.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';

export interface NewAuditEvent {
  actorId: string | null;
  actorName: string;
  actorRole: AuditEvent['actorRole'];
  action: AuditAction;
  studentId?: string | null;
  target?: string | null;
  ip?: string | null;
  at: Date;
}

/**
 * When the student last withdrew their health consent, as a column the students' queries select
 * beside the row (the trainer's dialog says so where the answers were); null, and not looked up,
 * while the student has answers.
 */
export function consentWithdrawnAtOf(
  studentId: typeof students.id,
  answers: typeof students.anamnesis,
): SQL<Date | null> {
  return sql<Date | null>`case when ${answers} is null then (select max(${auditEvents.at}) from ${auditEvents} where ${auditEvents.studentId} = ${studentId} and ${auditEvents.action} = 'consent_withdrawn') end`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
}

/** The audit record: written by every feature through the audit service, read by the admin and the student. */
export function createAuditRepo(db: Db) {
  return {
    async insert(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },

    /**
     * Records a read unless the same person read the same student's answers since `since`: a dialog
     * that refetches on every change is one read, not fifty.
     */
    async insertUnlessSince(event: NewAuditEvent, since: Date): Promise<void> {
      await db.execute(sql`
        insert into ${auditEvents} (actor_id, actor_name, actor_role, action, student_id, target, ip, at)
        select ${event.actorId}, ${event.actorName}, ${event.actorRole}, ${event.action}, ${event.studentId ?? null},
               ${event.target ?? null}, ${event.ip ?? null}, ${event.at.toISOString()}::timestamptz
        where not exists (
          select 1 from ${auditEvents}
          where student_id = ${event.studentId ?? null} and actor_id = ${event.actorId}
            and action = ${event.action} and at > ${since.toISOString()}::timestamptz
        )`);
    },

    /**
     * The same read of several students at once (the radar's cards), one statement: a row for each
     * student still there that this person did not read since `since`.
     */
    async insertManyUnlessSince(
      event: Omit<NewAuditEvent, 'studentId'>,
      studentIds: readonly string[],
      since: Date,
    ): Promise<void> {
      if (studentIds.length === 0) return;
      const ids = sql.join(
        studentIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await db.execute(sql`
        insert into ${auditEvents} (actor_id, actor_name, actor_role, action, student_id, target, ip, at)
        select ${event.actorId}, ${event.actorName}, ${event.actorRole}, ${event.action}, s.id,
               ${event.target ?? null}, ${event.ip ?? null}, ${event.at.toISOString()}::timestamptz
        from ${students} s
        where s.id in (${ids})
          and not exists (
            select 1 from ${auditEvents} a
            where a.student_id = s.id and a.actor_id = ${event.actorId}
              and a.action = ${event.action} and a.at > ${since.toISOString()}::timestamptz
          )`);
    },

    /** The admin's view: newest first, filtered by the student's name. */
    async list(query: AuditListQuery): Promise<Page<AuditEvent>> {
      const where: SQL[] = [];
      const q = query.q ? foldForSearch(query.q) : '';
      if (q) where.push(sql`${students.nameSearch} like ${`%${escapeLike(q)}%`}`);
      const filter = where.length ? and(...where) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: auditEvents.id,
            at: auditEvents.at,
            actorName: auditEvents.actorName,
            actorRole: auditEvents.actorRole,
            action: auditEvents.action,
            studentName: students.name,
            target: auditEvents.target,
            ip: auditEvents.ip,
          })
          .from(auditEvents)
          .leftJoin(students, eq(students.id, auditEvents.studentId))
          .where(filter)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(auditEvents)
          .leftJoin(students, eq(students.id, auditEvents.studentId))
          .where(filter),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          action: row.action as AuditAction,
        })),
        total,
        page: query.page,
        pageCount: pageCount(total, query.pageSize),
      };
    },

    /** Who read this student's answers, newest first (the student's own settings). */
    async readsOf(studentId: string, page: number, pageSize: number): Promise<Page<AccessEvent>> {
      const filter = and(
        eq(auditEvents.studentId, studentId),
        inArray(auditEvents.action, [...HEALTH_READS]),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            at: auditEvents.at,
            actorName: auditEvents.actorName,
            actorRole: auditEvents.actorRole,
            action: auditEvents.action,
          })
          .from(auditEvents)
          .where(filter)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(auditEvents)
          .where(filter),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          action: row.action as AccessEvent['action'],
        })),
        total,
        page,
        pageCount: pageCount(total, pageSize),
      };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
