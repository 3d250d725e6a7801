// A small typed client over the generated description (generated/api.ts, written by `npm run api:generate`,
// committed; the web's own client is typed from it too): what an integrator gets from openapi-typescript. CI
// compiles it with the repository's tsc, so a description that no longer generates a usable client fails.
import type { components, operations, paths } from '../generated/api.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> =
  NonNullable<paths[P][M]> extends {
    responses: infer R;
  }
    ? NonNullable<paths[P][M]> & { responses: R }
    : never;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Answer<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : unknown;

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type RmaLine = components['schemas']['RmaLine'];

/** Calls one operation with a session cookie or an API key; the answer is typed from the description. */
export async function call<P extends keyof paths, M extends Method>(
  baseUrl: string,
  method: M,
  path: P,
  options: { apiKey?: string; cookie?: string; body?: JsonBody<Operation<P, M>>; pathValues?: string[] } = {},
): Promise<Answer<Operation<P, M>> | ErrorEnvelope> {
  let url = String(path);
  for (const value of options.pathValues ?? []) url = url.replace(/\{[^}]+\}/, encodeURIComponent(value));
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(url, baseUrl), {
    method: method.toUpperCase(),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await res.json()) as Answer<Operation<P, M>> | ErrorEnvelope;
}

/** Compile-time checks that the description keeps the shapes integrators rely on. */
export async function examples(baseUrl: string, apiKey: string) {
  const line = await call(baseUrl, 'get', '/api/rma/line/{id}', { apiKey, pathValues: ['1'] });
  if (line.status) {
    const data: RmaLine = line.data;
    void data.id;
  } else {
    const code: number = line.code;
    void code;
  }
  const health = await call(baseUrl, 'get', '/api/health');
  void health.status;
  const loginId: keyof operations = 'postLogin';
  return loginId;
}
