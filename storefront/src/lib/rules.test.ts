import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, NetworkError, parseContentRangeTotal, parseErrorBody } from '@shop/api-client';
import { validateCheckout } from './checkout';
import { validateContact } from './contactForm';
import { DELIVERY_METHODS as methods } from '../test/fixtures';
import { initials } from './user';

describe('API errors', () => {
  it('reads detail and field errors', () => {
    expect(parseErrorBody({ detail: 'Nope' })).toEqual({ detail: 'Nope', fieldErrors: {} });
    expect(parseErrorBody({ username: ['Taken.'], email: ['Bad.', 'Used.'] }).fieldErrors).toEqual({ username: ['Taken.'], email: ['Bad.', 'Used.'] });
    expect(parseErrorBody('<html>oops</html>').detail).toBeNull();
  });
  it('picks detail, then joined field messages, then the fallback', () => {
    expect(errorMessage(new ApiError(400, { detail: 'Account locked' }, ''), 'X')).toBe('Account locked');
    expect(errorMessage(new ApiError(400, { username: ['Taken.'], password: ['Too short.'] }, ''), 'X')).toBe('Taken. Too short.');
    expect(errorMessage(new ApiError(500, null, ''), 'Something went wrong')).toBe('Something went wrong');
    expect(errorMessage(new NetworkError(), 'X')).toBe('Network error, please try again.');
    expect(errorMessage(new Error('boom'), 'Failed to place order')).toBe('Failed to place order');
  });
  it('reads the Content-Range total', () => {
    expect(parseContentRangeTotal('items 0-23/319')).toBe(319);
    expect(parseContentRangeTotal(null)).toBeNull();
  });
});

describe('delivery and checkout', () => {
  const form = { name: 'Wanjiru', email: 'w@example.com', phone: '0712345678', deliveryMethod: 'rider', address: '' };
  const ready = { loggedIn: true, cartLoaded: true };
  it('asks for login, address and phone in that order', () => {
    expect(validateCheckout(form, methods, { loggedIn: false, cartLoaded: true })).toEqual({ ok: false, error: 'checkout.errors.loginRequired' });
    expect(validateCheckout(form, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.address', field: 'delivery_address' });
    expect(validateCheckout({ ...form, address: 'Ngong Rd', phone: ' ' }, methods, ready)).toEqual({
      ok: false,
      error: 'checkout.errors.phone',
      field: 'client_phone',
    });
  });
  it('sends a null address for pickup', () => {
    const check = validateCheckout({ ...form, deliveryMethod: 'pickup', address: 'ignored' }, methods, ready);
    expect(check).toEqual({
      ok: true,
      payload: { client_name: 'Wanjiru', client_email: 'w@example.com', client_phone: '0712345678', delivery_method: 'pickup', delivery_address: null },
    });
  });
});

describe('contact form and user', () => {
  it('requires name, a valid email, subject and message; phone is optional', () => {
    expect(Object.keys(validateContact({ name: '', email: 'bad', phone: '', subject: '', message: ' ' }))).toEqual(['name', 'email', 'subject', 'message']);
    expect(validateContact({ name: 'A', email: 'a@b.co', phone: '', subject: 'order', message: 'Hi' })).toEqual({});
  });
  it('makes initials from first and last name', () => {
    expect(initials({ first_name: 'wanjiru', last_name: 'Kamau' })).toBe('WK');
    expect(initials({ first_name: '', last_name: '' })).toBe('');
  });
});
