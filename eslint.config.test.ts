import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The boundaries eslint.config.js draws, as `npm run lint` applies them to a file at `filePath`.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('.', import.meta.url)) });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A problem that `rule` reports, its message saying `words`. */
const broken = (rule: string, words: string) =>
  expect.stringMatching(new RegExp(`^${literally(rule)}: .*${literally(words)}`));

const CROSS_FEATURE = broken('no-restricted-imports', 'A feature never imports another feature');

describe('the web boundaries', { timeout: 30_000 }, () => {
  test('a feature importing another feature fails, however it imports it', async () => {
    const file = 'src/web/features/a/x.ts';
    expect(await problems(file, "import { b } from '#web/features/b/y.ts';\nexport const a = b;\n")).toEqual([
      CROSS_FEATURE,
    ]);
    expect(await problems(file, "export { b } from '#web/features/b/y.ts';\n")).toEqual([CROSS_FEATURE]);
    expect(await problems(file, "export const load = () => import('#web/features/b/y.tsx');\n")).toEqual([
      broken('no-restricted-syntax', 'A feature never imports another feature'),
    ]);
    expect(await problems(file, "import { b } from '../b/y.ts';\nexport const a = b;\n")).toEqual([
      broken('no-restricted-imports', 'Import through #web/'),
    ]);
  });

  test('an existing feature may import its own files and everything below it', async () => {
    const code = [
      "import { useSignOut } from '#web/features/offline/use-sign-out.ts';",
      "import { outbox } from './sign-out.ts';",
      "import { useStudentHome } from '#web/data/me.ts';",
      "import { api } from '#web/lib/api-client.ts';",
      "import { Button } from '#web/components/ui/button.tsx';",
      "import { t } from '#web/i18n/pt-BR.ts';",
      'export const all = [useSignOut, outbox, useStudentHome, api, Button, t];',
      "export const load = () => import('./sign-out-dialog.tsx');",
    ].join('\n');
    expect(await problems('src/web/features/offline/x.ts', `${code}\n`)).toEqual([]);
    expect(
      await problems(
        'src/web/features/offline/x.ts',
        "import { AuthForm } from '#web/features/auth/auth-form.tsx';\nexport const a = AuthForm;\n",
      ),
    ).toEqual([CROSS_FEATURE]);
  });

  test('pages compose features; the data layer imports none and shows nothing', async () => {
    const feature = "import { b } from '#web/features/b/y.ts';\nexport const a = b;\n";
    expect(await problems('src/web/pages/x.tsx', feature)).toEqual([]);
    expect(await problems('src/web/data/x.ts', feature)).toEqual([
      broken('no-restricted-imports', 'The data layer, lib, components and i18n import no feature'),
    ]);
    expect(
      await problems(
        'src/web/data/x.ts',
        "import { toast } from '#web/components/ui/toaster.tsx';\nexport const a = toast;\n",
      ),
    ).toEqual([broken('no-restricted-imports', 'The data layer shows nothing')]);
    expect(
      await problems('src/web/lib/x.ts', "import { me } from '#web/data/me.ts';\nexport const a = me;\n"),
    ).toEqual([broken('no-restricted-imports', 'lib, components and i18n sit below the data layer')]);
    expect(
      await problems(
        'src/web/data/x.ts',
        "import { api } from '#web/lib/api-client.ts';\nexport const a = api;\n",
      ),
    ).toEqual([]);
  });

  test('shared code imports nothing of server or web', async () => {
    expect(
      await problems(
        'src/shared/x.ts',
        "import { api } from '#web/lib/api-client.ts';\nexport const a = api;\n",
      ),
    ).toEqual([broken('no-restricted-imports', 'Shared code imports nothing of server or web')]);
    expect(
      await problems(
        'src/shared/domain/x.ts',
        "import { db } from '../../server/db/client.ts';\nexport const a = db;\n",
      ),
    ).toEqual([broken('no-restricted-imports', 'Shared code imports nothing of server or web')]);
    expect(
      await problems(
        'src/shared/domain/x.ts',
        "import { WEEKDAYS } from '#shared/contracts/plans.ts';\nexport const a = WEEKDAYS;\n",
      ),
    ).toEqual([]);
  });

  test('the web takes the route map as types only', async () => {
    const file = 'src/web/data/x.ts';
    expect(
      await problems(
        file,
        "import { ROUTES } from '#shared/contracts/routes.ts';\nexport const a = ROUTES;\n",
      ),
    ).toEqual([broken('@typescript-eslint/no-restricted-imports', 'as types only')]);
    expect(
      await problems(
        file,
        "import { type Route } from '#shared/contracts/routes.ts';\nexport type A = Route;\n",
      ),
    ).toEqual([broken('@typescript-eslint/no-import-type-side-effects', '')]);
    expect(
      await problems(
        file,
        "import type { Route } from '#shared/contracts/routes.ts';\nexport type A = Route;\n",
      ),
    ).toEqual([]);
  });
});

describe('the server feature shape', { timeout: 30_000 }, () => {
  const SQL_OUTSIDE_A_REPO = broken('no-restricted-imports', 'SQL lives in a repo.ts');
  const TABLE_OUTSIDE_A_REPO = broken(
    'no-restricted-imports',
    'Tables are read and written in a repo.ts only',
  );
  const DATABASE_FROM_A_ROUTE = broken('no-restricted-imports', 'A route never touches the database');
  /** A module that imports `name` from `from` and uses it. */
  const importing = (name: string, from: string, type = false) =>
    `import ${type ? 'type ' : ''}{ ${name} } from '${from}';\nexport ${type ? 'type' : 'const'} a = ${name};\n`;

  test('a route module holds no SQL and reaches no table, database or repository', async () => {
    const file = 'src/server/features/profile/routes.ts';
    const cases: [string, string[]][] = [
      [importing('sql', 'drizzle-orm'), [SQL_OUTSIDE_A_REPO]],
      [importing('personals', '#server/db/schema.ts'), [TABLE_OUTSIDE_A_REPO, DATABASE_FROM_A_ROUTE]],
      [importing('Db', '#server/db/client.ts', true), [DATABASE_FROM_A_ROUTE]],
      [importing('createProfileRepo', './repo.ts'), [DATABASE_FROM_A_ROUTE]],
      [importing('Pool', 'pg'), [DATABASE_FROM_A_ROUTE]],
      [importing('createProgressRepo', './progress-repo.ts'), [DATABASE_FROM_A_ROUTE]],
      [importing('createTrainingRepo', '../training/repo.ts'), [DATABASE_FROM_A_ROUTE]],
      [importing('createRadarRepo', '#server/features/progress/radar-repo.ts'), [DATABASE_FROM_A_ROUTE]],
      [
        importing('t', '#web/i18n/pt-BR.ts'),
        [broken('no-restricted-imports', 'The server imports web code only from src/web/ssr')],
      ],
      [importing('route', '#server/http/route.ts'), []],
      [importing('ProfileService', './service.ts', true), []],
    ];
    for (const [code, expected] of cases) expect(await problems(file, code), code).toEqual(expected);
  });

  test('a service composes repositories and transactions but writes no SQL itself', async () => {
    const service = 'src/server/features/training/service.ts';
    const cases: [string, string, string[]][] = [
      [service, importing('eq', 'drizzle-orm'), [SQL_OUTSIDE_A_REPO]],
      [service, importing('workoutSets', '#server/db/schema.ts'), [TABLE_OUTSIDE_A_REPO]],
      [service, importing('Db', '#server/db/client.ts', true), []],
      [service, importing('TrainingRepo', './repo.ts', true), []],
      ['src/server/features/training/repo.ts', importing('eq', 'drizzle-orm'), []],
    ];
    for (const [file, code, expected] of cases) expect(await problems(file, code), code).toEqual(expected);
  });
});

describe('what no file may import', { timeout: 30_000 }, () => {
  const importing = (name: string, from: string) =>
    `import { ${name} } from '${from}';\nexport const a = ${name};\n`;

  test('SQL stays in repositories, db/ and auth/, wherever the file sits', async () => {
    const sqlHere = broken('no-restricted-imports', 'SQL lives in a repo.ts');
    expect(await problems('src/server/features/account/policy.ts', importing('sql', 'drizzle-orm'))).toEqual([
      sqlHere,
    ]);
    expect(await problems('src/server/ai/gateway-extra.ts', importing('Client', 'pg'))).toEqual([sqlHere]);
    expect(
      await problems('src/server/features/account/login-throttle-repo.ts', importing('sql', 'drizzle-orm')),
    ).toEqual([]);
    expect(await problems('src/server/db/listen.ts', importing('Client', 'pg'))).toEqual([]);
    // The events hub keeps no LISTEN client of its own: it calls db/listen.ts.
    expect(await problems('src/server/features/events/service.ts', importing('Client', 'pg'))).toEqual([
      sqlHere,
    ]);
  });

  test('the web never imports server code, nor the server web code but its one door (src/web/ssr)', async () => {
    expect(await problems('src/web/lib/x.ts', importing('db', '#server/db/client.ts'))).toEqual([
      broken('no-restricted-imports', 'The web never imports server code'),
    ]);
    const webCode = broken('no-restricted-imports', 'The server imports web code only from src/web/ssr');
    expect(await problems('src/server/ai/x.ts', importing('t', '#web/i18n/pt-BR.ts'))).toEqual([webCode]);
    expect(await problems('src/server/http/x.ts', importing('t', '#web/ssr/../i18n/pt-BR.ts'))).toEqual([
      webCode,
    ]);
    expect(await problems('src/server/http/x.ts', importing('t', '#web/ssr/lib/x.ts'))).toEqual([webCode]);
    expect(await problems('src/server/http/x.ts', importing('render', '#web/ssr/student-home.tsx'))).toEqual(
      [],
    );
  });

  test('an import cycle fails', async () => {
    const folder = new URL(`./src/shared/.cycle-probe-${process.pid}/`, import.meta.url);
    mkdirSync(folder, { recursive: true });
    try {
      writeFileSync(new URL('b.ts', folder), "import { a } from './a.ts';\nexport const b = () => a;\n");
      const a = fileURLToPath(new URL('a.ts', folder));
      const code = "import { b } from './b.ts';\nexport const a = () => b;\n";
      writeFileSync(a, code);
      expect(await problems(a, code)).toEqual([broken('import-x/no-cycle', 'Dependency cycle')]);
      writeFileSync(new URL('b.ts', folder), 'export const b = () => 1;\n');
      expect(await problems(a, code)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the coach's reviewer and the generator share no code", { timeout: 30_000 }, () => {
  const use = (name: string, from: string) =>
    `import { ${name} } from '${from}';\nexport const a = ${name};\n`;
  const REVIEWER_APART = broken(
    'no-restricted-imports',
    "The coach's reviewer shares no code with the generator",
  );
  const GENERATOR_APART = broken(
    'no-restricted-imports',
    "The generator does not import the coach's reviewer",
  );

  test('the reviewer imports nothing of coach-check or server/ai, however it is spelt', async () => {
    const file = 'src/shared/domain/coach-review/x.ts';
    const cases: [string, string[]][] = [
      [use('unfitReason', '../coach-check/athlete.ts'), [REVIEWER_APART]],
      [use('checkPlan', '#shared/domain/coach-check/check.ts'), [REVIEWER_APART]],
      [
        use('generatePlan', '#server/ai/local/plan.ts'),
        [broken('no-restricted-imports', 'Shared code imports nothing of server or web'), REVIEWER_APART],
      ],
      // Shared code's own rule still holds there.
      [
        use('db', '../../../server/db/client.ts'),
        [broken('no-restricted-imports', 'Shared code imports nothing of server or web')],
      ],
      [use('foldForSearch', '../text/fold-for-search.ts'), []],
      [use('WEEKDAYS', '../plans/weekdays.ts'), []],
      [use('PlanSchema', '../../contracts/plans.ts'), []],
    ];
    for (const [code, expected] of cases) expect(await problems(file, code), code).toEqual(expected);
  });

  test('the local engine and the old check import nothing of the reviewer; their tests may', async () => {
    const code = use('reviewPlan', '#shared/domain/coach-review/review-plan.ts');
    expect(await problems('src/server/ai/local/plan.ts', code)).toEqual([GENERATOR_APART]);
    expect(
      await problems(
        'src/server/ai/local/plan.ts',
        use('reviewPlan', '../../../shared/domain/coach-review/review-plan.ts'),
      ),
    ).toEqual([GENERATOR_APART]);
    expect(
      await problems(
        'src/shared/domain/coach-check/repair.ts',
        use('reviewPlan', '../coach-review/review-plan.ts'),
      ),
    ).toEqual([GENERATOR_APART]);
    expect(await problems('src/server/ai/local/engine.test.ts', code)).toEqual([]);
    expect(await problems('src/server/features/ai/service.ts', code)).toEqual([]);
  });
});
