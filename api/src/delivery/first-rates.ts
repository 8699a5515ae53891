import { KENYA_COUNTIES, NAIROBI } from './counties';

const NAIROBI_METRO = ['KE-13', 'KE-22', 'KE-10']; // Kiambu, Machakos, Kajiado
const MAJOR_TOWNS = ['KE-28', 'KE-17', 'KE-31', 'KE-44']; // Mombasa, Kisumu, Nakuru, Uasin Gishu

/*
 * Seeded methods keep the codes, fees and free-over threshold the code had before (pickup 0, rider 500 and
 * mtaani 150 free over KSh 3,000 in Nairobi, courier 400 outside it), so a shop that changes nothing charges
 * what it did for a parcel within the first weight step. The example rates follow what Kenyan sellers publish:
 * Pick Up Mtaani's agent-to-agent parcels at KSh 150-250 by area (pickupmtaani.com, 2025 price list), courier
 * town-office parcels at about KSh 250-400 for the first 2 kg and KSh 100-150 for each further kg (G4S, Fargo
 * Courier and Wells Fargo counter rates), and Nairobi boda riders at KSh 300-500 within the city. Staff change
 * them all in the console.
 */
export const FIRST_METHODS = [
  ['pickup', 'shop_pickup', 'Pick up in store', 'Kuchukua dukani', 'Collect from our counter in Nairobi CBD', 'Chukua kwenye kaunta yetu katikati ya jiji la Nairobi', 0, 0, 1, false],
  ['rider', 'door', 'Rider delivery (Nairobi)', 'Boda (Nairobi)', 'Delivered to your door around Nairobi by a rider', 'Boda hukuletea mlangoni kwako ndani ya Nairobi', 1, 0, 1, true],
  ['mtaani', 'agent_pickup', 'Pickup Mtaani', 'Pickup Mtaani', 'Collect from a Pickup Mtaani agent near you', 'Chukua kwa wakala wa Pickup Mtaani aliye karibu nawe', 2, 1, 2, true],
  ['courier', 'courier_office', 'Courier (outside Nairobi)', 'Courier (nje ya Nairobi)', 'Sent by courier to its office in your town', 'Hutumwa kwa courier hadi ofisi yake mjini kwako', 3, 1, 3, true],
] as const;

export const FIRST_ZONES: [string, string[]][] = [
  ['Nairobi', [NAIROBI]],
  ['Nairobi metro', NAIROBI_METRO],
  ['Major towns', MAJOR_TOWNS],
  ['Rest of Kenya', KENYA_COUNTIES.map((county) => county.code).filter((code) => code !== NAIROBI && !NAIROBI_METRO.includes(code) && !MAJOR_TOWNS.includes(code))],
];

const KSH = 100;
const FREE_OVER = 3000 * KSH;
// [method, zone, base fee, base grams, per further kg, free over, days min, days max]
export const FIRST_RATES: [string, string, number, number, number, number | null, number | null, number | null][] = [
  ['pickup', 'Nairobi', 0, 0, 0, null, null, null],
  ['rider', 'Nairobi', 500 * KSH, 5000, 50 * KSH, FREE_OVER, null, null],
  ['mtaani', 'Nairobi', 150 * KSH, 2000, 50 * KSH, FREE_OVER, null, null],
  ['pickup', 'Nairobi metro', 0, 0, 0, null, null, null],
  ['mtaani', 'Nairobi metro', 200 * KSH, 2000, 50 * KSH, FREE_OVER, 1, 3],
  ['courier', 'Nairobi metro', 400 * KSH, 2000, 100 * KSH, null, 1, 2],
  ['courier', 'Major towns', 400 * KSH, 2000, 100 * KSH, null, 1, 3],
  ['courier', 'Rest of Kenya', 400 * KSH, 2000, 150 * KSH, null, 2, 5],
];

/** A seeded rate's fees, by method and zone (the policy drafts quote them). */
export function firstRate(method: string, zone: string): { baseFee: number; freeOver: number | null } {
  const rate = FIRST_RATES.find(([m, z]) => m === method && z === zone);
  if (!rate) throw new Error(`No seeded rate for ${method} in ${zone}`);
  return { baseFee: rate[2], freeOver: rate[5] };
}
