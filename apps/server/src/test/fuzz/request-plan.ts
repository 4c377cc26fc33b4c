import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { multipartBody, type TestFile } from '../multipart.js';
import { HAND_READ_BODIES } from './form-schemas.js';
import { hostileKey, hostileText, hostileValue } from './hostile.js';
import { arbitraryFor, type KnownValues } from './schema-arbitrary.js';
import type { AnySchema } from './schema-walk.js';

export const ACTORS = ['anonymous', 'user', 'other', 'admin', 'forged'] as const;
export type Actor = (typeof ACTORS)[number];

/** One route and method of the app, with the schemas it declares for each part of a request. */
export interface FuzzRoute {
  method: HTTPMethods;
  url: string;
  key: string;
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes to fuzz, read from the app itself: every POST, PUT, PATCH and DELETE, and every GET
 * for its query (HEAD answers as GET does; OPTIONS is the CORS preflight).
 */
export function fuzzRoutesOf(routes: readonly RouteOptions[]): FuzzRoute[] {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, AnySchema | undefined>;
    return [route.method]
      .flat()
      .filter((method) => method === 'GET' || MUTATIONS.has(method))
      .map((method) => {
        const key = `${method} ${route.url}`;
        return {
          method,
          url: route.url,
          key,
          body: schema.body ?? HAND_READ_BODIES[key],
          query: schema.querystring,
          params: schema.params,
        };
      });
  });
}

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; value: unknown; files: TestFile[] }
  | { kind: 'raw'; contentType: string; text: string };

export interface RequestPlan {
  actor: Actor;
  path: string;
  query: string;
  body: BodyPlan;
}

/** encodeURIComponent, except that a lone surrogate goes as the bytes a broken encoder sends. */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A query string from a generated object: arrays repeat their key, objects go as JSON. */
function queryOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return encode(asText(value));
  return Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map((one) => `${encode(key)}=${encode(asText(one))}`),
    )
    .join('&');
}

// Queries no object encodes: bad escapes, a bad UTF-8 sequence, repeated and bracketed keys.
const RAW_QUERIES = [
  'search=%00',
  'search=%ED%A0%80',
  'search=%E0%A4%A',
  'page=%ZZ',
  'page=1&page=2',
  'limit=-1&limit=٣',
  '__proto__[role]=ADMIN',
  'constructor[prototype][x]=1',
  'mainCategory[]=vehicles',
  '&&&==&',
  `search=${'x'.repeat(8_000)}`,
] as const;

const pathParam = (name: string, params: AnySchema | undefined, known: KnownValues) => {
  const shape = (params as { shape?: Record<string, AnySchema> } | undefined)?.shape;
  if (shape?.[name]) return arbitraryFor(shape[name], known);
  if (name === '*') {
    return fc.oneof(
      fc.constantFrom('listings/x/card.webp', '../../../etc/passwd', '..%2f..%2fsecret', 'avatars/'),
      fc
        .array(fc.oneof(hostileText, fc.constantFrom(...known.ids)), { maxLength: 4 })
        .map((parts) => parts.join('/')),
    );
  }
  return fc.oneof(fc.constantFrom(...known.ids), fc.uuid(), hostileText);
};

function pathOf(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(route.url);
  return fc.tuple(...names.map((name) => pathParam(name, route.params, known))).map((values) => {
    let index = 0;
    return route.url.replace(/:(\w+)|\*/g, (match) => {
      const value = asText(values[index++]);
      return match === '*' ? value.split('/').map(encode).join('/') : encode(value);
    });
  });
}

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=edge',
  'application/xml',
] as const;

function bodyOf(
  route: FuzzRoute,
  known: KnownValues,
  files: fc.Arbitrary<TestFile[]>,
): fc.Arbitrary<BodyPlan> {
  const value = route.body ? arbitraryFor(route.body, known) : hostileValue;
  const formRoute = route.key in HAND_READ_BODIES;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    { weight: 6, arbitrary: value.map((json): BodyPlan => ({ kind: 'json', value: json })) },
    {
      weight: formRoute ? 4 : 1,
      arbitrary: fc
        .tuple(value, files)
        .map(([form, parts]): BodyPlan => ({ kind: 'multipart', value: form, files: parts })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(hostileText, fc.json()))
        .map(([contentType, text]): BodyPlan => ({ kind: 'raw', contentType, text })),
    },
  );
}

/** Requests to one route: who sends it, to which objects, with what query and body. */
export function requestPlans(
  route: FuzzRoute,
  known: KnownValues,
  files: fc.Arbitrary<TestFile[]>,
): fc.Arbitrary<RequestPlan> {
  const query = fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: route.query ? 6 : 1,
      // A route that declares no query must ignore whatever comes.
      arbitrary: (route.query
        ? arbitraryFor(route.query, known)
        : fc.dictionary(hostileKey, hostileValue)
      ).map(queryOf),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  return fc.record({
    actor: fc.constantFrom(...ACTORS),
    path: pathOf(route, known),
    query,
    body: route.method === 'GET' ? fc.constant<BodyPlan>({ kind: 'none' }) : bodyOf(route, known, files),
  });
}

/** The plan as `app.inject` options. */
export async function injectionOf(plan: RequestPlan, method: HTTPMethods, headers: Record<string, string>) {
  const url = plan.query ? `${plan.path}?${plan.query}` : plan.path;
  const options: InjectOptions = { method, url, headers: { ...headers } };
  const body = plan.body;
  if (body.kind === 'json') {
    options.payload = JSON.stringify(body.value) ?? 'null';
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  } else if (body.kind === 'raw') {
    options.payload = body.text;
    options.headers = { ...options.headers, 'content-type': body.contentType };
  } else if (body.kind === 'multipart') {
    const fields =
      body.value && typeof body.value === 'object' && !Array.isArray(body.value)
        ? Object.fromEntries(Object.entries(body.value).map(([key, item]) => [key, asText(item)]))
        : { value: asText(body.value) };
    const form = await multipartBody(fields, body.files);
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  }
  return options;
}
