import type { OpenAPIV3 } from 'openapi-types';

/**
 * Bad inputs for one OpenAPI operation, generated from its schema: the values a careless client or
 * an attacker sends (wrong types, missing and extra fields, huge strings, deep nesting, unicode,
 * NaN/Infinity/1e309, invalid JSON, wrong content types, path-traversal ids). Deterministic for a
 * seed, so a failure names a case that can be replayed.
 */
export interface FuzzCase {
  label: string;
  url: string;
  contentType?: string;
  payload?: string;
}

export interface FuzzOperation {
  method: string;
  path: string;
  operation: OpenAPIV3.OperationObject;
}

type Schema = OpenAPIV3.SchemaObject;
type Components = Record<string, Schema | OpenAPIV3.ReferenceObject>;

/** mulberry32: a small seeded generator, so every run sends the same cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Values of every wrong kind, put where a field, a whole body or a query value belongs. */
export const NASTY_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  -9_223_372_036_854_775_808,
  1e308,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\uD800',
  '🦄'.repeat(500),
  '\u202Eevil\u202C',
  'Ω≈ç√∫˜µ≤≥÷ 田中さん ﷽',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  "' OR 1=1 --",
  '{"$ne":null}',
  '2026-13-45T99:99:99Z',
  'NaN',
  'Infinity',
  '1e309',
  [],
  {},
  [[[[]]]],
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  deep(40),
  Array.from({ length: 2000 }, (_, i) => i),
];

/** JSON texts no JSON serialiser writes, or that stretch the parser. */
export const RAW_BODIES: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '{"a":1e309}',
  '{"a":-1e309,"b":1e-400}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{',
  '{"a":',
  '[1,2,',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '"just a string"',
  '12345',
  'null',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
];

/** Bodies in types the API does not take, or malformed in the ones it does. */
export const WRONG_TYPED_BODIES: ReadonlyArray<readonly [string, string]> = [
  ['text/plain', 'hello'],
  [
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['multipart/form-data', '--x\r\n\r\n--x--'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz'],
  ['application/x-www-form-urlencoded', 'a[b][c][d][e][f][g][h]=1&a[0]=x&%E0%A4%A=1&__proto__[x]=1'],
  ['application/x-www-form-urlencoded', Array.from({ length: 3000 }, (_, i) => `k${i}=v`).join('&')],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
  ['application/json', ''],
  ['image/png', '\u0089PNG'],
];

/** What goes where an id belongs in a path: traversal, encodings, sizes and kinds ids never have. */
export const NASTY_PATH_IDS: readonly string[] = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....%2F%2F....%2F%2Fetc',
  '%00',
  '%',
  '%ZZ',
  '%C0%AE%C0%AE',
  encodeURIComponent('\u202Egnp.exe'),
  encodeURIComponent('田中'),
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(3000),
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  encodeURIComponent("' OR 1=1 --"),
  '%252e%252e%252f',
];

function resolve(schema: Schema | OpenAPIV3.ReferenceObject | undefined, components: Components): Schema {
  let current = schema;
  for (let hops = 0; current && '$ref' in current && hops < 10; hops += 1) {
    current = components[current.$ref.replace('#/components/schemas/', '')];
  }
  return (current as Schema | undefined) ?? {};
}

/** A value the schema would accept as far as a simple reading of it goes. */
export function plausibleValue(
  input: Schema | OpenAPIV3.ReferenceObject | undefined,
  components: Components,
  depth = 0,
): unknown {
  const schema = resolve(input, components);
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length) return plausibleValue(options[0], components, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  if (depth > 8) return null;
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = plausibleValue(property, components, depth + 1);
      }
      return value;
    }
    case 'array':
      return [plausibleValue((schema as OpenAPIV3.ArraySchemaObject).items, components, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return schema.nullable ? null : 'x';
  }
}

function bodySchema(operation: OpenAPIV3.OperationObject): Schema | OpenAPIV3.ReferenceObject | undefined {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return body?.content['application/json']?.schema;
}

function parameters(
  operation: OpenAPIV3.OperationObject,
  where: 'path' | 'query',
): OpenAPIV3.ParameterObject[] {
  return ((operation.parameters ?? []) as OpenAPIV3.ParameterObject[]).filter((p) => p.in === where);
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function asQueryValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The cases for one operation: `count` of them, each a different kind of bad input in turn. */
export function fuzzCases(
  op: FuzzOperation,
  components: Components,
  count: number,
  seed: number,
): FuzzCase[] {
  const random = seededRandom(seed);
  const schema = resolve(bodySchema(op.operation), components);
  const plausible = plausibleValue(schema, components);
  const fields = Object.keys(schema.properties ?? {});
  const pathParams = parameters(op.operation, 'path');
  const queryParams = parameters(op.operation, 'query');
  const takesBody = op.method !== 'get' && op.method !== 'delete';

  const urlWith = (idOf: () => string, query: Record<string, string> = {}) => {
    let url = op.path;
    for (const p of pathParams) url = url.replace(`{${p.name}}`, idOf());
    const search = new URLSearchParams(query).toString();
    return search ? `${url}?${search}` : url;
  };
  const plainId = () => `x${Math.floor(random() * 1e9).toString(36)}`;
  const withField = (value: unknown): unknown => {
    if (!fields.length || typeof plausible !== 'object' || plausible === null) return value;
    return { ...(plausible as object), [pick(random, fields)]: value };
  };
  const json = (label: string, body: unknown, idOf = plainId): FuzzCase => ({
    label,
    url: urlWith(idOf),
    ...(takesBody && { contentType: 'application/json', payload: JSON.stringify(body) ?? 'null' }),
  });

  const kinds: Array<(i: number) => FuzzCase> = [
    () => json('a plausible body, traversal id', plausible, () => pick(random, NASTY_PATH_IDS)),
    () => json('a wrong-typed field', withField(pick(random, NASTY_VALUES))),
    () => {
      const body = { ...(plausible as object) } as Record<string, unknown>;
      if (fields.length) delete body[pick(random, fields)];
      return json('a missing field', body);
    },
    () =>
      json('extra fields', { ...(plausible as object), extra: 1, __proto__x: {}, ['x'.repeat(300)]: 'y' }),
    () => json('a huge string', withField('x'.repeat(200_000 + Math.floor(random() * 1000)))),
    () => json('deep nesting', withField(deep(10 + Math.floor(random() * 120)))),
    () =>
      json(
        'unicode',
        withField(
          pick(random, ['\uD800\uDC00\uDFFF', '\u0000\u001F', '﷽'.repeat(300), 'e\u0301'.repeat(999)]),
        ),
      ),
    () => ({
      label: 'NaN/Infinity/1e309 in JSON text',
      url: urlWith(plainId),
      contentType: 'application/json',
      payload: `{${fields.map((f) => `"${f}":${pick(random, ['1e309', '-1e309', 'NaN', 'Infinity', '1e-400', '-0'])}`).join(',')}}`,
    }),
    () => ({
      label: 'invalid JSON',
      url: urlWith(plainId),
      contentType: 'application/json',
      payload: pick(random, RAW_BODIES),
    }),
    () => {
      const [contentType, payload] = pick(random, WRONG_TYPED_BODIES);
      return { label: `a ${contentType} body`, url: urlWith(plainId), contentType, payload };
    },
    () => {
      const query: Record<string, string> = {};
      for (const p of queryParams) query[p.name] = asQueryValue(pick(random, NASTY_VALUES)).slice(0, 5000);
      query[pick(random, ['format', 'cursor', 'limit', 'a[b][c]', '__proto__[x]'])] = asQueryValue(
        pick(random, NASTY_VALUES),
      ).slice(0, 5000);
      return { label: 'nasty query values', url: urlWith(plainId, query) };
    },
    () => json('a whole body of the wrong kind', pick(random, NASTY_VALUES)),
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(i));
}
