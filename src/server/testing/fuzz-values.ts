import { randomUUID } from 'node:crypto';

/** The part of JSON Schema the routes' OpenAPI document uses (zod's output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
}

export interface Samples {
  /** A date every write accepts (the app's today). */
  date: string;
  /** An exercise of the catalogue. */
  exerciseId: string;
  /**
   * Real values for fields the schema cannot describe (a password the rules accept, a video link that
   * opens), by field name: what a valid request needs to reach the service and succeed there. A function
   * is asked with the field's schema each time; `undefined` from it leaves the field to the schema.
   */
  byName?: Record<string, unknown>;
}

/** Strings tried, in order, for a field with a pattern; the first that matches is used. */
function patternCandidates(samples: Samples): string[] {
  return [samples.date, samples.exerciseId, '3', '11912345678', 'abc-123', 'a', '1', '07:30'];
}

let emails = 0;

/** A value the schema accepts, with every optional field present, so each one can be made hostile. */
export function validValue(schema: JsonSchema, samples: Samples, name?: string): unknown {
  const named = name !== undefined && samples.byName && Object.hasOwn(samples.byName, name);
  const sample = named ? samples.byName![name!] : undefined;
  const value = typeof sample === 'function' ? (sample as (s: JsonSchema) => unknown)(schema) : sample;
  if (value !== undefined) return value;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return validValue(option, samples);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value, samples, key)]),
      );
    case 'array':
      return schema.items ? [validValue(schema.items, samples)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string':
      return validString(schema, samples);
    default:
      return null;
  }
}

function validString(schema: JsonSchema, samples: Samples): string {
  if (schema.format === 'date-time') return `${samples.date}T12:00:00.000Z`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'uri') return 'https://exemplo.com.br/arquivo';
  if (schema.format === 'email') return `fuzz.${Date.now().toString(36)}.${(emails += 1)}@exemplo.com.br`;
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = patternCandidates(samples).find((value) => pattern.test(value) && fits(value));
    if (found === undefined) throw new Error(`fuzz: no sample matches /${schema.pattern}/; add one`);
    return found;
  }
  return 'Texto'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 5);
}

/** Where a hostile value goes: a path into the body, e.g. ['plan', 0, 'blocks', 0, 'rest']. */
export type FieldPath = (string | number)[];

/** Every node of a value (objects, arrays and leaves), each with its path; the root is []. */
export function nodesOf(value: unknown, path: FieldPath = []): { path: FieldPath; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, i) => nodesOf(item, [...path, i]))];
  if (value && typeof value === 'object')
    return [here, ...Object.entries(value).flatMap(([key, item]) => nodesOf(item, [...path, key]))];
  return [here];
}

/** A copy of `value` with the node at `path` replaced (`undefined` as replacement adds a field). */
export function withNode(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
/** About 90 KB: under the body limit, far over any field's maximum. */
const LONG = 'x'.repeat(90_000);

/** Hostile values for one field, chosen by what the field holds. */
export function hostileValues(valid: unknown): unknown[] {
  const wrongTypes = [null, [], {}];
  if (typeof valid === 'string') {
    const dates = DATE_LIKE.test(valid)
      ? valid.includes('T')
        ? [
            '0000-01-01T00:00:00Z',
            '10000-01-01T00:00:00Z',
            '9999-12-31T23:59:59+14:00',
            '2025-02-30T00:00:00Z',
          ]
        : ['0000-01-01', '10000-01-01', '9999-12-31', '2025-02-30']
      : [];
    return [`a\u0000b`, '\u0000', 'x\ud800', '\udc00', LONG, '', ' ', 42, ...dates, ...wrongTypes];
  }
  if (typeof valid === 'number')
    return [1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -1, 0.5, '1', true, ...wrongTypes];
  if (typeof valid === 'boolean') return ['true', 0, ...wrongTypes];
  if (Array.isArray(valid)) return ['x', 1, {}, null, Array(200).fill(valid[0] ?? 1)];
  if (valid && typeof valid === 'object') return ['x', 1, [], null, { ...valid, campoDesconhecido: 1 }];
  return ['x', 1];
}

/** A JSON text nested `depth` levels deep (arrays), small enough to pass the body limit. */
export function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Hostile texts for one query or path parameter, already written as they travel in a URL. */
export function hostileUrlValues(valid: string): string[] {
  const dates = DATE_LIKE.test(valid) ? ['0000-01-01', '10000-01-01', '9999-12-31', '2025-02-30'] : [];
  return [
    '%00',
    `a%00b`,
    // A lone surrogate (U+D800) as UTF-8 would write it, and an overlong '.'.
    '%ED%A0%80',
    '%C0%AE',
    'x'.repeat(1_048_576),
    '',
    '%20',
    '..%2F..%2Fetc',
    '-1',
    '1e400',
    '__proto__',
    ...dates,
  ];
}
