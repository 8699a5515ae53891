import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, NetworkError, parseContentRangeTotal, parseErrorBody } from '@shop/api-client';
import { validateCheckout } from './checkout';
import { validateContact } from './contactForm';
import { NAIROBI_OPTIONS as methods } from '../test/fixtures';
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
  const form = { name: 'Wanjiru', email: 'w@example.com', phone: '0712345678', county: '', town: '', address: '', notes: '', deliveryMethod: 'rider', pickupPoint: '' };
  const ready = { loggedIn: true, cartLoaded: true };
  it('asks for login, county, method, town, street and phone in that order', () => {
    expect(validateCheckout(form, methods, { loggedIn: false, cartLoaded: true })).toEqual({ ok: false, error: 'checkout.errors.loginRequired' });
    expect(validateCheckout(form, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.county', field: 'delivery_county' });
    const inNairobi = { ...form, county: 'KE-30' };
    expect(validateCheckout({ ...inNairobi, deliveryMethod: 'courier' }, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.chooseDelivery', field: 'delivery_method' });
    expect(validateCheckout(inNairobi, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.town', field: 'delivery_town' });
    expect(validateCheckout({ ...inNairobi, town: 'Kilimani' }, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.address', field: 'delivery_address' });
    expect(validateCheckout({ ...inNairobi, town: 'Kilimani', address: 'Ngong Rd', notes: 'x'.repeat(301) }, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.notes', field: 'delivery_notes' });
    expect(validateCheckout({ ...inNairobi, town: 'Kilimani', address: 'Ngong Rd', phone: ' ' }, methods, ready)).toEqual({
      ok: false,
      error: 'checkout.errors.phone',
      field: 'client_phone',
    });
    expect(validateCheckout({ ...inNairobi, town: ' Kilimani ', address: 'Ngong Rd', notes: ' Blue gate ' }, methods, ready)).toMatchObject({
      ok: true,
      payload: { delivery_county: 'KE-30', delivery_town: 'Kilimani', delivery_address: 'Ngong Rd', delivery_notes: 'Blue gate', pickup_point_id: null },
    });
  });
  it('asks a pickup point of the chosen method, and sends no address for it', () => {
    const pickup = { ...form, county: 'KE-30', deliveryMethod: 'pickup', town: 'Kilimani', address: 'ignored' };
    expect(validateCheckout(pickup, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.pickupPoint', field: 'pickup_point_id' });
    expect(validateCheckout({ ...pickup, pickupPoint: '99' }, methods, ready)).toEqual({ ok: false, error: 'checkout.errors.pickupPoint', field: 'pickup_point_id' });
    const check = validateCheckout({ ...pickup, pickupPoint: '2' }, methods, ready);
    expect(check).toEqual({
      ok: true,
      payload: {
        client_name: 'Wanjiru',
        client_email: 'w@example.com',
        client_phone: '0712345678',
        delivery_method: 'pickup',
        delivery_county: 'KE-30',
        delivery_town: null,
        delivery_address: null,
        delivery_notes: null,
        pickup_point_id: 2,
      },
    });
  });
  it('says whatsapp_updates: true only when the box is ticked, never false (the API would not take it as a withdrawal)', () => {
    const placed = { ...form, county: 'KE-30', deliveryMethod: 'pickup', pickupPoint: '2' };
    expect(validateCheckout({ ...placed, whatsappUpdates: true }, methods, ready)).toMatchObject({ ok: true, payload: { whatsapp_updates: true } });
    for (const whatsappUpdates of [false, undefined]) {
      const check = validateCheckout({ ...placed, whatsappUpdates }, methods, ready);
      expect(check).toMatchObject({ ok: true });
      if (check.ok) expect(check.payload).not.toHaveProperty('whatsapp_updates');
    }
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
