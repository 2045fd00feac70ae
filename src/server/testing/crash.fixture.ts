// Started as a child process by http/canaries-crash.test.ts: the server's real crash handlers over the
// app's real log settings (stdout), then an error carrying canaries that nobody catches.
import Fastify from 'fastify';
import { installCrashHandlers } from '#server/crash.ts';
import { loggerOptions } from '#server/http/logger.ts';

const [canariesJson = '{}'] = process.argv.slice(2);
const c = JSON.parse(canariesJson) as Record<
  'password' | 'health' | 'medication' | 'comment' | 'aiKey' | 'token',
  string
>;

const app = Fastify({ logger: loggerOptions('info') });
// Every crash below reaches the handlers in turn (one process, each stop counted); the last one exits.
let stops = 0;
installCrashHandlers(process, app.log, (_reason, exitCode) => {
  stops += 1;
  if (stops === Object.keys(crashes).length) process.exit(exitCode);
});

/** What a failed write of the anamnesis looks like, with every place a value can hide in an error. */
function carrying(): Error {
  const cause = Object.assign(new Error(`valor inválido: "${c.medication}"`), {
    code: '22P02',
    severity: 'ERROR',
    detail: `Chave (anamnesis)=(${c.health}) já existe.`,
  });
  return Object.assign(
    // A message whose second line looks like a stack frame: only real frames may be logged.
    new Error(
      `falhou ao salvar "${c.health}" com a senha ${c.password}\n    at ${c.comment} (/app/x.ts:1:1)`,
      {
        cause,
      },
    ),
    {
      query: `update "students" set "anamnesis" = '${c.health}'`,
      params: [c.health, c.token],
      headers: { authorization: `Bearer ${c.token}`, 'x-goog-api-key': c.aiKey },
      body: { password: c.password, answers: { healthIssues: c.health } },
    },
  );
}

const crashes: Record<string, () => void> = {
  'thrown error': () => {
    throw carrying();
  },
  'error with a planted name and code': () => {
    throw Object.assign(new Error('x'), { name: c.health, code: c.comment });
  },
  'aggregate error': () => {
    throw new AggregateError([carrying(), new TypeError(c.medication)], `várias: ${c.comment}`);
  },
  'rejected object': () => void Promise.reject({ authorization: `Bearer ${c.token}`, anamnesis: c.health }),
  'rejected string': () => void Promise.reject(`senha ${c.password}, chave ${c.aiKey}`),
  'rejected error': () => void Promise.reject(carrying()),
};
for (const [kind, crash] of Object.entries(crashes))
  setTimeout(() => {
    app.log.info({ kind }, 'next crash');
    crash();
  }, 0);
