import { randomUUID } from 'node:crypto';
import { expect, onTestFinished, test } from 'vitest';
import type { Access } from '#server/auth/access.ts';
import { loggerOptions } from '#server/http/logger.ts';
import { STRONG_PASSWORD, testApp } from '#server/testing/test-app.ts';
import { startFakeGemini } from '#server/ai/testing/fake-gemini.ts';
import { logSet, setBody, signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { addStudent } from '#server/testing/trainer.ts';
import {
  deeplyNested,
  hostileUrlValues,
  hostileValues,
  nodesOf,
  validValue,
  withNode,
  type JsonSchema,
} from '#server/testing/fuzz-values.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

/**
 * Every route that takes a body, a query or a path parameter, read from the OpenAPI document the app
 * builds from its own schemas (a route added later is fuzzed without a line here), first gets a valid
 * request with real ids, which must succeed, then hostile values one field at a time, the rest valid,
 * from a caller of a role it admits: no answer may be a 5xx, no hostile value may reach PostgreSQL and
 * be refused there (SQLSTATE class 22: the contract let it through), and a refused request must leave
 * every table as it was.
 */

const TODAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
let slugs = 0;
const samples = {
  date: TODAY,
  exerciseId: 'supino-reto-barra',
  byName: {
    password: STRONG_PASSWORD,
    newPassword: STRONG_PASSWORD,
    exerciseId: 'supino-reto-barra',
    suggestedExerciseId: 'remada-curvada-barra',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    // A push service's address (decision 044): https, never contacted by a subscription's save.
    endpoint: 'https://push.exemplo.com.br/fuzz',
    // The AI plan on a day the student said they can train.
    split: { 'Segunda-feira': ['Peito'] },
    // A new exercise's id (a slug) is new each time: the catalogue refuses an id twice.
    id: (schema: JsonSchema) => (schema.pattern?.includes('a-z0-9') ? `fuzz-${(slugs += 1)}` : undefined),
  } as Record<string, unknown>,
};

interface Operation {
  method: string;
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}

interface Probe {
  label: string;
  url: string;
  payload?: string;
}

/**
 * Valid requests that may answer other than 2xx, keyed by route, each with why. Keep it tiny: a route
 * that refuses everything must not pass.
 */
const VALID_REFUSALS: Record<string, { status: number; why: string }> = {};

/**
 * Tables a refused request may change: the login throttle counts refused logins on purpose, and the
 * rate limit counts every request (decision 048).
 */
const IGNORED_TABLES = new Set(['login_throttle', 'rate_limit_hits', '__drizzle_migrations']);

test(
  'the valid request succeeds; hostile input never gets a 5xx, never reaches SQL, and a refused request changes no row',
  { timeout: 120_000 },
  async () => {
    // The app's own log settings at 'warn': the error handler says there when PostgreSQL refused a value.
    const warnings: { sqlState?: string }[] = [];
    const logger = loggerOptions('warn', { write: (line) => void warnings.push(JSON.parse(line)) });
    // The local coach answers the AI routes; the admin's key is checked against a fake Gemini, never the network.
    const gemini = await startFakeGemini();
    onTestFinished(() => gemini.close());
    const ai = { provider: 'local' as const, geminiBaseUrl: gemini.baseUrl };
    const { app, database } = await testApp({ clock, rateLimitPerMinute: 1_000_000, logger, ai });
    const dataExceptions = () => warnings.filter((line) => line.sqlState?.startsWith('22')).length;
    const {
      trainer,
      student,
      call: asStudent,
      cookie: studentCookie,
    } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
    });
    await submitAnamnesis(asStudent, {
      specificGoal: 'Melhora da saúde / qualidade de vida',
      availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    });
    // The first account of this database is the admin too (no ADMIN_EMAIL), so admin-only routes are reached.
    expect((await trainer.call('GET', '/api/session')).json().user.role).toBe('admin');
    // The student's own trainer for the trainers' routes, so a real student id reaches the service.
    const cookieFor = (access: Access) =>
      access === 'public'
        ? undefined
        : access !== 'signed-in' && access.includes('student')
          ? studentCookie
          : trainer.cookie;
    // Real ids for every kind of parameter; the deletes get their own rows, so every other route keeps its.
    const setId = randomUUID();
    expect((await logSet(asStudent, setId, setBody(TODAY))).statusCode).toBe(201);
    const key = await trainer.call('POST', '/api/admin/ai-keys', { key: 'AIzaChaveDoFuzz0123456789' });
    expect(key.statusCode, key.body).toBe(201);
    const keyId = (key.json() as { id: string }).id;
    const spareStudent = await addStudent(trainer.call, 'Aluno Para Excluir');
    const spareUser = await addStudent(trainer.call, 'Conta Para Excluir');
    const otherUser = await addStudent(trainer.call, 'Conta Para Editar');
    const correction = await trainer.call('POST', `/api/students/${student.id}/ai/corrections`, {
      suggestedExerciseId: 'leg-press-45',
      reason: 'não gosta',
    });
    expect(correction.statusCode, correction.body).toBe(200);
    const preferenceId = (correction.json() as { preference: { id: string } }).preference.id;
    // A PIX key, so the student's code is made; a claim of the student's for each decision route.
    const pix = { keyType: 'email', key: 'ana@exemplo.com', receiverName: 'Ana', receiverCity: 'Recife' };
    expect((await trainer.call('PUT', '/api/profile/pix', { pix })).statusCode).toBe(200);
    const claimIds: string[] = [];
    for (const txid of ['RFFUZZCLAIMA', 'RFFUZZCLAIMB']) {
      const claim = await asStudent('POST', '/api/me/payments', { months: 1, amountCents: 12000, txid });
      expect(claim.statusCode, claim.body).toBe(201);
      claimIds.push((claim.json() as { id: string }).id);
    }
    // A model of the trainer's plan library, and another for the delete.
    const newTemplate = async (name: string) => {
      const res = await trainer.call('POST', '/api/templates', {
        name,
        level: 'iniciante',
        goal: 'Condicionamento físico',
        days: 1,
        plan: buildPlan(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const templateId = await newTemplate('Modelo do Fuzz');
    const spareTemplateId = await newTemplate('Modelo Para Excluir');
    // Applying a model names the trainer's real student (and places the model's one day for them).
    samples.byName.studentIds = [student.id];
    samples.byName.studentId = student.id;
    // An assessment to edit, and one of the spare student for the delete (its version stays 1).
    const assessed = (date: string) => ({
      date,
      sex: 'Feminino',
      age: 34,
      weightKg: 64.5,
      heightCm: 165,
      restingHeartRate: 60,
      bloodPressure: { systolic: 118, diastolic: 76 },
      circumferences: { cintura: 72, quadril: 98 },
      skinfolds: { triceps: 18, suprailiaca: 14, coxa: 25 },
      protocol: 'jp3',
      notes: 'medida pela manhã',
    });
    const assessment = await trainer.call(
      'POST',
      `/api/students/${student.id}/assessments`,
      assessed('2026-10-01'),
    );
    expect(assessment.statusCode, assessment.body).toBe(201);
    const assessmentId = (assessment.json() as { id: string }).id;
    const spareAssessment = await database.pool.query<{ id: string }>(
      `insert into assessments (student_id, date, sex, age, weight_kg, height_cm)
       values ($1, '2026-10-02', 'Feminino', 30, 60, 165) returning id`,
      [spareStudent.id],
    );
    const spareAssessmentId = spareAssessment.rows[0]!.id;
    /** A body only real data makes valid: the schema cannot know an account's password. */
    const VALID_BODIES: Record<string, unknown> = {
      'POST /api/session': { email: student.email, password: STRONG_PASSWORD },
      // The bank's rules (check digits, lengths) and the trainer's price are not in the JSON schema.
      'PUT /api/profile/pix': { pix },
      'POST /api/me/payments': { months: 1, amountCents: 12000, txid: 'RFFUZZVALID' },
      // The protocol's folds and a pressure in order: rules across fields the JSON schema cannot say.
      'POST /api/students/:id/assessments': assessed('2026-11-01'),
      get 'PUT /api/students/:id/assessments/:assessmentId'() {
        return { ...assessed('2026-10-01'), version: samples.byName.version };
      },
    };
    /** The `version` an edit must name: the row's current one, read as the screen that edits it would. */
    const currentVersion = async (url: string): Promise<number | undefined> => {
      if (url.startsWith('/api/templates/:id'))
        return (await trainer.call('GET', `/api/templates/${templateId}`)).json().version;
      if (url.startsWith('/api/students/:id/assessments/:assessmentId')) {
        const list = await trainer.call('GET', `/api/students/${student.id}/assessments`);
        return (list.json().items as { id: string; version: number }[]).find((a) => a.id === assessmentId)
          ?.version;
      }
      if (url.startsWith('/api/students/:id'))
        return (await trainer.call('GET', `/api/students/${student.id}`)).json().version;
      if (url.startsWith('/api/admin/users/:id')) {
        const page = await trainer.call('GET', `/api/admin/users?q=${encodeURIComponent(otherUser.email)}`);
        return (page.json().items as { id: string; version: number }[]).find((u) => u.id === otherUser.id)
          ?.version;
      }
      return undefined;
    };
    /** Keyed by the segment before the parameter and the parameter (or the parameter alone). */
    const REAL_PARAMS: Record<string, (method: string) => string> = {
      'students/:id': (method) => (method === 'DELETE' ? spareStudent.id : student.id),
      'users/:id': (method) => (method === 'DELETE' ? spareUser.id : otherUser.id),
      'ai-keys/:id': () => keyId,
      'assessments/:assessmentId': (method) => (method === 'DELETE' ? spareAssessmentId : assessmentId),
      // The spare assessment's version, never edited.
      ':version': () => '1',
      'sets/:id': () => setId,
      'preferences/:id': () => preferenceId,
      // Each decision route decides a claim of its own (a decided claim answers 409).
      'payments/:id': () => claimIds.shift() ?? randomUUID(),
      'templates/:id': (method) => (method === 'DELETE' ? spareTemplateId : templateId),
      'exercises/:id': () => samples.exerciseId,
      ':date': () => TODAY,
      // A student's account has no students to hand over; the admin would take them.
      ':moveTo': () => trainer.id,
    };
    const realValue = (method: string, url: string, name: string, schema: JsonSchema): string => {
      const segments = url.split('/');
      const before = segments[segments.indexOf(`:${name}`) - 1];
      const fill = REAL_PARAMS[`${before}/:${name}`] ?? REAL_PARAMS[`:${name}`];
      if (fill) return fill(method);
      // An enum (a radar card, a filter) or a free text is real as the schema writes it; an id is not.
      if (schema.enum || schema.const !== undefined || !/id$/i.test(name))
        return String(validValue(schema, samples));
      throw new Error(`${method} ${url}: no real value for :${name}; add its kind to REAL_PARAMS`);
    };

    const tables = (
      await database.pool.query<{ name: string }>(
        `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows
      .map((row) => row.name)
      .filter((name) => !IGNORED_TABLES.has(name));
    const checksumSql = tables
      .map((name) => `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t`)
      .join(' union all ');
    const checksum = async () =>
      (await database.pool.query<{ md5: string }>(checksumSql)).rows.map((row) => row.md5).join();
    // The next transaction id moves only when something wrote: the tables are summed only then.
    const nextXid = async () =>
      (await database.pool.query<{ xid: string }>('select pg_snapshot_xmax(pg_current_snapshot()) as xid'))
        .rows[0]!.xid;
    let lastXid = await nextXid();
    let lastSum = await checksum();

    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    // The student's own routes first: a trainer's valid edit may set the student a new password, which
    // ends the student's sessions (decision 035). Deletes last, so the rows the other routes use are
    // still there (an assessment's before its student's).
    const rank = (route: { method: string; url: string; access: Access }) =>
      (cookieFor(route.access) === studentCookie ? 0 : 2) +
      (route.method !== 'DELETE' ? 0 : route.url.includes('/assessments/') ? 0.5 : 1);
    const declared = app.declaredRoutes
      .filter((route) => route.url !== '/api/openapi.json')
      .sort((a, b) => rank(a) - rank(b));

    const failures: string[] = [];
    let probes = 0;
    let fuzzedRoutes = 0;
    let validOk = 0;
    for (const route of declared) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is missing from the OpenAPI document`).toBeDefined();
      const parameters = operation!.parameters ?? [];
      const bodySchema = operation!.requestBody?.content['application/json']?.schema;
      if (parameters.length === 0 && !bodySchema) continue;
      fuzzedRoutes += 1;

      const pathValues = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, encodeURIComponent(realValue(route.method, route.url, p.name, p.schema))]),
      );
      const queryValues = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, encodeURIComponent(realValue(route.method, `:${p.name}`, p.name, p.schema))]),
      );
      const urlWith = (path: Record<string, string>, query: Record<string, string> | string) => {
        const filled = route.url.replace(/:(\w+)/g, (_, name: string) => path[name]!);
        const search =
          typeof query === 'string'
            ? query
            : Object.entries(query)
                .map(([key, value]) => `${key}=${value}`)
                .join('&');
        return search ? `${filled}?${search}` : filled;
      };
      const validUrl = urlWith(pathValues, queryValues);
      samples.byName.version = (await currentVersion(route.url)) ?? 1;
      const validBody =
        VALID_BODIES[`${route.method} ${route.url}`] ??
        (bodySchema ? validValue(bodySchema, samples) : undefined);
      const validPayload = validBody === undefined ? undefined : JSON.stringify(validBody);

      const list: Probe[] = [];
      for (const name of Object.keys(pathValues))
        for (const hostile of hostileUrlValues(decodeURIComponent(pathValues[name]!)))
          list.push({
            label: `path ${name}=${hostile.slice(0, 20)}`,
            url: urlWith({ ...pathValues, [name]: hostile }, queryValues),
            payload: validPayload,
          });
      for (const name of Object.keys(queryValues)) {
        for (const hostile of hostileUrlValues(decodeURIComponent(queryValues[name]!)))
          list.push({
            label: `query ${name}=${hostile.slice(0, 20)}`,
            url: urlWith(pathValues, { ...queryValues, [name]: hostile }),
            payload: validPayload,
          });
        const others = Object.entries(queryValues).filter(([key]) => key !== name);
        const rest = others.map(([key, value]) => `&${key}=${value}`).join('');
        list.push({ label: `query ${name} twice`, url: urlWith(pathValues, `${name}=a&${name}=b${rest}`) });
        list.push({ label: `query ${name} as object`, url: urlWith(pathValues, `${name}[a]=1${rest}`) });
      }
      if (parameters.some((p) => p.in === 'query'))
        list.push({ label: 'unknown query field', url: `${validUrl}&campoDesconhecido=1` });
      if (validBody !== undefined) {
        for (const node of nodesOf(validBody))
          for (const hostile of hostileValues(node.value))
            list.push({
              label: `body ${node.path.join('.') || '(root)'}=${JSON.stringify(hostile)?.slice(0, 30)}`,
              url: validUrl,
              payload: JSON.stringify(withNode(validBody, node.path, hostile)),
            });
        const withoutBraces = validPayload!.slice(1, -1);
        const more = withoutBraces ? `,${withoutBraces}` : '';
        list.push(
          { label: 'body 1 MB', url: validUrl, payload: JSON.stringify({ x: 'x'.repeat(1_048_576) }) },
          { label: 'body deeply nested', url: validUrl, payload: deeplyNested(20_000) },
          { label: 'body __proto__', url: validUrl, payload: `{"__proto__":{"role":"admin"}${more}}` },
          {
            label: 'body constructor.prototype',
            url: validUrl,
            payload: `{"constructor":{"prototype":{"role":"admin"}}${more}}`,
          },
          { label: 'body not JSON', url: validUrl, payload: '{"a":' },
          { label: 'body JSON null', url: validUrl, payload: 'null' },
        );
      }

      const cookie = cookieFor(route.access);
      const send = (url: string, payload: string | undefined) =>
        app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...(cookie ? { cookie } : {}),
            origin: 'http://localhost:3000',
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
      // The valid request first: a route that refuses everything would pass every probe below.
      const valid = await send(validUrl, validPayload);
      const known = VALID_REFUSALS[`${route.method} ${route.url}`];
      if (valid.statusCode >= 300 && valid.statusCode !== known?.status)
        failures.push(
          `${route.method} ${route.url} valid request: ${valid.statusCode} ${valid.body.slice(0, 160)}`,
        );
      else validOk += 1;
      lastXid = await nextXid();
      lastSum = await checksum();
      for (const probe of list) {
        probes += 1;
        const before = dataExceptions();
        const res = await send(probe.url, probe.payload);
        const where = `${route.method} ${route.url} ${probe.label}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (dataExceptions() > before)
          failures.push(`${where}: reached SQL and was refused there (class 22)`);
        const xid = await nextXid();
        if (xid !== lastXid) {
          const sum = await checksum();
          if (res.statusCode >= 400 && sum !== lastSum)
            failures.push(`${where}: refused (${res.statusCode}) but rows changed`);
          lastSum = sum;
          lastXid = xid;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(dataExceptions()).toBe(0);
    expect(validOk).toBeGreaterThanOrEqual(fuzzedRoutes - Object.keys(VALID_REFUSALS).length);
    expect(fuzzedRoutes).toBeGreaterThanOrEqual(20);
    expect(probes).toBeGreaterThan(1000);
  },
);
