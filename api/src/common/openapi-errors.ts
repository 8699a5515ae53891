import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { MAX_ID } from './ids';

/** The two error bodies HttpExceptionFilter answers (see http-exception.filter.ts). */
export const ERROR_SCHEMAS: Record<string, SchemaObject> = {
  ErrorDetail: {
    type: 'object',
    description: 'Every error but a refused field: `{"detail": "message"}`',
    required: ['detail'],
    properties: { detail: { type: 'string', example: 'Order not found.' } },
  },
  FieldErrors: {
    type: 'object',
    description:
      'HTTP 400: the refused fields, each with its messages (nested fields as `a.b`, list items as `items.0.quantity`); ' +
      'a refusal that is no one field\'s says `detail` instead',
    properties: { detail: { type: 'string' } },
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { quantity: ['Quantity must be at least 1.'] },
  },
};

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const isRef = (value: object): value is ReferenceObject => '$ref' in value;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Path ids all pass IdPipe: a whole number from 1 to MAX_ID, else 400 (not a number) or 404 (no row can have it). */
const isIdParam = (param: ParameterObject): boolean => param.in === 'path' && !!param.schema && !isRef(param.schema) && param.schema.type === 'number';

/**
 * The error answers every route gives by its shape, added where a route does not say more, and
 * each error answer without a body given ErrorDetail (or FieldErrors for 400):
 * - a path, query or body value can be refused (validation, NUL text, a bad id): 400;
 * - a path id no row can have: 404;
 * - a request body over the limit (100 KB, or MAX_UPLOAD_BYTES for a file): 413.
 */
function completeOperation(operation: OperationObject): void {
  const params = operation.parameters ?? [];
  const hasId = params.some((param) => !isRef(param) && isIdParam(param));
  operation.parameters = params.map((param) => (!isRef(param) && isIdParam(param) ? { ...param, schema: { type: 'integer', minimum: 1, maximum: MAX_ID } } : param));
  const responses = operation.responses as Record<string, ResponseObject | ReferenceObject>;
  if (params.length || operation.requestBody)
    responses['400'] ??= { description: 'A path, query or body value was refused: field errors, or {"detail"} for a malformed id' };
  if (hasId) responses['404'] ??= { description: 'No such record (or not yours)' };
  if (operation.requestBody) responses['413'] ??= { description: 'The body is larger than the API accepts' };
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400 || isRef(response) || response.content) continue;
    response.content = { 'application/json': { schema: ref(status === '400' ? 'FieldErrors' : 'ErrorDetail') } };
  }
  // Statuses in order, whichever decorator or rule added them.
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

export function withErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(operation);
    }
  const components = document.components ?? {};
  return { ...document, components: { ...components, schemas: { ...components.schemas, ...ERROR_SCHEMAS } } };
}
