import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The API contract as Swagger UI shows it and `openapi.json` stores it. */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kenyan Crafts Shop API')
    .setDescription(
      'Catalog, cart, checkout, orders and payments of the shop. Sign in with POST /api/auth/login/ and send ' +
        '`Authorization: Token <jwt>` (or `Bearer <jwt>`). Errors: `{"detail": "..."}` or field errors `{"field": ["..."]}`.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}
