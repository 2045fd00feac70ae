import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// The web's layers (docs/decisions/024-web-layers-and-data.md): app → pages → features → data →
// lib, components, i18n. Imports go down, never up, and a feature never imports another feature: a page
// or the app composes them, and what two of them share lives below them (usually in the data layer).
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const CLIMBING = {
  regex: '^\\.\\./',
  message: 'Import through #web/… (STYLE.md): a relative import stays inside its own folder.',
};
const SERVER_CODE = {
  regex: '^#server/',
  message: 'The web never imports server code: share it through src/shared.',
};
const layers = (names, message) => ({ regex: `^#web/(${names.join('|')})/`, message });
const ABOVE_FEATURES = layers(['app'], 'The app composes the web; nothing imports it.');
const ABOVE_DATA = layers(
  ['features', 'pages', 'app'],
  'The data layer, lib, components and i18n import no feature, page or app: the screens call them.',
);
const UI = layers(
  ['components'],
  'The data layer shows nothing (no toast, no dialog): it returns or reports, and the screens decide what to show.',
);
const ABOVE_LIB = layers(['data'], 'lib, components and i18n sit below the data layer.');
const OTHER_FEATURE = (own) => ({
  regex: own ? `^#web/features/(?!${own}/)` : '^#web/features/',
  message:
    'A feature never imports another feature: a page or the app composes them, and what both need moves to the data layer, lib or components.',
});

/**
 * One zone: files that may not import what `forbidden` matches, statically or with `import()`
 * (lazy screens). `no-restricted-syntax`'s selectors cannot hold a '/', which '.' stands for there.
 */
function webZone(files, forbidden) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [CLIMBING, SERVER_CODE, ...forbidden] }],
      'no-restricted-syntax': [
        'error',
        ...[CLIMBING, SERVER_CODE, ...forbidden].map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '.')}/]`,
          message,
        })),
      ],
    },
  };
}

// A server feature is routes.ts → service.ts → repo.ts (docs/decisions/025-server-feature-shape.md):
// only a repository speaks SQL, and a route reaches data only through its service.
const SQL = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in a repo.ts: call the repository.' },
  { regex: '^#server/db/(push-)?schema\\.ts$', message: 'Tables are read and written in a repo.ts only.' },
];
const ROUTE_REACH = [
  { group: ['pg'], message: 'A route never touches the database: its service does, through a repo.ts.' },
  {
    // Any repository, whatever its name (repo.ts, progress-repo.ts) and however it is reached.
    regex: '^#server/db/|(^|/)([a-z0-9-]+-)?repo\\.ts$',
    message: 'A route never touches the database: its service does, through a repo.ts.',
  },
];
// Outside the repositories, db/ and auth/ (better-auth's adapter and the session table), nothing speaks SQL.
const SQL_ANYWHERE = [...SQL, { group: ['pg'], message: 'SQL lives in a repo.ts: call the repository.' }];

// Shared code runs on both sides: it may not reach into server or web.
const SHARED = [
  // A regex: in a gitignore-style group a leading '#' starts a comment.
  { regex: '^(#|(\\.\\./)+)(server|web)/', message: 'Shared code imports nothing of server or web.' },
  { group: ['node:*'], message: 'Shared code runs in the browser too: no Node modules.' },
];
// The coach's reviewer and the plan generator share no code (issue 22 §5, docs/decisions/032-coach-review.md):
// a generated plan must pass the reviewer because it is right, not because both read the same table.
const GENERATOR = {
  regex: '(^|/)coach-check/|^#server/ai/|/server/ai/',
  message: "The coach's reviewer shares no code with the generator (coach-check, server/ai): decision 032.",
};
// The one door: the student's home rendered on the server by the app's components (src/web/ssr, decision 052).
const WEB_CODE = {
  regex: '^#web/(?!ssr/[a-z0-9-]+\\.tsx$)',
  message:
    'The server imports web code only from src/web/ssr (decision 052); share the rest through src/shared.',
};
const REVIEWER = {
  regex: '(^|/)coach-review/',
  message: "The generator does not import the coach's reviewer (decision 032): the AI service runs both.",
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'test-results', 'playwright-report', '.e2e-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webZone(['src/web/**/*.{ts,tsx}'], []),
  webZone(['src/web/pages/**'], [ABOVE_FEATURES]),
  // A folder that is not yet a feature (a file linted before its folder exists) may import no feature.
  webZone(['src/web/features/**'], [OTHER_FEATURE(null), ABOVE_FEATURES]),
  ...FEATURES.map((own) => webZone([`src/web/features/${own}/**`], [OTHER_FEATURE(own), ABOVE_FEATURES])),
  webZone(['src/web/data/**'], [ABOVE_DATA, UI]),
  webZone(['src/web/{lib,components,i18n,testing}/**'], [ABOVE_DATA, ABOVE_LIB]),
  {
    // The route map's schemas are the server's: the phone takes its types only, which cost no bytes.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // `import { type X }` still loads the module (verbatimModuleSyntax keeps `import {} from …`).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#shared/contracts/routes.ts',
              allowTypeImports: true,
              message: 'The web takes the route map as types only: `import type { … }`.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared code runs on both sides: it may not reach into server or web.
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED }] },
  },
  {
    // The coach's reviewer judges the generator's plans: it shares none of its rules.
    files: ['src/shared/domain/coach-review/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SHARED, GENERATOR] }] },
  },
  {
    files: ['src/shared/domain/coach-check/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SHARED, REVIEWER] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*repo.ts',
      'src/server/db/**',
      'src/server/auth/**',
      'src/server/**/*.test.ts',
      'src/server/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...SQL_ANYWHERE, WEB_CODE],
        },
      ],
    },
  },
  {
    // …and the generator does not read the reviewer's (its tests may, to prove its plans pass).
    files: ['src/server/ai/local/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SQL_ANYWHERE, WEB_CODE, REVIEWER] }] },
  },
  {
    files: [
      'src/server/**/*.test.ts',
      'src/server/testing/**',
      'src/server/db/**',
      'src/server/auth/**',
      'src/server/**/*repo.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [WEB_CODE],
        },
      ],
    },
  },
  {
    // An import cycle makes load order matter and hides a missing seam.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Imported files are TypeScript too: parse them with the TypeScript parser to follow their imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/features/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...SQL, ...ROUTE_REACH, WEB_CODE],
        },
      ],
    },
  },

  {
    files: ['scripts/**', 'bench/**', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
