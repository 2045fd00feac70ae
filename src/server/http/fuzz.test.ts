import { expect, test } from 'vitest';
import type { Access } from '#server/auth/access.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import {
  deeplyNested,
  hostileUrlValues,
  hostileValues,
  nodesOf,
  validValue,
  withNode,
  type JsonSchema,
} from '#server/testing/fuzz-values.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

/**
 * Every route that takes a body, a query or a path parameter, read from the OpenAPI document the app
 * builds from its own schemas (a route added later is fuzzed without a line here), gets hostile values
 * one field at a time, the rest valid, from a caller of a role it admits: no answer may be a 5xx, and
 * a refused request must leave every table as it was.
 */

const TODAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
const samples = { date: TODAY, exerciseId: 'supino-reto-barra' };

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

/** Tables a refused request leaves alone. The login throttle counts refused logins on purpose. */
const IGNORED_TABLES = new Set(['login_throttle', '__drizzle_migrations']);

test(
  'hostile input never gets a 5xx and a refused request changes no row',
  { timeout: 120_000 },
  async () => {
    const { app, database } = await testApp({ clock, rateLimitPerMinute: 1_000_000 });
    const {
      trainer,
      student,
      call: asStudent,
      cookie: studentCookie,
    } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
    });
    await asStudent('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
    // The first account of this database is the admin too (no ADMIN_EMAIL), so admin-only routes are reached.
    expect((await trainer.call('GET', '/api/session')).json().user.role).toBe('admin');
    // The student's own trainer for the trainers' routes, so a real student id reaches the service.
    const cookieFor = (access: Access) =>
      access === 'public'
        ? undefined
        : access !== 'signed-in' && access.includes('student')
          ? studentCookie
          : trainer.cookie;

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
    const declared = app.declaredRoutes.filter((route) => route.url !== '/api/openapi.json');
    const pathParamValue = (url: string, name: string, schema: JsonSchema) =>
      url.startsWith('/api/students/') && name === 'id' ? student.id : String(validValue(schema, samples));

    const failures: string[] = [];
    let probes = 0;
    let fuzzedRoutes = 0;
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
          .map((p) => [p.name, encodeURIComponent(pathParamValue(route.url, p.name, p.schema))]),
      );
      const queryValues = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, encodeURIComponent(String(validValue(p.schema, samples)))]),
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
      const validBody = bodySchema ? validValue(bodySchema, samples) : undefined;
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
      for (const probe of list) {
        probes += 1;
        const res = await app.inject({
          method: route.method as 'GET',
          url: probe.url,
          headers: {
            ...(cookie ? { cookie } : {}),
            origin: 'http://localhost:3000',
            ...(probe.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        const where = `${route.method} ${route.url} ${probe.label}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
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
    expect(fuzzedRoutes).toBeGreaterThanOrEqual(20);
    expect(probes).toBeGreaterThan(1000);
  },
);
