import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { CoachContext } from '#server/ai/operations/context.ts';
import { athleteOf, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import { EMPTY_CORRECTIONS, type PersonCorrections } from '#shared/contracts/coach-reading.ts';
import type { ExercisesRepo } from '../exercises/repo.ts';
import type { StudentsService } from '../students/service.ts';
import type { CoachReadingService } from '../coach-reading/service.ts';
import type { PreferencesRepo } from './preferences-repo.ts';

/** Spec §3: the learned preferences kept per trainer (the newest 20, whatever their scope). */
export const PREFERENCES_KEPT = 20;

/** The catalogue as the coach reads it: the list, and each exercise by id. */
export interface CoachCatalog {
  catalog: CoachExercise[];
  byId: Map<string, CoachExercise>;
}

/**
 * The student as every coach operation sees them (the coach's, progress's meals): the student with the
 * trainer's notes, what the coach learned, the catalogue and the trainer's corrections to the reading.
 * The catalogue is kept a minute per instance.
 */
export function createCoachContexts(deps: {
  /** The trainer's corrections to the reading of each student (docs/decisions/030). */
  coachReading: Pick<CoachReadingService, 'correctionsOf'>;
  students: Pick<StudentsService, 'coachView' | 'coachViews'>;
  exercises: Pick<ExercisesRepo, 'coachCatalog'>;
  preferences: Pick<PreferencesRepo, 'forStudents'>;
  clock: Clock;
}) {
  const { coachReading, students, exercises, preferences: preferencesRepo, clock } = deps;

  // The catalogue changes only when the admin edits it: each instance keeps it for a minute.
  const CATALOG_TTL_MS = 60_000;
  let catalogCache: { until: number; value: Promise<CoachCatalog> } | null = null;
  // An unchanged catalogue keeps its identity across reloads, so the plans memoised on it stay valid.
  let lastCatalog: ({ fingerprint: string } & CoachCatalog) | null = null;
  function coachCatalog(): Promise<CoachCatalog> {
    const now = clock.now().getTime();
    if (!catalogCache || catalogCache.until < now) {
      const value = exercises.coachCatalog().then((catalog) => {
        const fingerprint = JSON.stringify(catalog);
        if (lastCatalog?.fingerprint !== fingerprint) {
          const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
          lastCatalog = { fingerprint, catalog, byId };
        }
        return { catalog: lastCatalog.catalog, byId: lastCatalog.byId };
      });
      catalogCache = { until: now + CATALOG_TTL_MS, value };
      value.catch(() => (catalogCache = null));
    }
    return catalogCache.value;
  }

  type Student = Omit<
    NonNullable<Awaited<ReturnType<StudentsService['coachView']>>>,
    'learned' | 'corrections'
  >;
  type Learned = Awaited<ReturnType<PreferencesRepo['forStudents']>>;

  /** One student's context from what was read of them. */
  function contextOf(
    student: Student,
    learned: Learned,
    { catalog, byId }: CoachCatalog,
    corrections: PersonCorrections,
  ): { context: CoachContext } {
    const settings = (student.coachNotes ?? {}) as { aiStyleNotes?: unknown };
    const styleNotes = typeof settings.aiStyleNotes === 'string' ? settings.aiStyleNotes : '';
    const preferences = learned.slice(0, PREFERENCES_KEPT).map((preference) => ({
      avoid: preference.exerciseId,
      avoidName: byId.get(preference.exerciseId)?.name ?? preference.exerciseId,
      chosenName: preference.chosenExerciseId ? (byId.get(preference.chosenExerciseId)?.name ?? null) : null,
      reason: preference.reason,
      forThisStudent: preference.studentId !== null,
    }));
    const answers = student.anamnesis ?? {};
    // The reading of the person with the trainer's corrections (issue 22 §1): the engine's rules, the
    // reviewer and the prompts all start from this one Person.
    const person = readPerson(answers, { today: todayOf(clock), corrections });
    const athlete = athleteOf(answers, [styleNotes], person, new Set(preferences.map((item) => item.avoid)));
    // Without an anamnesis nothing says the student is a beginner: the check judges with general rules.
    if (!student.anamnesis) athlete.level = 'intermediario';
    return {
      context: {
        athlete,
        catalog,
        byId,
        student: { name: student.name, answers },
        person,
        styleNotes,
        preferences,
      },
    };
  }

  /** The student as every coach operation sees them; null when not this trainer's student. */
  async function contextFor(actor: Actor, id: string): Promise<{ context: CoachContext } | null> {
    // One statement: the student with the trainer's notes, what the coach learned for this student of
    // this trainer (by exercise id) and the trainer's corrections to the reading, found only when the
    // student is the trainer's; the catalogue is cached. Three statements at once made the AI plan's
    // route wait on the pool (0.12× of pk-select in the bench, 0.18× without two of them).
    const [found, catalog] = await Promise.all([students.coachView(actor, id), coachCatalog()]);
    if (!found) return null;
    const { learned, corrections, ...student } = found;
    return contextOf(student, learned, catalog, corrections);
  }

  /**
   * The same for many students at once (a model applied to a class, issue 24 §1): three statements
   * whatever their number, not three each. A student who is not the trainer's is absent from the map.
   */
  async function contextsFor(
    actor: Actor,
    ids: readonly string[],
  ): Promise<Map<string, { context: CoachContext }>> {
    const [found, learned, catalog, corrections] = await Promise.all([
      students.coachViews(actor, ids),
      preferencesRepo.forStudents(actor.id, ids),
      coachCatalog(),
      coachReading.correctionsOf(ids),
    ]);
    return new Map(
      found.map((student) => [
        student.id,
        contextOf(
          student,
          // Newest first, as the coach view reads them: the trainer's own and this student's.
          learned.filter((row) => row.studentId === null || row.studentId === student.id),
          catalog,
          corrections.get(student.id) ?? EMPTY_CORRECTIONS,
        ),
      ]),
    );
  }

  return { coachCatalog, contextFor, contextsFor };
}

export type CoachContexts = ReturnType<typeof createCoachContexts>;
