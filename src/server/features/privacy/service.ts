import type { Db } from '#server/db/client.ts';
import type { Actor } from '#server/auth/session.ts';
import type { Clock } from '#server/clock.ts';
import type { AnamnesisRepo } from '../anamnesis/repo.ts';
import type { AssessmentsRepo } from '../assessments/repo.ts';
import type { AuditRepo } from '../audit/repo.ts';
import type { CoachReadingRepo } from '../coach-reading/repo.ts';
import type { StudentsRepo } from '../students/repo.ts';
import type { TrainingRepo } from '../training/repo.ts';

/** Exported reads of the student's answers: this many, newest first. */
const READS_EXPORTED = 500;

/**
 * The student's rights over their own data (LGPD Art. 18): a copy of everything (JSON) — the record
 * with the trainer's notes and the coach's insights, the answers and the unsent draft, the training, who
 * read what — and the withdrawal of the consent to keep their health answers, which deletes them (and
 * the physical assessments).
 */
export function createPrivacyService(deps: {
  db: Db;
  anamnesis: AnamnesisRepo;
  students: StudentsRepo;
  training: TrainingRepo;
  audit: AuditRepo;
  coachReading: Pick<CoachReadingRepo, 'stored'>;
  assessments: Pick<AssessmentsRepo, 'list' | 'eraseAll'>;
  clock: Clock;
}) {
  const { db, anamnesis, students, training, audit, coachReading, assessments, clock } = deps;
  return {
    async exportOf(actor: Actor) {
      const [record, answers, draft, consents, logged, reads, corrections, measured] = await Promise.all([
        students.ownRecord(actor.id),
        anamnesis.submitted(actor.id),
        anamnesis.draft(actor.id),
        anamnesis.consents(actor.id),
        training.everythingOf(actor.id),
        audit.readsOf(actor.id, 1, READS_EXPORTED),
        coachReading.stored(actor.id),
        assessments.list(actor.id),
      ]);
      return {
        exportedAt: clock.now().toISOString(),
        account: { name: actor.name, email: actor.email, role: actor.role },
        student: record,
        // With the trainer's corrections to the coach's reading of the answers (docs/decisions/030).
        anamnesis: {
          answers,
          draft: draft ? { ...draft, updatedAt: draft.updatedAt.toISOString() } : null,
          consents,
          coachCorrections: corrections,
        },
        training: logged,
        // The physical assessments the trainer recorded (docs/decisions/041), as measured.
        assessments: measured.map(({ updatedAt, ...row }) => ({
          ...row,
          updatedAt: updatedAt.toISOString(),
        })),
        whoReadYourAnswers: reads.items,
      };
    },

    async withdrawConsent(actor: Actor): Promise<void> {
      // The assessments are health data under the same consent (docs/decisions/041): they go too.
      await db.transaction(async (tx) => {
        await anamnesis.erase(tx, actor.id, clock.now());
        await assessments.eraseAll(tx, actor.id);
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
