import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import type { Role } from '#shared/contracts/account.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { setBody } from '#server/testing/student.ts';
import { TEST_ORIGIN, registerPersonal, testApp } from '#server/testing/test-app.ts';
import { addStudent, caller, signIn, signedInTrainer, type Caller } from '#server/testing/trainer.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import type { Access, DeclaredRoute } from './access.ts';

/**
 * Every /api route the app registers × six callers: walked from the app's own route table, so a route
 * added later is checked without a line here. What each caller may do comes from the route's
 * `config.access`; ownership (a trainer's students, a student's sets) from the ids in its path.
 *
 * - anonymous on a protected route: 401, the same body everywhere;
 * - a signed-in role the route does not list: 403, the same body everywhere;
 * - an allowed role with another tenant's id: 404, the same status and body as an id that does not exist;
 * - and no refused call changes a row.
 */

type Who = 'anonymous' | 'studentA' | 'studentB' | 'trainerA' | 'trainerB' | 'admin';
const CALLERS: Who[] = ['anonymous', 'studentA', 'studentB', 'trainerA', 'trainerB', 'admin'];
const ROLE: Record<Exclude<Who, 'anonymous'>, Role> = {
  studentA: 'student',
  studentB: 'student',
  trainerA: 'personal',
  trainerB: 'personal',
  admin: 'admin',
};

interface World {
  app: App;
  database: Database;
  call: Record<Who, Caller>;
  studentOf: Record<'trainerA' | 'trainerB' | 'admin', string>;
  setOf: Record<'studentA' | 'studentB', string>;
}

/**
 * How to fill each kind of path parameter: an id the caller owns, one of another tenant's, and (when
 * an unknown one is refused rather than created) one that does not exist. A parameter this table does
 * not know fails the test: nobody silently skips a new route.
 */
const PARAM_KINDS: Record<
  string,
  {
    own(world: World, who: Who): string;
    foreign?(world: World, who: Who): string;
    unknown?(): string;
  }
> = {
  // admin/ai-keys/:id — the platform's keys belong to no tenant; only the admin reaches them.
  'ai-keys/:id': { own: () => randomUUID(), unknown: () => randomUUID() },
  // students/:id — a trainer's student.
  'students/:id': {
    own: (w, who) => w.studentOf[trainerOf(who)],
    foreign: (w, who) => w.studentOf[who === 'trainerA' ? 'trainerB' : 'trainerA'],
    unknown: () => randomUUID(),
  },
  // me/sets/:id — a set the student logged; an unknown id is a new set (the phone chooses ids).
  'sets/:id': {
    own: (w, who) => w.setOf[who === 'studentB' ? 'studentB' : 'studentA'],
    foreign: (w, who) => w.setOf[who === 'studentB' ? 'studentA' : 'studentB'],
  },
  // admin/users/:id — any login; only the admin reaches them.
  'users/:id': { own: (w, who) => w.studentOf[trainerOf(who)], unknown: () => randomUUID() },
  // admin/exercises/:id — the shared catalogue; only the admin writes it.
  'exercises/:id': { own: () => 'supino-reto-barra', unknown: () => 'exercicio-que-nao-existe' },
  // Dates are always the caller's own: the session says whose day it is.
  ':date': { own: () => today() },
  // radar/:card — a card of the caller's own radar: every card reads only their students.
  ':card': { own: () => 'attention' },
};

/** Bodies that pass validation, so a call with another tenant's id reaches the ownership check. */
const BODIES: Record<string, () => unknown> = {
  'POST /api/admin/exercises': () => ({ ...exerciseBody(), id: `matriz-${randomUUID().slice(0, 8)}` }),
  'PUT /api/admin/exercises/:id': () => {
    const { id: _id, ...edit } = exerciseBody();
    return edit;
  },
  'POST /api/admin/exercises/batch': () => ({
    exercises: [{ ...exerciseBody(), id: `lote-${randomUUID().slice(0, 8)}` }],
  }),
  'POST /api/admin/exercises/generate': () => ({ name: 'Remada Unilateral na Polia' }),
  'PATCH /api/admin/users/:id': () => ({ version: 1, name: 'Nome pelo admin' }),
  'PATCH /api/students/:id': () => ({ version: 1, observations: 'de outro personal' }),
  'PUT /api/students/:id/plan': () => ({ version: 1, plan: buildPlan() }),
  'PUT /api/me/sets/:id': () => setBody(today(), { weight: 99 }),
  'POST /api/students/:id/plan-check': () => ({ plan: buildPlan() }),
  'POST /api/students/:id/ai/plan': () => ({ version: 1 }),
  'POST /api/students/:id/ai/modification': () => ({
    kind: 'variation',
    exerciseId: 'supino-reto-barra',
    dayExerciseIds: [],
  }),
  'POST /api/students/:id/ai/alternatives': () => ({ exerciseId: 'supino-reto-barra', dayExerciseIds: [] }),
  'POST /api/students/:id/ai/periodization': () => ({ methodology: 'Linear', weeks: 12 }),
  'POST /api/students/:id/ai/corrections': () => ({
    suggestedExerciseId: 'supino-reto-barra',
    reason: 'de outro personal',
  }),
};

const today = () => localDate(new Date());
const exerciseBody = () => ({
  id: 'x',
  name: 'Exercício da matriz',
  videoUrl: null,
  gifUrl: null,
  tutorial: '',
  equipment: 'halteres',
  muscleGroups: { primary: ['Peito'], secondary: [] },
  difficulty: 'iniciante',
  contraindications: [],
  traits: traitsOf('m', 'isolamento', 'em_pe'),
});
const trainerOf = (who: Who) => (who === 'trainerB' ? 'trainerB' : who === 'admin' ? 'admin' : 'trainerA');

function allows(access: Access, who: Who): boolean {
  if (access === 'public') return true;
  if (who === 'anonymous') return false;
  return access === 'signed-in' || access.includes(ROLE[who]);
}

function paramKind(url: string, name: string) {
  const segments = url.split('/');
  const at = segments.indexOf(`:${name}`);
  const key = [`${segments[at - 1]}/:${name}`, `:${name}`].find((k) => k in PARAM_KINDS);
  if (!key) throw new Error(`${url}: no way to fill :${name}; add its kind to PARAM_KINDS`);
  return PARAM_KINDS[key]!;
}

function params(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** The path with every parameter filled by `pick` (own, foreign or unknown). */
function fill(url: string, pick: (name: string) => string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(pick(name)));
}

/** A fingerprint of every row of every table: equal before and after means nothing changed. */
async function fingerprinter(database: Database): Promise<() => Promise<Record<string, string>>> {
  const { rows } = await database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const query = rows
    .map(
      ({ table_name: name }) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const result = await database.db.execute<{ name: string; hash: string }>(sql.raw(query));
    return Object.fromEntries(result.rows.map((r) => [r.name, r.hash]));
  };
}

let world: World;

beforeAll(async () => {
  const { app, database } = await testApp();
  // With no ADMIN_EMAIL the first personal is the admin.
  const admin = await registerPersonal(app, { name: 'Admin Geral' });
  expect(admin.res.json().user.role).toBe('admin');
  const adminCall = caller(app, admin.cookie);
  const trainerA = await signedInTrainer(app, 'Ana Treinadora');
  const trainerB = await signedInTrainer(app, 'Beto Treinador');
  const a = await addStudent(trainerA.call, 'Aluna Alfa');
  const b = await addStudent(trainerB.call, 'Aluno Beta');
  const ofAdmin = await addStudent(adminCall, 'Aluna do Admin');
  const studentA = await signIn(app, a.email);
  const studentB = await signIn(app, b.email);
  const setOf = { studentA: randomUUID(), studentB: randomUUID() };
  for (const [id, call] of [
    [setOf.studentA, studentA.call],
    [setOf.studentB, studentB.call],
  ] as const) {
    const res = await call('PUT', `/api/me/sets/${id}`, setBody(today()));
    expect(res.statusCode, res.body).toBe(201);
  }
  const anonymous: Caller = (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  world = {
    app,
    database,
    call: {
      anonymous,
      studentA: studentA.call,
      studentB: studentB.call,
      trainerA: trainerA.call,
      trainerB: trainerB.call,
      admin: adminCall,
    },
    studentOf: { trainerA: a.id, trainerB: b.id, admin: ofAdmin.id },
    setOf,
  };
});

type Method = Parameters<Caller>[0];

async function send(who: Who, route: DeclaredRoute, url: string) {
  const body = BODIES[`${route.method} ${route.url}`]?.() ?? (route.method === 'GET' ? undefined : {});
  return world.call[who](route.method as Method, url, body);
}

test('every protected route refuses the wrong callers alike, leaks no other tenant, and changes nothing when it refuses', async () => {
  const routes = world.app.declaredRoutes.filter((route) => route.access !== 'public');
  expect(routes.length).toBeGreaterThan(20);
  const refusals = new Map<number, Set<string>>();
  const deviations: string[] = [];
  const fingerprint = await fingerprinter(world.database);
  let rows = await fingerprint();
  /** Sends one call that must be refused, and names it if it changed a row. */
  const refused = async (label: string, who: Who, route: DeclaredRoute, url: string) => {
    const res = await send(who, route, url);
    const after = await fingerprint();
    const changed = Object.keys(after).filter((table) => after[table] !== rows[table]);
    if (changed.length > 0) deviations.push(`${label}: changed ${changed.join(', ')}`);
    rows = after;
    return res;
  };

  for (const route of routes) {
    const names = params(route.url);
    const kinds = Object.fromEntries(names.map((name) => [name, paramKind(route.url, name)]));
    for (const who of CALLERS) {
      const label = `${who} ${route.method} ${route.url}`;
      if (!allows(route.access, who)) {
        // Refused before anything is looked up: any id will do.
        const res = await send(
          who,
          route,
          fill(route.url, (name) => kinds[name]!.own(world, 'trainerA')),
        );
        const expected = who === 'anonymous' ? 401 : 403;
        if (res.statusCode !== expected) deviations.push(`${label}: ${res.statusCode}, expected ${expected}`);
        refusals.set(res.statusCode, (refusals.get(res.statusCode) ?? new Set()).add(res.body));
        continue;
      }
      for (const name of names.filter((n) => kinds[n]!.foreign)) {
        const kind = kinds[name]!;
        const pick = (value: string) => (n: string) => (n === name ? value : kinds[n]!.own(world, who));
        const foreign = await refused(label, who, route, fill(route.url, pick(kind.foreign!(world, who))));
        if (foreign.statusCode !== 404)
          deviations.push(`${label} with another tenant's :${name}: ${foreign.statusCode} ${foreign.body}`);
        if (kind.unknown) {
          const unknown = await refused(label, who, route, fill(route.url, pick(kind.unknown())));
          if (unknown.statusCode !== foreign.statusCode || unknown.body !== foreign.body)
            deviations.push(`${label}: another tenant's :${name} answers unlike an unknown one`);
        }
      }
    }
  }

  expect(deviations).toEqual([]);
  // One body for every 401, one for every 403: nothing about the route or the id leaks in them.
  expect([...(refusals.get(401) ?? [])].map((body) => JSON.parse(body))).toEqual([
    { error: { code: 'UNAUTHENTICATED', message: 'Sua sessão terminou. Entre novamente.' } },
  ]);
  expect([...(refusals.get(403) ?? [])].map((body) => JSON.parse(body))).toEqual([
    { error: { code: 'FORBIDDEN', message: 'Você não tem permissão para fazer isso.' } },
  ]);
});

test("the ids the matrix uses as another tenant's are real: their owners reach them", async () => {
  for (const who of ['trainerA', 'trainerB', 'admin'] as const) {
    const res = await world.call[who]('GET', `/api/students/${world.studentOf[who]}`);
    expect(res.statusCode, who).toBe(200);
  }
  for (const who of ['studentA', 'studentB'] as const) {
    const res = await world.call[who]('GET', `/api/me/workouts/${today()}`);
    expect(res.json().sets.map((s: { id: string }) => s.id)).toEqual([world.setOf[who]]);
  }
});
