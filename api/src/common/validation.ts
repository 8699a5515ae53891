import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateIf } from 'class-validator';

/**
 * A null answers one message, not every rule it fails (length, type): the field's own "required"
 * text, or its only rule's message (e.g. the delivery address's), or a plain one.
 */
function nullMessage(constraints: Record<string, string>): string {
  const messages = Object.values(constraints);
  return constraints.isNotEmpty ?? (messages.length === 1 ? messages[0] : 'This field may not be null.');
}

/** Flattens class-validator errors into the spec's `{"field": ["message", …]}` shape (nested fields as `a.b`). */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix + error.property;
    if (error.constraints) result[key] = error.value === null ? [nullMessage(error.constraints)] : Object.values(error.constraints);
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

/**
 * The shop's "optional" for every DTO field: the field may be left out, but null is a value like any
 * other and the field's own rules refuse it. (class-validator's IsOptional skips null too, which let
 * null reach NOT NULL columns and where clauses as 500s.)
 */
export const IsOmittable = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
