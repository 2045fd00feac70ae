import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import type { Role } from '#shared/contracts/account.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { seedStudent } from '#server/testing/seed-student.ts';
import { setBody } from '#server/testing/student.ts';
import { startFakeGemini } from '#server/ai/testing/fake-gemini.ts';
import { leaksIn } from '#server/testing/leaks.ts';
import { validValue, type JsonSchema } from '#server/testing/fuzz-values.ts';
import { RADAR_CARDS } from '#shared/contracts/progress.ts';
import { STRONG_PASSWORD, TEST_ORIGIN, registerPersonal, testApp } from '#server/testing/test-app.ts';
import { addStudent, caller, type Caller } from '#server/testing/trainer.ts';
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
  preferenceOf: Record<'trainerA' | 'trainerB' | 'admin', string>;
  /** A payment claim of each tenant's student (decision 043). */
  claimOf: Record<'trainerA' | 'trainerB' | 'admin', string>;
  /** Each trainer's own model of the plan library. */
  templateOf: Record<'trainerA' | 'trainerB' | 'admin', string>;
  /** A physical assessment of each trainer's student (docs/decisions/041). */
  assessmentOf: Record<'trainerA' | 'trainerB' | 'admin', string>;
  /** The admin's AI key, and a login only the admin's user routes edit and delete. */
  keyId: string;
  spareUser: string;
  /** What would give each tenant away in someone else's answer: ids, names, e-mails, what they wrote. */
  markers: Record<Tenant, string[]>;
}

type Tenant = 'trainerA' | 'trainerB' | 'admin';
const tenantOf = (who: Exclude<Who, 'anonymous'>): Tenant =>
  who === 'studentA' ? 'trainerA' : who === 'studentB' ? 'trainerB' : who;

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
    /** Every own value worth a call of its own (each radar card); else just `own`. */
    every?(): string[];
  }
> = {
  // admin/ai-keys/:id — the platform's keys belong to no tenant; only the admin reaches them.
  'ai-keys/:id': { own: (w) => w.keyId, unknown: () => randomUUID() },
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
  'users/:id': { own: (w) => w.spareUser, unknown: () => randomUUID() },
  // admin/exercises/:id — the shared catalogue; only the admin writes it.
  'exercises/:id': { own: () => 'supino-reto-barra', unknown: () => 'exercicio-que-nao-existe' },
  // profile/preferences/:id — a preference the AI learned from a trainer's correction.
  'preferences/:id': {
    own: (w, who) => w.preferenceOf[trainerOf(who)],
    foreign: (w, who) => w.preferenceOf[who === 'trainerA' ? 'trainerB' : 'trainerA'],
    unknown: () => randomUUID(),
  },
  // templates/:id — a model of a trainer's plan library (the starter models are everyone's, read-only).
  'templates/:id': {
    own: (w, who) => w.templateOf[trainerOf(who)],
    foreign: (w, who) => w.templateOf[who === 'trainerA' ? 'trainerB' : 'trainerA'],
    unknown: () => randomUUID(),
  },
  // students/:id/assessments/:assessmentId — an assessment of the trainer's student.
  'assessments/:assessmentId': {
    own: (w, who) => w.assessmentOf[trainerOf(who)],
    foreign: (w, who) => w.assessmentOf[who === 'trainerA' ? 'trainerB' : 'trainerA'],
    unknown: () => randomUUID(),
  },
  // Dates are always the caller's own: the session says whose day it is.
  ':date': { own: () => today() },
  // payments/:id — a student's 'Já paguei', decided by their trainer.
  'payments/:id': {
    own: (w, who) => w.claimOf[trainerOf(who)],
    foreign: (w, who) => w.claimOf[who === 'trainerA' ? 'trainerB' : 'trainerA'],
    unknown: () => randomUUID(),
  },
  // radar/:card — a card of the caller's own radar: every card reads only their students.
  ':card': { own: () => 'attention', every: () => [...RADAR_CARDS] },
};

/** Bodies that pass validation, so a call with another tenant's id reaches the ownership check. */
const templateBody = () => ({
  name: 'Modelo da matriz',
  description: '',
  level: 'iniciante',
  goal: 'Condicionamento físico',
  days: 1,
  plan: buildPlan(),
});
/** Applying a model names students: the caller's own (a trainer's), so the call reaches the model's check. */
const applyTo = (who?: Who) => ({ studentIds: [world.studentOf[trainerOf(who ?? 'trainerA')]] });

const BODIES: Record<string, (who?: Who) => unknown> = {
  'POST /api/templates': templateBody,
  'PUT /api/templates/:id': () => ({ ...templateBody(), version: 1 }),
  'POST /api/templates/:id/preview': applyTo,
  'POST /api/templates/:id/apply': (who) => ({ ...applyTo(who), version: 1 }),
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
  'POST /api/payments/:id/reject': () => ({ reason: 'de outro personal' }),
  'PUT /api/profile/pix': () => ({
    pix: { keyType: 'email', key: 'matriz@exemplo.com', receiverName: 'Matriz', receiverCity: 'Recife' },
  }),
  'POST /api/me/payments': () => ({ months: 1, amountCents: 12000, txid: `RF${randomUUID().slice(0, 8)}` }),
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
  // Each new assessment on a date of its own (one per student and date); an edit keeps the seeded date.
  'POST /api/students/:id/assessments': () =>
    assessmentBody(`2025-07-${String((assessmentDay += 1)).padStart(2, '0')}`),
  'PUT /api/students/:id/assessments/:assessmentId': () => ({ ...assessmentBody(ASSESSED_ON), version: 1 }),
};

/** The query a route requires, so a refused call reaches the ownership check, not the validation. */
const QUERIES: Record<string, string> = {
  'DELETE /api/students/:id/assessments/:assessmentId': 'version=1',
};

const ASSESSED_ON = '2025-06-01';
let assessmentDay = 0;
const assessmentBody = (date: string) => ({
  date,
  sex: 'Feminino',
  age: 34,
  weightKg: 64.5,
  heightCm: 165,
  restingHeartRate: null,
  bloodPressure: null,
  circumferences: { cintura: 72, quadril: 98 },
  skinfolds: { triceps: 18, suprailiaca: 14, coxa: 25 },
  protocol: 'jp3',
  notes: '',
});

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
  // Every request is counted by the rate limit (decision 048), refused or not: bookkeeping, not a change.
  const query = rows
    .filter(({ table_name: name }) => name !== 'rate_limit_hits')
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
  // The local coach answers the AI routes; the admin's key is checked against a fake Gemini.
  const gemini = await startFakeGemini();
  afterAll(() => gemini.close());
  const { app, database } = await testApp({ ai: { provider: 'local', geminiBaseUrl: gemini.baseUrl } });
  // With no ADMIN_EMAIL the first personal is the admin.
  const admin = await registerPersonal(app, { name: 'Admin Geral Jequitibá' });
  expect(admin.res.json().user.role).toBe('admin');
  const adminCall = caller(app, admin.cookie);
  const trainerA = await registerPersonal(app, { name: 'Treinadora Alfa Quiririm' });
  const trainerB = await registerPersonal(app, { name: 'Treinador Beta Jabuticaba' });
  const a = await seedStudent(app, caller(app, trainerA.cookie), 'Aluna Alfa Capivara', 'nota-alfa-7c1');
  const b = await seedStudent(app, caller(app, trainerB.cookie), 'Aluno Beta Tamanduá', 'nota-beta-9d4');
  const ofAdmin = await seedStudent(app, adminCall, 'Aluna do Admin Sabiá', 'nota-admin-3e8');
  const spare = await addStudent(adminCall, 'Conta Avulsa Ipê');
  const key = await adminCall('POST', '/api/admin/ai-keys', { key: 'AIzaChaveDaMatriz0123456789' });
  expect(key.statusCode, key.body).toBe(201);
  // A preference the AI learned from each trainer's correction, for the preferences routes.
  const preferenceOf = { trainerA: '', trainerB: '', admin: '' };
  for (const [who, call, studentId] of [
    ['trainerA', caller(app, trainerA.cookie), a.id],
    ['trainerB', caller(app, trainerB.cookie), b.id],
    ['admin', adminCall, ofAdmin.id],
  ] as const) {
    const res = await call('POST', `/api/students/${studentId}/ai/corrections`, {
      suggestedExerciseId: 'leg-press-45',
      reason: 'não gosta',
    });
    expect(res.statusCode, res.body).toBe(200);
    preferenceOf[who] = res.json().preference.id;
  }
  const userId = (registered: { res: { json(): { user: { id: string } } } }) => registered.res.json().user.id;
  const claimOf = { trainerA: randomUUID(), trainerB: randomUUID(), admin: randomUUID() };
  for (const [who, trainerId, studentId] of [
    ['trainerA', userId(trainerA), a.id],
    ['trainerB', userId(trainerB), b.id],
    ['admin', userId(admin), ofAdmin.id],
  ] as const)
    await database.db.execute(
      sql`insert into payment_claims (id, student_id, personal_id, months, amount_cents, txid)
          values (${claimOf[who]}, ${studentId}, ${trainerId}, 1, 12000, ${`RFMATRIZ${who.toUpperCase()}`})`,
    );
  // A model of each trainer's library, named so that another tenant's answer showing it is caught.
  const templateOf = { trainerA: '', trainerB: '', admin: '' };
  for (const [who, call, name] of [
    ['trainerA', caller(app, trainerA.cookie), 'Modelo Alfa Quiririm'],
    ['trainerB', caller(app, trainerB.cookie), 'Modelo Beta Jabuticaba'],
    ['admin', adminCall, 'Modelo Admin Sabiá'],
  ] as const) {
    const res = await call('POST', '/api/templates', { ...templateBody(), name });
    expect(res.statusCode, res.body).toBe(201);
    templateOf[who] = res.json().id;
  }
  const assessmentOf = { trainerA: '', trainerB: '', admin: '' };
  for (const [who, call, studentId] of [
    ['trainerA', caller(app, trainerA.cookie), a.id],
    ['trainerB', caller(app, trainerB.cookie), b.id],
    ['admin', adminCall, ofAdmin.id],
  ] as const) {
    const res = await call('POST', `/api/students/${studentId}/assessments`, assessmentBody(ASSESSED_ON));
    expect(res.statusCode, res.body).toBe(201);
    assessmentOf[who] = res.json().id;
  }
  const anonymous: Caller = (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const markersOf = (
    trainer: { body: { name: string; email: string } },
    id: string,
    student: Awaited<ReturnType<typeof seedStudent>>,
  ) => [
    id,
    trainer.body.name,
    trainer.body.email,
    student.id,
    student.name,
    student.email,
    student.note,
    student.set,
  ];
  world = {
    app,
    database,
    call: {
      anonymous,
      studentA: a.call,
      studentB: b.call,
      trainerA: caller(app, trainerA.cookie),
      trainerB: caller(app, trainerB.cookie),
      admin: adminCall,
    },
    studentOf: { trainerA: a.id, trainerB: b.id, admin: ofAdmin.id },
    preferenceOf,
    claimOf,
    templateOf,
    assessmentOf,
    setOf: { studentA: a.set, studentB: b.set },
    keyId: key.json().id,
    spareUser: spare.id,
    markers: {
      trainerA: [...markersOf(trainerA, userId(trainerA), a), templateOf.trainerA, 'Modelo Alfa Quiririm'],
      trainerB: [...markersOf(trainerB, userId(trainerB), b), templateOf.trainerB, 'Modelo Beta Jabuticaba'],
      admin: [
        ...markersOf(admin, userId(admin), ofAdmin),
        templateOf.admin,
        'Modelo Admin Sabiá',
        spare.id,
        spare.email,
        'Conta Avulsa Ipê',
      ],
    },
  };
});

type Method = Parameters<Caller>[0];

async function send(who: Who, route: DeclaredRoute, url: string) {
  const key = `${route.method} ${route.url}`;
  const body = BODIES[key]?.(who) ?? (route.method === 'GET' ? undefined : {});
  return world.call[who](route.method as Method, QUERIES[key] ? `${url}?${QUERIES[key]}` : url, body);
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

/**
 * What a permitted caller with its own real ids may get other than a 2xx, keyed by route, each with
 * why. Keep it tiny: a route that throws, or refuses its owner, must fail the matrix.
 */
const OWN_REFUSALS: Record<string, { status: number; why: string }> = {};

/** A new 'Já paguei' of the tenant's student, waiting for the trainer. */
async function freshClaim(who: Who): Promise<string> {
  const id = randomUUID();
  await world.database.db.execute(
    sql`insert into payment_claims (id, student_id, personal_id, months, amount_cents, txid)
        select ${id}, s.id, s.personal_id, 1, 12000, ${`RF${id.slice(0, 8)}`}
        from students s where s.id = ${world.studentOf[trainerOf(who)]}`,
  );
  return id;
}

/** The student's trainer's price of one month, in centavos, as the service reads it. */
async function priceOfMonth(who: Who): Promise<number> {
  const studentId = world.studentOf[who === 'studentB' ? 'trainerB' : 'trainerA'];
  const { rows } = await world.database.db.execute<{ cents: number }>(
    sql`select round(case when p.settings ? 'planPrices' then (p.settings->'planPrices'->>'1')::numeric
                          else 120 end * 100)::int as cents
        from students s join personals p on p.id = s.personal_id where s.id = ${studentId}`,
  );
  return rows[0]!.cents;
}

/** A stream never ends: its HEAD answers with the headers the GET would get, after the same checks. */
const STREAMS = new Set(['GET /api/events']);

const samples = {
  date: today(),
  exerciseId: 'supino-reto-barra',
  byName: {
    password: STRONG_PASSWORD,
    newPassword: STRONG_PASSWORD,
    exerciseId: 'supino-reto-barra',
    endpoint: 'https://push.exemplo.com.br/matrix',
    // A rest ends in a minute (the app refuses one that would end in more than an hour).
    endsAt: () => new Date(Date.now() + 60_000).toISOString(),
  },
};

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** The `version` an edit of the caller's own row names: the current one, as its screen read it. */
async function currentVersion(who: Who, url: string): Promise<number | undefined> {
  const assessment = /^(\/api\/students\/[^/]+\/assessments)\/([^/?]+)/.exec(url);
  if (assessment) {
    const items = (await world.call[who]('GET', assessment[1]!)).json().items as {
      id: string;
      version: number;
    }[];
    return items.find((item) => item.id === assessment[2])?.version;
  }
  const student = /^\/api\/students\/([^/]+)/.exec(url)?.[1];
  if (student) return (await world.call[who]('GET', `/api/students/${student}`)).json().version;
  const template = /^\/api\/templates\/([^/]+)/.exec(url)?.[1];
  if (template) return (await world.call[who]('GET', `/api/templates/${template}`)).json().version;
  if (url.startsWith('/api/admin/users/')) {
    const page = await world.call[who]('GET', `/api/admin/users?q=${encodeURIComponent('Conta Avulsa')}`);
    return (page.json().items as { id: string; version: number }[]).find((u) => u.id === world.spareUser)
      ?.version;
  }
  return undefined;
}

/** Every filling of the path with the caller's own values (one per radar card, say). */
function ownUrls(url: string, who: Who): string[] {
  let urls = [url];
  for (const name of params(url)) {
    const kind = paramKind(url, name);
    const values = kind.every?.() ?? [kind.own(world, who)];
    urls = urls.flatMap((u) => values.map((value) => u.replace(`:${name}`, encodeURIComponent(value))));
  }
  return urls;
}

test('every permitted caller with its own ids gets an answer, and no answer holds another tenant', async () => {
  const doc = world.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  // Deletes last (an assessment before the student withdraws the consent that erases it, then a
  // student's own, a trainer's, and the student itself), so every other call finds its rows.
  const rank = (route: DeclaredRoute) =>
    route.method !== 'DELETE'
      ? 0
      : route.url.includes('/assessments/')
        ? 0.5
        : route.access !== 'public' && route.access !== 'signed-in' && route.access.includes('student')
          ? 1
          : route.url === '/api/students/:id'
            ? 3
            : 2;
  const routes = world.app.declaredRoutes
    .filter((route) => route.access !== 'public')
    .sort((a, b) => rank(a) - rank(b));
  const deviations: string[] = [];
  let answered = 0;
  let scanned = 0;
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const schema = operation?.requestBody?.content['application/json']?.schema;
    // The query a screen always sends (a calendar's from and to); the optional ones keep their defaults.
    const required = (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.required);
    for (const who of CALLERS) {
      if (who === 'anonymous' || !allows(route.access, who)) continue;
      // A correction sent earlier in this walk may have replaced the caller's preference: take the current one.
      if (route.url === '/api/profile/preferences/:id') {
        const items = (await world.call[who]('GET', '/api/profile/preferences')).json().items as {
          id: string;
        }[];
        if (items[0]) world.preferenceOf[trainerOf(who)] = items[0].id;
      }
      // A claim is decided once: each decision gets a fresh one of the caller's student.
      if (key === 'POST /api/payments/:id/reject') world.claimOf[trainerOf(who)] = await freshClaim(who);
      for (const url of ownUrls(route.url, who)) {
        const body = BODIES[key]?.(who) ?? (schema ? validValue(schema, samples) : undefined);
        // 'Já paguei' names the amount of the code, the trainer's price now (an earlier save may have moved it).
        if (key === 'POST /api/me/payments')
          (body as { amountCents: number }).amountCents = await priceOfMonth(who);
        if (body && typeof body === 'object' && 'version' in body)
          (body as { version: unknown }).version = (await currentVersion(who, url)) ?? 1;
        // An edit's version in the query (a delete) is the current one too.
        const queryValue = async (p: (typeof required)[number]) =>
          p.name === 'version' ? ((await currentVersion(who, url)) ?? 1) : validValue(p.schema, samples);
        const query = (
          await Promise.all(
            required.map(async (p) => `${p.name}=${encodeURIComponent(String(await queryValue(p)))}`),
          )
        ).join('&');
        const method = (STREAMS.has(key) ? 'HEAD' : route.method) as Method;
        const res = await world.call[who](method, query ? `${url}?${query}` : url, body);
        const label = `${who} ${route.method} ${url}`;
        if (res.statusCode >= 300 && res.statusCode !== OWN_REFUSALS[key]?.status)
          deviations.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else answered += 1;
        // The admin's own routes are the platform's: every login is theirs to see.
        if (Array.isArray(route.access) && route.access.every((role) => role === 'admin')) continue;
        const others = (Object.keys(world.markers) as Tenant[]).filter((t) => t !== tenantOf(who));
        const leaked = leaksIn(
          res.body,
          others.flatMap((t) => world.markers[t]),
        );
        if (leaked.length > 0) deviations.push(`${label} shows another tenant's ${leaked.join(', ')}`);
        scanned += 1;
      }
    }
  }
  expect(deviations).toEqual([]);
  expect(answered).toBeGreaterThan(60);
  expect(scanned).toBeGreaterThan(40);
});
