// Property-based fuzzing over the API description: for every operation of /api/docs/json, random
// and boundary path parameters, query strings and JSON bodies derived from its schemas, as anonymous, a
// partner (service centre) and the maker's administrator, on the database of the lane (PGlite, or
// PostgreSQL with DATABASE_URL). Fails on any 5xx and on any JSON answer that breaks the schema the
// description declares for its status. Bounded: FUZZ_RUNS cases per operation and caller (default 10, ~3,300
// requests); FUZZ_SEED replays a run (fast-check prints the seed and the shrunk case on a failure).
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query'; schema?: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};
type Case = { path: Record<string, string>; query: Record<string, string>; body: unknown };

const runs = Number(process.env.FUZZ_RUNS ?? 10);
// A fixed seed by default, so CI is reproducible (a red CI must mean a change broke something); FUZZ_SEED=random
// explores new cases locally, FUZZ_SEED=<n> replays one.
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Date.now() % 2 ** 31
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : 20261125;
const docId = 'https://poolside.test/openapi.json';

let ctx: TestContext;
let doc: Doc;
let ajv: Ajv2020;
const cookies: Record<string, string | undefined> = {};
const actors = {
  anonymous: undefined,
  partner: 'service@demo.test',
  admin: 'admin@demo.test',
} as const;

beforeAll(async () => {
  ctx = await createTestContext();
  const text = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  doc = JSON.parse(text.replaceAll('"#/components/', `"${docId}#/components/`));
  ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: docId, components: doc.components });
  for (const [actor, email] of Object.entries(actors))
    cookies[actor] = email ? await ctx.login(email) : undefined;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(doc.components.schemas[name] ?? {});
}

const nasty = [
  '',
  ' ',
  '0',
  '-1',
  'a'.repeat(301),
  '\u0000',
  '\uD800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '31/12/9999',
  '99999-01-01',
  '1e400',
  'null',
];
const numbers = [0, -1, 1, 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5, 1e21, 253402300800, 100_001];

/** Values for a JSON schema: mostly of its shape (with boundaries), sometimes anything. */
function arbitraryOf(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const typed = typedValueOf(schema, depth);
  return fc.oneof(
    { weight: 8, arbitrary: typed },
    { weight: 1, arbitrary: depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 }) },
  );
}

function typedValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => arbitraryOf(c, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom(...nasty));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 60;
      return fc.oneof(
        fc.string({ maxLength: Math.min(max, 80) }),
        fc.constantFrom(...nasty),
        fc.constant('x'.repeat(max + 1)),
      );
    }
    case 'integer':
    case 'number': {
      const bounds = [schema.minimum, schema.maximum]
        .filter((n): n is number => typeof n === 'number' && Math.abs(n) < 2 ** 53)
        .flatMap((n) => [n - 1, n, n + 1]);
      return fc.oneof(
        fc.integer({ min: -5, max: 100_000 }),
        fc.constantFrom(...numbers, ...bounds),
        fc.constantFrom(...nasty),
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, null));
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryOf(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const entries = Object.entries(schema.properties).map(
        ([k, v]) => [k, arbitraryOf(v, depth + 1)] as const,
      );
      // Required keys present most of the time, so the case gets past the first check to the service.
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys: schema.required ?? [] }),
        },
        { weight: 1, arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys: [] }) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function caseOf(op: Operation): fc.Arbitrary<Case> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc
          .oneof(
            arbitraryOf(p.schema ?? { type: 'string' }).map(textOf),
            fc.constantFrom(
              '1',
              '2',
              '0',
              '-1',
              '999999999',
              'abc',
              'x.svg',
              'SN100005',
              '1,2',
              'a'.repeat(300),
            ),
          )
          // An empty segment is another route's URL (`/api/users/` is the list), not this one's.
          .map((text) => text || ' '),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, arbitraryOf(p.schema ?? { type: 'string' }).map(textOf)]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined);
  return fc.record({ path, query, body });
}

/** A lone UTF-16 surrogate cannot go into a URL: it becomes the last code point before the surrogates. */
function wellFormed(value: string): string {
  try {
    encodeURIComponent(value);
    return value;
  } catch {
    return `${value.replace(/[\uD800-\uDFFF]/g, '')}\uD7FF`;
  }
}

function urlOf(template: string, c: Case): string {
  const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = c.path[name] ?? '1';
    // A wildcard keeps its slashes (a media key); other parameters are one segment.
    return name === 'path' ? encodeURI(wellFormed(value)) : encodeURIComponent(wellFormed(value));
  });
  const query = new URLSearchParams(c.query).toString();
  return query ? `${path}?${query}` : path;
}

function declaredSchema(op: Operation, status: number): JsonSchema | undefined {
  const response =
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  return response?.content?.['application/json']?.schema;
}

const validators = new Map<JsonSchema, ReturnType<Ajv2020['compile']>>();

async function check(actor: keyof typeof actors, method: string, template: string, op: Operation, c: Case) {
  const url = urlOf(template, c);
  // The login route could log the fuzzing session off: it is fuzzed without one.
  const cookie = template === '/api/login' ? undefined : cookies[actor];
  const res = await ctx.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
      origin: 'http://localhost:3000',
    },
    payload: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const where = `${actor} ${method.toUpperCase()} ${url} body=${JSON.stringify(c.body)?.slice(0, 300)}`;
  expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const schema = declaredSchema(op, res.statusCode);
  if (isJson && schema) {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    const answer = res.json();
    expect(validate(answer), `${where} → ${res.body.slice(0, 300)}: ${ajv.errorsText(validate.errors)}`).toBe(
      true,
    );
  }
  // A write that logged the caller off (a deactivated or changed own account): log in again.
  if (cookie && res.statusCode === 401 && actors[actor]) cookies[actor] = await ctx.login(actors[actor]);
}

describe(`fuzzing every operation of the API description (seed ${seed}, ${runs} runs each)`, () => {
  for (const actor of Object.keys(actors) as (keyof typeof actors)[]) {
    it(`as ${actor}: no 5xx, every answer within its declared schema`, async () => {
      let index = 0;
      const failures: string[] = [];
      for (const [template, operations] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(operations)) {
          index += 1;
          // Every operation is fuzzed; the failures are listed together (each with its replayable seed).
          await fc
            .assert(
              fc.asyncProperty(caseOf(op), (c) => check(actor, method, template, op, c)),
              { numRuns: runs, seed: seed + index, endOnFailure: true },
            )
            .catch((err: Error) =>
              failures.push(String(err.cause instanceof Error ? err.cause.message : err)),
            );
        }
      }
      expect(index).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
