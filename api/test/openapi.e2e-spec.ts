import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildOpenApi, operationId } from '../src/openapi';
import { startTestApp, TestApp } from './harness';

type Schema = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations(document: OpenAPIObject): { where: string; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ where: `${method.toUpperCase()} ${route}`, operation: item[method] }] : [])),
  );
}

/** Schemas a client cannot generate a real type from: `{}` (unknown) or an object with nothing in it. */
function shapeless(schema: Schema, where: string, found: string[] = []): string[] {
  if ('$ref' in schema) return found;
  const { description: _d, example: _e, nullable: _n, default: _f, ...rest } = schema;
  if (!Object.keys(rest).length) found.push(where);
  if (schema.type === 'object' && !schema.properties && !schema.additionalProperties && !schema.allOf) found.push(where);
  for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) shapeless(value, `${where}.${key}`, found);
  if (schema.items) shapeless(schema.items as Schema, `${where}[]`, found);
  if (typeof schema.additionalProperties === 'object') shapeless(schema.additionalProperties as Schema, `${where}{}`, found);
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const [i, part] of ((schema[key] ?? []) as Schema[]).entries()) shapeless(part, `${where}.${key}${i}`, found);
  return found;
}

describe('openapi.json', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  beforeAll(async () => {
    t = await startTestApp();
    document = buildOpenApi(t.app);
  });
  afterAll(() => t.close());

  it('is the document the code describes (run `npm run openapi` after changing a route)', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'openapi.json'), 'utf8'));
    expect(document).toEqual(committed);
  });

  it('names every operation once, as <resource>_<method>, aliases of one method apart', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]*_[a-z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId('HealthController', 'ready[0]')).toBe('health_ready');
    expect(operationId('HealthController', 'ready[1]')).toBe('health_readyAlias1');
    expect(document.paths['/api/health/']?.get?.operationId).toBe('health_readyAlias1');
  });

  it("lists the spec's paths, each ending in a slash", () => {
    expect(Object.keys(document.paths).filter((route) => !route.endsWith('/'))).toEqual([]);
    expect(document.paths['/api/products/{id}/']?.get?.operationId).toBe('products_get');
  });

  it('gives every answer a body schema (but the redirect and No Content) and every error the shop\'s error shape', () => {
    const missing: string[] = [];
    const wrongError: string[] = [];
    for (const { where, operation } of operations(document))
      for (const [status, answer] of Object.entries(operation.responses) as [string, ResponseObject][]) {
        const json = answer.content?.['application/json']?.schema as Schema | undefined;
        if (!answer.content && status !== '302' && status !== '204') missing.push(`${where} ${status}`);
        const expected = status === '400' ? 'FieldErrors' : 'ErrorDetail';
        // The Pesapal IPN answers its own acknowledgement, and readiness terminus's report, also on errors.
        const ownShape = /\/pesapal\/ipn\/|\/health\//.test(where);
        if (Number(status) >= 400 && !ownShape && json?.$ref !== `#/components/schemas/${expected}`) wrongError.push(`${where} ${status}`);
      }
    expect(missing).toEqual([]);
    expect(wrongError).toEqual([]);
  });

  it('types every parameter, body and answer (no untyped `{}` or empty objects)', () => {
    const found: string[] = [];
    for (const { where, operation } of operations(document)) {
      for (const param of (operation.parameters ?? []) as { name: string; schema?: Schema }[]) shapeless(param.schema ?? {}, `${where} ?${param.name}`, found);
      for (const [type, media] of Object.entries((operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content ?? {}))
        shapeless(media.schema, `${where} body ${type}`, found);
      for (const [status, answer] of Object.entries(operation.responses) as [string, ResponseObject][])
        for (const media of Object.values(answer.content ?? {})) shapeless(media.schema as Schema, `${where} ${status}`, found);
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) shapeless(schema as Schema, name, found);
    expect(found).toEqual([]);
  });

  it('answers 401 (not 403) for signed-in routes any role may use, and 403 where staff is needed', () => {
    const cart = document.paths['/api/cart/']?.get?.responses ?? {};
    const users = document.paths['/api/users/']?.get?.responses ?? {};
    expect(Object.keys(cart)).toEqual(['200', '401']);
    expect(Object.keys(users)).toEqual(expect.arrayContaining(['401', '403']));
  });
});
