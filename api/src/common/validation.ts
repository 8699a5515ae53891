import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors into the spec's `{"field": ["message", …]}` shape (nested fields as `a.b`). */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix + error.property;
    if (error.constraints) result[key] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, `${key}.`));
  }
  return result;
}

/** Rejects unknown fields and answers field errors; converts query/form strings to the DTO's types. */
export const shopValidationPipe = (): ValidationPipe =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new BadRequestException(fieldErrors(errors)),
  });
