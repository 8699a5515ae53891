import { BadRequestException } from '@nestjs/common';
import { ApiQuery, ApiResponse } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Response } from 'express';
import { MAX_ID } from './ids';
import { nestsDeeperThan } from './json-depth';
import { refuseNulText } from './nul-text';

/** react-admin simple-rest list parameters: `sort=["field","ASC"]`, `range=[0,23]`, `filter={...}`. */
export interface ListQuery<F = Record<string, unknown>> {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: F;
}

export const MAX_PAGE_SIZE = 100;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException({ [name]: ['Must be a JSON value.'] });
  if (nestsDeeperThan(raw)) throw new BadRequestException({ [name]: ['Nested too deeply.'] });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestException({ [name]: ['Must be valid JSON.'] });
  }
  // The query string itself was checked for NUL, but JSON can spell one as \u0000.
  refuseNulText(value, name);
  return value;
}

/**
 * Reads the list parameters from a query string; bad shapes are field errors, never 500s.
 * `sortable` names the fields a caller may sort on (they map to indexed columns).
 */
export function parseListQuery<F = Record<string, unknown>>(
  query: Record<string, unknown>,
  sortable: readonly string[],
  defaultLimit = 25,
): ListQuery<F> {
  const sort = parseJson('sort', query.sort);
  const range = parseJson('range', query.range);
  const filter = parseJson('filter', query.filter) ?? {};
  const result: ListQuery<F> = { offset: 0, limit: defaultLimit, filter: filter as F };

  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !sortable.includes(sort[0]))
      throw new BadRequestException({ sort: [`Sort by one of: ${sortable.join(', ')}.`] });
    const order = String(sort[1] ?? 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw new BadRequestException({ sort: ['Order must be ASC or DESC.'] });
    result.sort = { field: sort[0], order };
  }
  if (range !== undefined) {
    // Bounded like ids, so an offset never reaches the database as a number it cannot hold.
    if (!Array.isArray(range) || !Number.isInteger(range[0]) || !Number.isInteger(range[1]) || range[0] < 0 || range[1] < range[0] || range[1] > MAX_ID)
      throw new BadRequestException({ range: [`Range must be [first, last] with 0 <= first <= last <= ${MAX_ID}.`] });
    result.offset = range[0];
    result.limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw new BadRequestException({ filter: ['Filter must be a JSON object.'] });
  return result;
}

/** Sets the simple-rest `Content-Range: items first-last/total` header. */
export function setContentRange(res: Response, offset: number, count: number, total: number): void {
  const last = count === 0 ? offset : offset + count - 1;
  res.setHeader('Content-Range', `items ${offset}-${last}/${total}`);
}

/** Swagger documentation of the three list parameters (each a JSON text) and of their refusal. */
export const ApiListQuery = (sortable: readonly string[], filterKeys: string) =>
  applyDecorators(
    ApiQuery({ name: 'sort', required: false, type: String, example: `["${sortable[0]}","ASC"]`, description: `JSON ["field","ASC"|"DESC"]; fields: ${sortable.join(', ')}` }),
    ApiQuery({ name: 'range', required: false, type: String, example: '[0,23]', description: 'JSON [first, last] (inclusive, zero-based)' }),
    ApiQuery({ name: 'filter', required: false, type: String, example: '{}', description: `JSON object; keys: ${filterKeys}` }),
    ApiResponse({ status: 400, description: 'Bad list parameters, e.g. {"sort": ["Sort by one of: …"]} or {"filter.stock": ["Must be one of: in, low, out."]}' }),
  );
