/**
 * Reads the committed openapi.json into the operations the fuzzer attacks: method, route,
 * path and query parameters (with the list keys and sort fields their descriptions name) and
 * the request body's schema with `$ref`s resolved.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', '..', 'openapi.json');

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

export interface QueryParam {
  name: string;
  required: boolean;
  /** Filter keys or sort fields named in the description ("keys: q, id (list)"). */
  names: string[];
}

export interface Operation {
  method: string;
  route: string;
  pathParams: { name: string; numeric: boolean }[];
  query: QueryParam[];
  /** Media types the body may be sent as, e.g. application/json, multipart/form-data. */
  mediaTypes: string[];
  body?: Schema;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}
interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** "JSON object; keys: q (name), category (id or name, or a list), id (list)" → [q, category, id]. */
function namesIn(description = ''): string[] {
  const match = /(?:keys|fields):(.*)$/.exec(description);
  if (!match) return [];
  return match[1]
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^\w+$/.test(name));
}

function resolve(doc: OpenApiDoc, schema: Schema, depth = 0): Schema {
  if (depth > 8) return {};
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop() as string], depth + 1);
  const out: Schema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(doc, value, depth + 1)]));
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  if (schema.allOf?.length === 1) return { ...resolve(doc, schema.allOf[0], depth + 1), ...out, allOf: undefined };
  return out;
}

export function loadOperations(file = OPENAPI_FILE): Operation[] {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDoc;
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const params = raw.parameters ?? [];
      const content = raw.requestBody?.content ?? {};
      const mediaTypes = Object.keys(content);
      operations.push({
        method: method.toUpperCase(),
        route,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, numeric: p.schema?.type !== 'string' })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, names: namesIn(p.description) })),
        mediaTypes,
        body: mediaTypes.length ? resolve(doc, content[mediaTypes[0]].schema) : undefined,
      });
    }
  }
  return operations;
}
