import { gzipSync } from 'node:zlib';
import type { Database } from '#server/db/client.ts';
import { createStudentsRepo } from '#server/features/students/repo.ts';
import type { StudentListQuery } from '#shared/contracts/students.ts';
import { TARGETS } from './config.ts';
import { rawGet } from './http.ts';

export interface Check {
  name: string;
  passed: boolean;
  /** One line: what was measured against what. */
  detail: string;
  data?: Record<string, unknown>;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** With BUFFERS: pages found in shared buffers / read in, this node and its children together. */
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** How a plan reads `students`: 'Index Only Scan using students_list_idx', 'Seq Scan', … */
function studentScans(plan: PlanNode): string[] {
  const scans: string[] = [];
  walk(plan, (node) => {
    if (node['Relation Name'] === 'students' || node['Index Name']?.startsWith('students')) {
      scans.push(node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type']);
    }
  });
  return scans;
}

/**
 * EXPLAIN of the list's own SQL (the repo builds it; nothing is re-typed here) for the benchmarked
 * trainer, page 1 priority-sorted, without a search and with every search term. Fails if any plan
 * reads the students table sequentially.
 */
export async function explainCheck(
  database: Database,
  trainerId: string,
  terms: string[],
  today: string,
): Promise<Check> {
  const repo = createStudentsRepo(database.db);
  const queries: (string | undefined)[] = [undefined, ...terms];
  const seqScans: string[] = [];
  const scanKinds = new Set<string>();
  let slowestMs = 0;
  let slowestQuery = '';
  const buffers: number[] = [];
  for (const q of queries) {
    const query: StudentListQuery = { q, status: 'all', sort: 'priority', page: 1, pageSize: 10 };
    const { sql, params } = repo.listQuery(trainerId, query, today).toSQL();
    const result = await database.pool.query(`explain (analyze, buffers, format json) ${sql}`, params);
    const explained = (result.rows[0] as { 'QUERY PLAN': Explained[] })['QUERY PLAN'][0]!;
    buffers.push((explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0));
    const scans = studentScans(explained.Plan);
    scans.forEach((scan) => scanKinds.add(scan));
    if (scans.some((scan) => scan.startsWith('Seq Scan'))) seqScans.push(q ?? '(no search)');
    if (explained['Execution Time'] > slowestMs) {
      slowestMs = explained['Execution Time'];
      slowestQuery = q ?? '(no search)';
    }
  }
  const kinds = [...scanKinds].join(', ');
  const pages = `${buffers[0]} buffers without a search, at most ${Math.max(...buffers)} with one`;
  return {
    name: 'explain-no-seq-scan',
    passed: seqScans.length === 0,
    detail:
      seqScans.length === 0
        ? `${queries.length} list queries read students by ${kinds} (${pages}); slowest ${slowestMs.toFixed(2)} ms (q=${slowestQuery})`
        : `Seq Scan on students for q = ${seqScans.join(', ')} (plans used: ${kinds})`,
    data: { queries: queries.length, scans: [...scanKinds], seqScans, slowestMs, slowestQuery, buffers },
  };
}

/**
 * Page 1 of the list (no search, 10 rows) asked for with `accept-encoding: gzip`. If the app does
 * not compress, the body is gzipped here (zlib's default level 6, what a proxy would typically use)
 * and that size is what is checked.
 */
export async function pageSizeCheck(baseUrl: string, cookie: string): Promise<Check> {
  const response = await rawGet(`${baseUrl}/api/students?sort=priority&page=1&pageSize=10`, {
    cookie,
    'accept-encoding': 'gzip',
  });
  if (response.status !== 200) {
    return {
      name: 'page-gzip-size',
      passed: false,
      detail: `GET /api/students answered ${response.status}`,
    };
  }
  const serverGzipped = response.headers['content-encoding'] === 'gzip';
  const gzipBytes = serverGzipped ? response.body.length : gzipSync(response.body).length;
  const json = serverGzipped ? null : (JSON.parse(response.body.toString('utf8')) as { items: unknown[] });
  const rawBytes = serverGzipped ? undefined : response.body.length;
  const how = serverGzipped ? 'compressed by the app' : 'app sends it uncompressed; gzipped by the bench';
  return {
    name: 'page-gzip-size',
    passed: gzipBytes < TARGETS.maxGzippedPageBytes && (json === null || json.items.length === 10),
    detail:
      `${gzipBytes} B gzipped (target < ${TARGETS.maxGzippedPageBytes} B)` +
      (rawBytes !== undefined
        ? ` (${rawBytes} B uncompressed, ${json?.items.length} rows; ${how})`
        : ` (${how})`),
    data: { gzipBytes, rawBytes, serverGzipped, rows: json?.items.length },
  };
}
