import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { connect } from './client.ts';
import { runMigrations } from './migrate.ts';

test('two instances migrating an empty database at once both come up', async () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `migrate_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const a = connect(url.toString(), { max: 2 });
  const b = connect(url.toString(), { max: 2 });
  try {
    await Promise.all([runMigrations(a.pool), runMigrations(b.pool)]);
    const { rows } = await a.pool.query(
      "select count(*)::int as n from information_schema.tables where table_name = 'exercises'",
    );
    expect(rows[0].n).toBe(1);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
