import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, formErrors, joinedFieldErrors, NetworkError, parseContentRangeTotal, parseErrorBody } from '../src/index';

describe('parseErrorBody', () => {
  it('reads the detail and every field of either shape', () => {
    expect(parseErrorBody({ detail: 'Order not found.' })).toEqual({ detail: 'Order not found.', fieldErrors: {} });
    expect(parseErrorBody({ 'items.0.quantity': ['Too many.', 'Whole numbers only.'], email: 'Enter a valid email address.' })).toEqual({
      detail: null,
      fieldErrors: { 'items.0.quantity': ['Too many.', 'Whole numbers only.'], email: ['Enter a valid email address.'] },
    });
  });

  it('finds nothing in what is not an error object', () => {
    for (const body of [null, undefined, '<html>', ['a'], 42, { detail: '' }, { detail: 3, count: 2 }])
      expect(parseErrorBody(body)).toEqual({ detail: null, fieldErrors: {} });
  });
});

describe('messages', () => {
  it('errorMessage: detail, else field messages, else the fallback; a network error says so', () => {
    expect(errorMessage(new ApiError(409, { detail: 'Sold out.' }), 'Could not add')).toBe('Sold out.');
    expect(errorMessage(new ApiError(400, { quantity: ['At least 1.'] }), 'Could not add')).toBe('At least 1.');
    expect(errorMessage(new ApiError(500, null), 'Could not add')).toBe('Could not add');
    expect(errorMessage(new NetworkError(), 'Could not add')).toBe('Network error, please try again.');
    expect(errorMessage(new TypeError('boom'), 'Could not add')).toBe('Could not add');
  });

  it('ApiError takes a fallback of its own', () => {
    expect(new ApiError(503, undefined).message).toBe('Request failed: 503');
    expect(new ApiError(503, undefined, 'The shop is resting.').message).toBe('The shop is resting.');
  });

  it('formErrors puts the form\'s fields under them and the rest in the alert', () => {
    const error = new ApiError(400, { email: ['Enter a valid email address.'], 'variants.0.price': ['Too low.'] });
    expect(formErrors(error, 'Could not save', ['email'])).toEqual({ alert: 'Too low.', fieldErrors: { email: ['Enter a valid email address.'] } });
    expect(formErrors(new ApiError(400, { email: ['Bad.'] }), 'Could not save', ['email'])).toEqual({ alert: null, fieldErrors: { email: ['Bad.'] } });
    expect(formErrors(new ApiError(500, null), 'Could not save', ['email'])).toEqual({ alert: 'Could not save', fieldErrors: {} });
    expect(formErrors(new NetworkError(), 'Could not save', ['email'])).toEqual({ alert: 'Network error, please try again.', fieldErrors: {} });
  });

  it('joinedFieldErrors gives one text per field, as react-admin shows them', () => {
    expect(joinedFieldErrors({ name: ['Required.', 'Too short.'] })).toEqual({ name: 'Required. Too short.' });
  });
});

describe('parseContentRangeTotal', () => {
  it('reads the total after the slash', () => {
    expect(parseContentRangeTotal('items 0-23/319')).toBe(319);
    expect(parseContentRangeTotal('items 0-0/0')).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    expect(parseContentRangeTotal(null)).toBeNull();
    expect(parseContentRangeTotal('items 0-23/*')).toBeNull();
  });
});
