// The delivery routes as the API answers them (issue 30), for the pages' tests: the counties, the
// options by county (Nairobi, Mombasa; Turkana has no method), a customer's empty address book, and
// the method names older orders are labelled by.
import type { DeliveryOption } from '../api/delivery';
import { COUNTIES, DELIVERY_METHODS, KIMATHI, MOMBASA_OPTIONS, NAIROBI_OPTIONS } from './fixtures';
import type { FetchMock } from './render';

/** Nairobi with the shop's one counter: a pickup order needs no choice of point. */
export const NAIROBI_ONE_POINT: DeliveryOption[] = NAIROBI_OPTIONS.map((m) => (m.code === 'pickup' ? { ...m, pickup_points: [KIMATHI] } : m));

export function deliveryRoutes(mock: FetchMock, nairobi: DeliveryOption[] = NAIROBI_ONE_POINT): FetchMock {
  return mock
    .on('GET', '/api/counties/', { body: COUNTIES })
    .on('GET', '/api/delivery-methods/', { body: DELIVERY_METHODS })
    .on('GET', '/api/addresses/', { body: [] })
    .on('GET', '/api/delivery/options/', ({ url }) => {
      const county = url.searchParams.get('county');
      if (county === 'KE-30') return { body: nairobi };
      if (county === 'KE-28') return { body: MOMBASA_OPTIONS };
      if (county === 'KE-43') return { status: 404, body: { detail: 'We do not deliver to Turkana yet.' } };
      return { status: 400, body: { county: ['Choose a county from the list.'] } };
    });
}

/** A shopper who chose Nairobi before (the browser remembers the county). */
export const inNairobi = () => window.localStorage.setItem('county', 'KE-30');
