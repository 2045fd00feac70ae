import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { CANARY, expectNoCanary } from '#server/testing/canaries.ts';

/**
 * Issue 26 §4, the crash handler: a real process with main.ts's handlers (crash.ts) over the app's log
 * settings meets an error nobody caught, carrying canaries in its message, its cause, its properties,
 * its name and code, or as a rejected value that is no Error at all. The process logs one fatal line
 * by the error's type and stops with code 1; nothing it writes holds a canary.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'src/server/testing/crash.fixture.ts');
const CANARIES = { ...CANARY, token: 'CANARIO-TOKEN-sessao-5519aa' };

function crashAll() {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, JSON.stringify(CANARIES)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
}

/** The fixture's crashes, as the log must name them: the handler's words and the error's type. */
const EXPECTED = [
  ['uncaught exception', 'Error'], // a thrown error
  ['uncaught exception', 'Error'], // an error with a planted name and code
  ['uncaught exception', 'AggregateError'],
  ['unhandled rejection', 'Object'], // a rejected object
  ['unhandled rejection', 'string'], // a rejected string
  ['unhandled rejection', 'Error'], // a rejected error
];

test('uncaught errors and rejections carrying secrets and health data are logged by their type only', async () => {
  const { code, out } = await crashAll();
  expect(code, out).toBe(1);
  const fatal = out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { type: string } })
    .filter((line) => line.level === 60)
    .map((line) => [line.msg, line.err?.type]);
  expect(fatal.sort(), out).toEqual(EXPECTED.sort());
  expectNoCanary([out], Object.values(CANARIES));
});
