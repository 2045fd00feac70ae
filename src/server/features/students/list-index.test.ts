import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signedInTrainer } from '#server/testing/trainer.ts';
import type { StudentListQuery } from '#shared/contracts/students.ts';
import { createStudentsRepo } from './repo.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function studentScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Relation Name'] === 'students')
    found.push(`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
  for (const child of node.Plans ?? []) studentScans(child, found);
  return found;
}

describe("the trainer's list reads one index and nothing else", () => {
  test('every chip, sort and search is an index-only scan', async () => {
    const { app, database } = await testApp();
    const trainer = await signedInTrainer(app);
    for (const name of ['João Araújo', 'Patrícia Gonçalves', 'Ana Silva'])
      await addStudent(trainer.call, name);
    const repo = createStudentsRepo(database.db);
    const client = await database.pool.connect();
    try {
      // A fresh table: the visibility map says every page is visible, as autovacuum keeps a live one.
      await client.query('vacuum analyze students');
      // On three rows a sequential read is cheapest; forbid the other ways to see which index can serve.
      await client.query('set enable_seqscan = off');
      await client.query('set enable_bitmapscan = off');
      const queries: StudentListQuery[] = [];
      for (const status of ['all', 'review', 'active', 'inactive', 'no_plan'] as const)
        for (const sort of ['priority', 'name_asc', 'name_desc'] as const)
          for (const q of [undefined, 'joao']) queries.push({ q, status, sort, page: 1, pageSize: 10 });
      for (const query of queries) {
        const { sql, params } = repo.listQuery(trainer.id, query, '2026-03-10').toSQL();
        const result = await client.query(`explain (format json) ${sql}`, params);
        const plan = (result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
        expect(studentScans(plan), JSON.stringify(query)).toEqual(['Index Only Scan students_list_idx']);
      }
    } finally {
      client.release();
    }
  });
});
