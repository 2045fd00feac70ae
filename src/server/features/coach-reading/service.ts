import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { CoachReading, PersonCorrections } from '#shared/contracts/coach-reading.ts';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { describePerson } from '#shared/domain/person/describe-person.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import type { CoachReadingRepo } from './repo.ts';

function readingOf(answers: AnamnesisAnswers, corrections: PersonCorrections, today: string): CoachReading {
  const person = readPerson(answers, { today, corrections });
  return { lines: describePerson(person), person, corrections };
}

/**
 * What the coach understood of a student, and the trainer's corrections to it (issue 22 §1,
 * docs/decisions/030). Every AI operation reads the student through the same corrections. Like every
 * /api/students route, the caller (a trainer, or the admin as a trainer) reaches only their own
 * students: another's is the same 404 as one that does not exist (the authorization matrix).
 */
export function createCoachReadingService(repo: CoachReadingRepo, clock: Clock) {
  return {
    async get(actor: Actor, id: string): Promise<CoachReading | null> {
      const student = await repo.student(actor.id, id);
      if (!student) return null;
      return readingOf(student.anamnesis ?? {}, student.corrections, todayOf(clock));
    },

    async save(actor: Actor, id: string, corrections: PersonCorrections): Promise<CoachReading | null> {
      const student = await repo.student(actor.id, id);
      if (!student) return null;
      await repo.save(id, corrections, actor.id, clock.now());
      return readingOf(student.anamnesis ?? {}, corrections, todayOf(clock));
    },

    /**
     * For the AI service, of several students at once (absent: none), after it has checked they are the
     * trainer's. One student's come with the student's coach view (students repo).
     */
    correctionsOf: (studentIds: readonly string[]) => repo.correctionsOf(studentIds),
  };
}

export type CoachReadingService = ReturnType<typeof createCoachReadingService>;
