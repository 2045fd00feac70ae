import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { createAccountRepo } from '#server/features/account/repo.ts';
import { createAccountService } from '#server/features/account/service.ts';
import { createAnamnesisRepo } from '#server/features/anamnesis/repo.ts';
import { createAnamnesisService } from '#server/features/anamnesis/service.ts';
import { createStudentEventHub } from '#server/features/events/service.ts';
import { createExercisesRepo } from '#server/features/exercises/repo.ts';
import { createExercisesService } from '#server/features/exercises/service.ts';
import { createHealthRepo } from '#server/features/health/repo.ts';
import { createHealthService } from '#server/features/health/service.ts';
import { createHomeRepo } from '#server/features/home/repo.ts';
import { createHomeService } from '#server/features/home/service.ts';
import { createProfileRepo } from '#server/features/profile/repo.ts';
import { createProfileService } from '#server/features/profile/service.ts';
import { createStudentsRepo } from '#server/features/students/repo.ts';
import { createStudentsService } from '#server/features/students/service.ts';
import { createTrainingRepo } from '#server/features/training/repo.ts';
import { createTrainingService } from '#server/features/training/service.ts';

export interface ServiceDeps {
  database: Database;
  clock: Clock;
  /** The account that is the admin whenever it registers (ADMIN_EMAIL). */
  adminEmail: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Every feature's service, built once from what `buildApp` was given: each repository over the one
 * database, each service over its repositories and the one clock. A test hands `buildApp` another
 * clock or database and every service uses it; the AI gateway joins here next.
 */
export function createServices({ database, clock, adminEmail, log }: ServiceDeps) {
  const { db } = database;
  return {
    health: createHealthService(createHealthRepo(database.pool)),
    accounts: createAccountService(db, createAccountRepo(db), clock, adminEmail),
    profile: createProfileService(createProfileRepo(db), clock),
    students: createStudentsService(db, createStudentsRepo(db), clock),
    exercises: createExercisesService(createExercisesRepo(db)),
    home: createHomeService(createHomeRepo(db), clock),
    training: createTrainingService(db, createTrainingRepo(db), clock),
    anamnesis: createAnamnesisService(db, createAnamnesisRepo(db), clock),
    events: createStudentEventHub(database.url, log),
  };
}

export type Services = ReturnType<typeof createServices>;
