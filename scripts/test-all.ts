// `npm test`: typechecks and lints, builds the web app, then runs unit, API and browser tests, and closes with one line
// `N passed, N failed`. Exits non-zero when anything failed or did not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const started = Date.now();
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label: string, command: string, args: string[]): number {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return result.status ?? 1;
}

let passed = 0;
let failed = 0;
let broken = 0;

// The boundaries and the types are rules like any test: a failure here fails the run.
if (run('typecheck', 'npm', ['run', '-s', 'typecheck']) !== 0) broken += 1;
if (run('lint', 'npm', ['run', '-s', 'lint']) !== 0) broken += 1;
if (run('build', 'npx', ['vite', 'build']) !== 0) broken += 1;

const vitestCode = run('unit + API (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
if (existsSync(`${results}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (vitestCode !== 0) broken += 1;

const e2eCode = run('browser journeys (playwright)', 'npx', ['playwright', 'test']);
if (existsSync(`${results}/e2e.json`)) {
  const stats = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (e2eCode !== 0) broken += 1;

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nTests finished in ${seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken > 0 || passed === 0 ? 1 : 0);
