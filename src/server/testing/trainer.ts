import type { App } from '#server/app.ts';
import { STRONG_PASSWORD, TEST_ORIGIN, cookieFrom, registerPersonal, uniqueEmail } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in caller that sends its cookie and our origin with every request. */
export function caller(app: App, cookie: string) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export type Caller = ReturnType<typeof caller>;

/** A freshly registered personal and a way to call the API as them. */
export async function signedInTrainer(app: App, name = 'Ana Treinadora') {
  const { res, cookie } = await registerPersonal(app, { name });
  const user = res.json().user as { id: string };
  return { id: user.id, cookie, call: caller(app, cookie) };
}

export async function addStudent(call: Caller, name: string, email = uniqueEmail('aluno')) {
  const res = await call('POST', '/api/students', { name, email, password: STRONG_PASSWORD });
  if (res.statusCode !== 201) throw new Error(`create student: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; version: number; email: string };
}

export async function signIn(app: App, email: string, password = STRONG_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  return { res, cookie: cookieFrom(res.headers), call: caller(app, cookieFrom(res.headers)) };
}
