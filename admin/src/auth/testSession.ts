// For the console's tests of its calls: a user as the API sends one, and fetch as the clients use it.
import type { Role, User } from '@shop/api-client';
import { anAccount } from '@shop/api-client/testing';
import type { Mock } from 'vitest';

/** A staff member (or a customer) as the API sends one. */
export const aUser = (role: Role): User => anAccount({ role });

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The request a stubbed fetch was given (the clients hand it one Request, absolute against the page's origin). */
export const requestAt = (fetchMock: Mock<typeof fetch>, index: number): Request => {
  const [input, init] = fetchMock.mock.calls[index];
  return new Request(input, init);
};

/** Path and query, as the server reads them. */
export const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};
