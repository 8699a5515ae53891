/**
 * Turns every operation of openapi.json into hostile requests for each role: bad path ids,
 * bad list parameters, each body field replaced by nulls, wrong types, huge or NUL-bearing
 * strings, missing required fields, junk bodies, wrong Content-Type and Content-Encoding,
 * deep JSON, broken multipart and images. Deterministic for a seed; bodies are built lazily
 * so 10,000 requests never sit in memory together.
 */
import * as zlib from 'node:zlib';
import { Operation, Schema } from './operations';
import {
  BROKEN_PNG, FIELD_VALUES, FILTER_VALUES, Family, KB100, LIST_PARAM_JUNK, PATH_IDS, PATH_TEXTS, PNG, QUERY_SCALARS,
  percentEncode, pick, randomBytes, randomText, randomValue, seededRandom, toJson,
} from './values';

export type FuzzRole = 'anonymous' | 'customer' | 'staff';
export const ROLES: FuzzRole[] = ['anonymous', 'customer', 'staff'];

export interface FuzzCase {
  role: FuzzRole;
  /** Which token goes in Authorization: the role's, a throwaway one (logout), or a literal header. */
  auth: FuzzRole | 'throwaway' | { header: string };
  method: string;
  route: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  family: Family;
  /** Short description of the payload, for the report. */
  note: string;
}

/** A case not built yet (its body may be megabytes). */
export type CaseMaker = () => FuzzCase;

const JSON_TYPE = 'application/json';

function baseValue(schema: Schema, name: string): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf?.length) return baseValue(schema.oneOf[0], name);
  switch (schema.type) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [baseValue(schema.items, name)] : [];
    case 'object':
      return baseObject(schema);
    default:
      if (/email/.test(name)) return 'fuzz@example.com';
      if (/phone/.test(name)) return '0712345678';
      if (/password/.test(name)) return 'Kiondo-basket-4821!';
      return `fuzz ${name}`;
  }
}

function baseObject(schema: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.format === 'binary' || name.includes('{')) continue;
    out[name] = baseValue(property, name);
  }
  return out;
}

/** The body schema a role may fuzz: staff never renames the shared admin account (its login must keep working). */
function bodySchemaFor(op: Operation, role: FuzzRole): Schema | undefined {
  if (!op.body || role !== 'staff' || !op.route.startsWith('/api/auth/')) return op.body;
  const properties = { ...op.body.properties };
  delete properties.username;
  return { ...op.body, properties };
}

function withPath(op: Operation, value?: string): string {
  return op.route.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const param = op.pathParams.find((p) => p.name === name);
    return value ?? (param?.numeric ? '1' : 'KC-000001');
  });
}

function withQuery(path: string, pairs: [string, string][]): string {
  return pairs.length ? `${path}?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : path;
}

/** Required query parameters with harmless values, so a mutation of another one reaches the handler. */
function requiredQuery(op: Operation, except?: string): [string, string][] {
  return op.query.filter((q) => q.required && q.name !== except).map((q) => [q.name, 'fuzz-1']);
}

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[], boundary: string, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

function asFields(body: Record<string, unknown>): { name: string; value: string }[] {
  return Object.entries(body).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : toJson(value) }));
}

/** Every systematic case of one operation in one role. */
export function caseMakers(op: Operation, role: FuzzRole): CaseMaker[] {
  const makers: CaseMaker[] = [];
  const schema = bodySchemaFor(op, role);
  const jsonBody = op.mediaTypes.includes(JSON_TYPE);
  const multipartOnly = !jsonBody && op.mediaTypes.includes('multipart/form-data');
  const base = schema ? baseObject(schema) : undefined;
  // Logging out with the shared tokens would revoke them: logout gets a throwaway token.
  const auth: FuzzCase['auth'] = op.route === '/api/auth/logout/' && role !== 'anonymous' ? 'throwaway' : role;
  const basePath = withQuery(withPath(op), requiredQuery(op));
  const make = (family: Family, note: string, path: string, headers: Record<string, string> = {}, body?: () => Buffer): CaseMaker =>
    () => ({ role, auth, method: op.method, route: op.route, path, headers, body: body?.(), family, note });
  const sendObject = (family: Family, note: string, object: unknown, path = basePath): CaseMaker =>
    multipartOnly
      ? make(family, note, path, { 'content-type': multipartType }, () => multipart(asFields(object as Record<string, unknown>), BOUNDARY))
      : make(family, note, path, { 'content-type': JSON_TYPE }, () => Buffer.from(toJson(object)));

  makers.push(base ? sendObject('valid', 'base payload', base) : make('valid', 'plain request', basePath));

  // Path parameters.
  if (op.pathParams.length) {
    const values = op.pathParams.some((p) => p.numeric) ? PATH_IDS : PATH_TEXTS;
    for (const [value, family] of values) {
      const path = withQuery(withPath(op, value), requiredQuery(op));
      makers.push(base ? sendObject(family, `path ${value.slice(0, 40)}`, base, path) : make(family, `path ${value.slice(0, 40)}`, path));
    }
  }

  // Query parameters: list filters per documented key, sort and range junk, plain parameters.
  for (const param of op.query) {
    const others = requiredQuery(op, param.name);
    const at = (family: Family, note: string, value: string) => make(family, note, withQuery(withPath(op), [...others, [param.name, value]]));
    if (param.name === 'filter') {
      for (const key of param.names)
        for (const [value, family] of FILTER_VALUES)
          makers.push(at(family, `filter ${key}=${toJson(value).slice(0, 40)}`, encodeURIComponent(toJson({ [key]: value }))));
    }
    if (param.name === 'sort') for (const field of param.names) makers.push(at('query', `sort ${field}`, encodeURIComponent(`["${field}","DESC"]`)));
    if (['filter', 'sort', 'range'].includes(param.name)) {
      for (const junk of LIST_PARAM_JUNK) makers.push(at('query', `${param.name}=${junk.slice(0, 40)}`, encodeURIComponent(junk)));
    } else {
      for (const [value, family] of QUERY_SCALARS) makers.push(at(family, `${param.name}=${value.slice(0, 40)}`, value));
      makers.push(make('query', `${param.name} repeated`, withQuery(withPath(op), [...others, [param.name, '1'], [param.name, '2']])));
    }
  }
  if (op.method === 'GET') makers.push(make('query-huge', '100 KB query string', withQuery(basePath, [['x', 'q'.repeat(100 * 1024)]])));

  // Body fields: each replaced in turn, at the top level and inside the first item of an array of objects.
  if (schema && base) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (!(name in base)) continue;
      for (const [value, family] of FIELD_VALUES) makers.push(sendObject(family, `${name}=${describe(value)}`, { ...base, [name]: value }));
      const item = property.items;
      if (property.type === 'array' && item?.properties && Array.isArray(base[name]))
        for (const inner of Object.keys(item.properties))
          for (const [value, family] of FIELD_VALUES)
            makers.push(sendObject(family, `${name}[0].${inner}=${describe(value)}`, { ...base, [name]: [{ ...(base[name] as object[])[0], [inner]: value }] }));
    }
    for (const name of schema.required ?? []) {
      const { [name]: _dropped, ...rest } = base;
      makers.push(sendObject('missing-required', `without ${name}`, rest));
    }
  }

  // Whole bodies: every route that takes one, and every POST/PUT/PATCH/DELETE (bodies they do not expect).
  if (op.method !== 'GET') makers.push(...bodyMakers(make, base ?? {}, basePath));
  if (op.mediaTypes.includes('multipart/form-data')) makers.push(...multipartMakers(make, op, base ?? {}, basePath));

  // Broken credentials, on routes that need them.
  if (role === 'anonymous')
    for (const header of ['Token garbage', 'Bearer ', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', 'Basic YWRtaW46YWRtaW4xMjM0NQ==', `Token ${'x'.repeat(8000)}`])
      makers.push(() => ({ ...make('auth', `Authorization: ${header.slice(0, 30)}`, basePath)(), auth: { header } }));
  return makers;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : toJson(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
}

/** 10 MB of JSON gzipped to about 10 KB, compressed once. */
let gzipBomb: Buffer | undefined;
const bomb = () => (gzipBomb ??= zlib.gzipSync(Buffer.from(`{"a":"${'0'.repeat(10 * 1024 * 1024)}"}`)));

type Make = (family: Family, note: string, path: string, headers?: Record<string, string>, body?: () => Buffer) => CaseMaker;

function bodyMakers(make: Make, base: Record<string, unknown>, path: string): CaseMaker[] {
  const json = () => Buffer.from(toJson(base));
  const junk = () => randomBytes(seededRandom(json().length), 256);
  const deepObject = () => Buffer.from(`${'{"a":'.repeat(15000)}1${'}'.repeat(15000)}`);
  const deepArray = () => Buffer.from(`${'['.repeat(15000)}${']'.repeat(15000)}`);
  const manyParams = () => Buffer.from(Array.from({ length: 2000 }, (_v, i) => `p${i}=1`).join('&'));
  const text = (t: string) => () => Buffer.from(t);
  return [
    make('body-shape', 'empty JSON body', path, { 'content-type': JSON_TYPE }, text('')),
    make('body-shape', 'body null', path, { 'content-type': JSON_TYPE }, text('null')),
    make('body-shape', 'body []', path, { 'content-type': JSON_TYPE }, text('[]')),
    make('body-shape', 'body "text"', path, { 'content-type': JSON_TYPE }, text('"text"')),
    make('body-shape', 'body 1e309', path, { 'content-type': JSON_TYPE }, text('1e309')),
    make('body-shape', 'truncated JSON', path, { 'content-type': JSON_TYPE }, text('{"a":')),
    make('body-shape', 'trailing comma', path, { 'content-type': JSON_TYPE }, text('{"a":1,}')),
    make('body-shape', '__proto__ key', path, { 'content-type': JSON_TYPE }, text('{"__proto__":{"is_staff":true},"constructor":{"prototype":{"x":1}}}')),
    make('junk-bytes', '256 junk bytes as JSON', path, { 'content-type': JSON_TYPE }, junk),
    make('junk-bytes', '256 junk bytes, no type', path, {}, junk),
    make('junk-bytes', 'octet-stream', path, { 'content-type': 'application/octet-stream' }, junk),
    make('content-type', 'text/plain JSON', path, { 'content-type': 'text/plain' }, json),
    make('content-type', 'application/xml', path, { 'content-type': 'application/xml' }, text('<a><b>1</b></a>')),
    make('content-type', 'JSON in utf-7', path, { 'content-type': 'application/json; charset=utf-7' }, json),
    make('content-type', 'JSON in latin1', path, { 'content-type': 'application/json; charset=latin1' }, json),
    make('content-type', 'garbage type', path, { 'content-type': ';;;/\u00ff' }, json),
    make('content-type', 'urlencoded', path, { 'content-type': 'application/x-www-form-urlencoded' }, text('a=1&a[b]=2&%00=1&c[__proto__][x]=1')),
    make('body-size', 'urlencoded 2000 parameters', path, { 'content-type': 'application/x-www-form-urlencoded' }, manyParams),
    make('body-size', 'JSON of 200 KB', path, { 'content-type': JSON_TYPE }, () => Buffer.from(toJson({ ...base, filler: KB100 + KB100 }))),
    make('content-encoding', 'gzip declared, plain body', path, { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, json),
    make('content-encoding', 'deflate declared, plain body', path, { 'content-type': JSON_TYPE, 'content-encoding': 'deflate' }, json),
    make('content-encoding', 'br declared, plain body', path, { 'content-type': JSON_TYPE, 'content-encoding': 'br' }, json),
    make('content-encoding', 'unknown encoding', path, { 'content-type': JSON_TYPE, 'content-encoding': 'zzz' }, json),
    make('content-encoding', 'truncated gzip', path, { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, () => zlib.gzipSync(json()).subarray(0, 12)),
    make('valid', 'gzip body', path, { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, () => zlib.gzipSync(json())),
    make('body-size', 'gzip bomb (10 MB inflated)', path, { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, bomb),
    make('deep-json', 'object nested 15,000 deep', path, { 'content-type': JSON_TYPE }, deepObject),
    make('deep-json', 'array nested 15,000 deep', path, { 'content-type': JSON_TYPE }, deepArray),
  ];
}

function multipartMakers(make: Make, op: Operation, base: Record<string, unknown>, path: string): CaseMaker[] {
  const fileField = Object.entries(op.body?.properties ?? {}).find(([, p]) => p.format === 'binary')?.[0] ?? 'file';
  const fields = asFields(base);
  const withFile = (family: Family, note: string, value: Buffer, filename = 'photo.png', type = 'image/png', name = fileField) =>
    make(family, note, path, { 'content-type': multipartType }, () => multipart([...fields, { name, value, filename, type }], BOUNDARY));
  return [
    withFile('valid', 'a 1×1 PNG', PNG),
    withFile('image', 'PNG with broken data', BROKEN_PNG),
    withFile('image', 'junk bytes named .png', randomBytes(seededRandom(7), 2048)),
    withFile('image', 'empty file', Buffer.alloc(0)),
    withFile('image', 'text named .jpg', Buffer.from('not an image'), 'photo.jpg', 'image/jpeg'),
    withFile('image', 'SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'),
    withFile('body-size', '6 MB file', Buffer.alloc(6 * 1024 * 1024, 7)),
    withFile('multipart', 'unexpected file field', PNG, 'photo.png', 'image/png', 'no_such_field'),
    withFile('multipart', 'traversal filename', PNG, '../../../etc/passwd\u0000.png'),
    make('multipart', 'boundary missing', path, { 'content-type': 'multipart/form-data' }, () => multipart(fields, BOUNDARY)),
    make('multipart', 'boundary mismatch', path, { 'content-type': 'multipart/form-data; boundary=other' }, () => multipart(fields, BOUNDARY)),
    make('multipart', 'unterminated', path, { 'content-type': multipartType }, () => multipart(fields, BOUNDARY, false)),
    make('multipart', 'junk after boundary', path, { 'content-type': multipartType }, () => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), randomBytes(seededRandom(3), 512)])),
    make('body-size', '2 MB text field', path, { 'content-type': multipartType }, () => multipart([...fields, { name: 'description', value: 'd'.repeat(2 * 1024 * 1024) }], BOUNDARY)),
    make('multipart', '40 files', path, { 'content-type': multipartType }, () =>
      multipart([...fields, ...Array.from({ length: 40 }, () => ({ name: fileField, value: PNG, filename: 'p.png', type: 'image/png' }))], BOUNDARY)),
    make('field-nul', 'NUL in a field value', path, { 'content-type': multipartType }, () => multipart([...fields.map((f) => ({ ...f, value: `${f.value}\u0000` }))], BOUNDARY)),
  ];
}

/** A case with random values: a random field, id or filter value, from the seed's stream. */
export function randomCase(op: Operation, role: FuzzRole, rng: () => number): FuzzCase {
  const schema = bodySchemaFor(op, role);
  const base = schema ? baseObject(schema) : undefined;
  const auth: FuzzCase['auth'] = op.route === '/api/auth/logout/' && role !== 'anonymous' ? 'throwaway' : role;
  const id = pick(rng, [String(Math.floor((rng() - 0.3) * 2 ** Math.floor(rng() * 64))), percentEncode(randomText(rng, 12)), '1']);
  let path = withPath(op, op.pathParams.length ? id : undefined);
  const listParam = op.query.find((q) => q.name === 'filter');
  const pairs = requiredQuery(op);
  if (listParam?.names.length) pairs.push(['filter', encodeURIComponent(toJson({ [pick(rng, listParam.names)]: randomValue(rng) }))]);
  if (rng() < 0.3) path += '/';
  const fuzzed: FuzzCase = { role, auth, method: op.method, route: op.route, path: withQuery(path, pairs), headers: {}, family: 'random', note: `random path ${id.slice(0, 30)}` };
  if (base && op.method !== 'GET') {
    const fields = Object.keys(base);
    const field = fields.length ? pick(rng, fields) : 'extra';
    const value = randomValue(rng);
    fuzzed.note += `, ${field}=${describe(value)}`;
    fuzzed.headers['content-type'] = JSON_TYPE;
    fuzzed.body = Buffer.from(toJson({ ...base, [field]: value }));
  }
  return fuzzed;
}

/**
 * Every systematic case of every operation in every role, then random ones until `total` is
 * reached. Same operations and seed, same requests.
 */
export function* allCases(operations: Operation[], seed: number, total: number): Generator<FuzzCase> {
  let sent = 0;
  for (const role of ROLES)
    for (const op of operations)
      for (const maker of caseMakers(op, role)) {
        yield maker();
        sent++;
      }
  const rng = seededRandom(seed);
  for (; sent < total; sent++) yield randomCase(pick(rng, operations), pick(rng, ROLES), rng);
}

/** A small deterministic slice: each operation in each role with its base request and `perOperation` picked cases. */
export function* sliceCases(operations: Operation[], seed: number, perOperation: number): Generator<FuzzCase> {
  const rng = seededRandom(seed);
  for (const role of ROLES)
    for (const op of operations) {
      const makers = caseMakers(op, role);
      yield makers[0]();
      for (let i = 0; i < perOperation; i++) yield pick(rng, makers.slice(1))();
      yield randomCase(op, role, rng);
    }
}
