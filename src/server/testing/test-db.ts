import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { connect, type Database } from '#server/db/client.ts';

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** A fresh database cloned from the migrated, seeded template: real PostgreSQL, isolated per call. */
export async function testDb(): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), { max: 5 });
  opened.push(database);
  return database;
}
