import { applyDecorators, BadRequestException, Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';

/** Ids are `integer` columns on both databases: 1 … 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

/** A whole number (or a string of digits) that can be an id. */
export const isId = (value: unknown): boolean =>
  (typeof value === 'number' || (typeof value === 'string' && /^\d{1,10}$/.test(value))) && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= MAX_ID;

/**
 * The `:id` of a path: not a number is a 400 (as ParseIntPipe answered); a number no row can have is
 * simply not found (404), so it never reaches the database as an out-of-range integer.
 */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^-?\d+$/.test(value)) throw new BadRequestException({ detail: 'Validation failed (numeric string is expected)' });
    if (!isId(value)) throw new NotFoundException({ detail: 'Not found.' });
    return Number(value);
  }
}

/** An id field of a body: a whole number in the column's range, one message for every way to miss. */
export const IsId = (message: string) => applyDecorators(IsInt({ message }), Min(1, { message }), Max(MAX_ID, { message }));

/** The ids of a list filter (`filter={"id": [1, 2]}` or one id); anything that cannot be an id is a 400 naming `name`. */
export function filterIds(name: string, raw: unknown): number[] {
  const values = Array.isArray(raw) ? raw : [raw];
  if (!values.every(isId)) throw new BadRequestException({ [name]: [`Give ids: whole numbers from 1 to ${MAX_ID}.`] });
  return values.map(Number);
}

/** The condition "`column` is one of the ids bound as `:...param`"; an empty list matches nothing (SQL has no `IN ()`). */
export const idIn = (column: string, param: string, ids: number[]): string => (ids.length ? `${column} IN (:...${param})` : '1 = 0');
