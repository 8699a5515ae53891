import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { withErrorAnswers } from './common/openapi-errors';

/**
 * `<resource>_<method>`: `ProductsController.list` is `products_list`. A method serving several
 * routes (`@Get(['ready', ''])`) keeps its name on the first and names the others `<method>Alias<n>`,
 * so every id is unique and stays put while the routes keep their order.
 */
export function operationId(controllerKey: string, methodKey: string): string {
  const resource = controllerKey.replace(/Controller$/, '');
  const [, method, alias] = /^(.*?)(?:\[(\d+)\])?$/.exec(methodKey)!;
  const name = alias && alias !== '0' ? `${method}Alias${alias}` : method;
  return `${resource.charAt(0).toLowerCase()}${resource.slice(1)}_${name}`;
}

/** The spec's paths end in a slash (`/api/products/{id}/`); the server answers with or without it. */
function withTrailingSlashes(paths: OpenAPIObject['paths']): OpenAPIObject['paths'] {
  return Object.fromEntries(Object.entries(paths).map(([route, item]) => [route.endsWith('/') ? route : `${route}/`, item]));
}

/** A generated client names its calls after the operation ids, so two alike would collide silently. */
function assertUniqueOperationIds(document: OpenAPIObject): void {
  const seen = new Set<string>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      const id = (operation as { operationId?: string }).operationId;
      if (!id || seen.has(id)) throw new Error(`openapi: operationId ${id ?? '(none)'} is missing or not unique`);
      seen.add(id);
    }
}

/** The API contract as Swagger UI shows it and `openapi.json` stores it; packages/api-client is generated from it. */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kenyan Crafts Shop API')
    .setDescription(
      'Catalog, cart, checkout, orders and payments of the shop. Sign in with POST /api/auth/login/ and send ' +
        '`Authorization: Token <jwt>` (or `Bearer <jwt>`). Errors: `{"detail": "..."}` (ErrorDetail) or, with HTTP 400, ' +
        'field errors `{"field": ["..."]}` (FieldErrors). Lists take `sort`, `range` and `filter` and answer `Content-Range: items 0-23/319`.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationId });
  const complete = withErrorAnswers({ ...document, paths: withTrailingSlashes(document.paths) });
  assertUniqueOperationIds(complete);
  return complete;
}
