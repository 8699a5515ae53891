import { applyDecorators, BadRequestException } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { EntityManager } from 'typeorm';
import { IsOmittable } from '../../common/validation';

/** What staff set in the delivery screens is bounded so no typo reaches a shopper's total: KSh 0 to 100,000 per fee. */
export const MAX_FEE_SHILLINGS = 100_000;
export const MAX_GRAMS = 1_000_000;
export const MAX_DAYS = 60;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An emptied console field is "none". */
export const blankIsNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** Trimmed text, or null when blank. */
export const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** Null (or an empty text) means "not set". */
export const Nullable = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);

/** Required text of at most `max` characters, trimmed; blank is refused. */
export const IsText = (max: number, blank = 'This field may not be blank.') =>
  applyDecorators(Transform(trim), IsString({ message: blank }), Matches(/\S/, { message: blank }), MaxLength(max, { message: `Use at most ${max} characters.` }));

/** Optional text, null or empty for none. */
export const IsOptionalText = (max: number) =>
  applyDecorators(IsOmittable(), Transform(trimOrNull), Nullable(), IsString({ message: 'Enter text.' }), MaxLength(max, { message: `Use at most ${max} characters.` }));

/** Whole KSh from 0 to `max`: fees make up order totals, and M-Pesa takes no cents. */
export const IsShillings = (max = MAX_FEE_SHILLINGS) =>
  applyDecorators(
    IsInt({ message: 'Enter an amount in whole KSh (no cents).' }),
    Min(0, { message: 'Enter 0 or more.' }),
    Max(max, { message: `Enter at most KSh ${max.toLocaleString('en-KE')}.` }),
  );

export const IsWholeNumber = (min: number, max: number) =>
  applyDecorators(IsInt({ message: 'Enter a whole number.' }), Min(min, { message: `Enter ${min} or more.` }), Max(max, { message: `Enter at most ${max.toLocaleString('en-KE')}.` }));

/** A list filter's yes/no (react-admin sends true/false; a query string may say "true"/"false"). */
export function booleanFilter(name: string, value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadRequestException({ [`filter.${name}`]: ['Must be true or false.'] });
}

/** Days as a pair: both or neither, the fewest not above the most. */
export function checkDays(min: number | null, max: number | null, errors: Record<string, string[]>): void {
  if ((min === null) !== (max === null)) errors.days_max = ['Give both the fewest and the most days, or neither.'];
  else if (min !== null && max !== null && min > max) errors.days_max = ['The most days cannot be fewer than the fewest.'];
}

/** "1 order" / "3 orders". */
export const ordersPhrase = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** Orders per value of `column` among `values` (one grouped query for a page of rows). */
export async function ordersBy(manager: EntityManager, column: 'delivery_method' | 'delivery_zone_id' | 'pickup_point_id', values: (string | number)[]): Promise<Map<string, number>> {
  if (!values.length) return new Map();
  const rows = await manager
    .createQueryBuilder()
    .from('orders', 'o')
    .select(`o.${column}`, 'value')
    .addSelect('COUNT(*)', 'orders')
    .where(`o.${column} IN (:...values)`, { values })
    .groupBy(`o.${column}`)
    .getRawMany<{ value: unknown; orders: string }>();
  return new Map(rows.map((row) => [String(row.value), Number(row.orders)]));
}

/** The counties table as code → name. */
export async function countyNames(manager: EntityManager): Promise<Map<string, string>> {
  const rows = await manager.createQueryBuilder().from('counties', 'c').select('c.code', 'code').addSelect('c.name', 'name').getRawMany<{ code: string; name: string }>();
  return new Map(rows.map((row) => [row.code, row.name]));
}

export const IsOmittableShillings = (nullable: boolean, max = MAX_FEE_SHILLINGS) =>
  applyDecorators(IsOmittable(), ...(nullable ? [Transform(blankIsNull), Nullable()] : []), IsShillings(max));
