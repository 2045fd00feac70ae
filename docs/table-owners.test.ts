import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// Decision 025's table of who writes each table is the code's: a new writer changes the table too.
const root = new URL('../src/server/', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8');

/** Every server module that runs in the app: no test, no test helper, nothing of db/ (migrations, seed). */
function serverModules(): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !path.startsWith('db/') && !path.startsWith('testing/') && !path.includes('/testing/'));
}

/** schema.ts's exports by the table each one declares: `export const aiKeys = pgTable('ai_keys', …`. */
function tablesBySchemaName(): Map<string, string> {
  const schema = ['db/schema.ts', 'db/push-schema.ts', 'db/kept-schema.ts']
    .map((path) => read(new URL(path, root)))
    .join('\n');
  return new Map(
    [...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((match) => [match[1]!, match[2]!]),
  );
}

/** What the code writes: drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and SQL's own statements. */
function writersInCode(): Map<string, Set<string>> {
  const tables = tablesBySchemaName();
  const writers = new Map<string, Set<string>>();
  const add = (table: string, path: string) =>
    writers.set(table, (writers.get(table) ?? new Set()).add(path));
  for (const path of serverModules()) {
    const source = read(new URL(path, root));
    for (const [, name] of source.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
      const table = tables.get(name!);
      if (table) add(table, path);
    }
    for (const table of tables.values())
      if (new RegExp(`\\b(?:insert into|update|delete from)\\s+${table}\\b`, 'i').test(source))
        add(table, path);
  }
  return writers;
}

/** Decision 025's table: each row's table, and the `.ts` files its second column names. */
function writersInDecision(): Map<string, Set<string>> {
  const decision = read(new URL('./decisions/025-server-feature-shape.md', import.meta.url));
  const writers = new Map<string, Set<string>>();
  for (const [, table, cell] of decision.matchAll(/^\|\s*`(\w+)`\s*\|(.+)\|\s*$/gm))
    writers.set(table!, new Set([...cell!.matchAll(/`([\w/-]+\.ts)`/g)].map((match) => match[1]!)));
  return writers;
}

const sorted = (map: Map<string, Set<string>>) =>
  Object.fromEntries([...map].map(([table, paths]) => [table, [...paths].sort()]).sort());

describe("decision 025's table owners", () => {
  test('every table of the schema has a row', () => {
    expect([...writersInDecision().keys()].sort()).toEqual([...tablesBySchemaName().values()].sort());
  });

  test('the code writes each table exactly where the decision says', () => {
    const inDecision = writersInDecision();
    const inCode = writersInCode();
    // Writers the code reaches only through a library or a trigger (better-auth, drizzle's trigger).
    for (const [table, paths] of inDecision)
      for (const path of paths)
        if (!inCode.get(table)?.has(path) && !/auth\/auth\.ts$/.test(path)) expect.fail(`${table}: ${path}`);
    const expected = new Map(
      [...inDecision].map(([table, paths]) => [
        table,
        new Set([...paths].filter((path) => inCode.get(table)?.has(path))),
      ]),
    );
    for (const [table, paths] of expected) if (paths.size === 0) expected.delete(table);
    expect(sorted(inCode)).toEqual(sorted(expected));
  });
});
