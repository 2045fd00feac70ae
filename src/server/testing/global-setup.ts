import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedExercises } from '#server/db/seed-exercises.ts';
import { seedStarterTemplates } from '#server/db/seed-templates.ts';

export const TEMPLATE_DB = 'rumofit_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDb: string;
  }
}

/** One PostgreSQL cluster for the whole run, with a migrated and seeded template database. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-test-pg-'));
  const cluster = await startEmbeddedPostgres(path.join(dir, 'postgres'), { info: () => {}, warn: () => {} });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  // Everything connected to the template must be gone before tests clone it.
  const template = connect(cluster.url(TEMPLATE_DB), { max: 2 });
  await runMigrations(template.pool);
  await seedExercises(template.db);
  await seedStarterTemplates(template.db);
  await template.close();

  project.provide('pgAdminUrl', cluster.url());
  project.provide('pgTemplateDb', TEMPLATE_DB);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
